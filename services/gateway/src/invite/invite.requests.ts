import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CreateInviteRequest {
  @ApiProperty({ example: 'casting.assistant@example.com' })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: ['admin', 'user'], description: 'Owners invite admins and users; admins invite users' })
  @IsString()
  @MaxLength(10)
  role!: string;
}

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

export class CreateInviteResponse {
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class InviteInfoResponse {
  @ApiProperty({ example: 'Northern Lights Pictures' })
  accountName!: string;

  @ApiProperty({ enum: ['admin', 'user'] })
  role!: string;

  @ApiProperty({ description: 'The address the invitation was sent to' })
  email!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class ProcessInviteResponse {
  @ApiProperty({ format: 'uuid', description: 'The account joined; select it with POST /api/auth/session' })
  account!: string;

  @ApiProperty({ enum: ['admin', 'user'] })
  role!: string;
}

import { ACCOUNT_TYPES, BUSINESS_TYPES } from '@callsheet/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

// The creation payload of spec section 3, in its snake_case wire form. Shapes only: identity applies
// the rules (types, terms, country, age, minors) so that their codes are the same for every client.

export class BusinessProfileRequest {
  @ApiPropertyOptional({ example: 'Northern Lights Casting' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name: string = '';
}

export class CompanyRequest {
  @ApiPropertyOptional({ example: 'Northern Lights Casting LLC' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name: string = '';
}

export class IndividualRequest {
  @ApiProperty({ example: 'Ada' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  first_name: string = '';

  @ApiProperty({ example: 'Lovelace' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  last_name: string = '';

  @ApiProperty({
    example: '1990-12-10',
    description: 'Date of birth, YYYY-MM-DD: individuals and guardians must be 18 or older',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  dob: string = '';
}

export class CreateAccountRequest {
  @ApiProperty({ enum: BUSINESS_TYPES })
  @IsOptional()
  @IsString()
  business_type: string = '';

  @ApiProperty({ enum: ACCOUNT_TYPES })
  @IsOptional()
  @IsString()
  account_type: string = '';

  @ApiPropertyOptional({ type: BusinessProfileRequest })
  @IsOptional()
  @ValidateNested()
  @Type(() => BusinessProfileRequest)
  business_profile?: BusinessProfileRequest;

  @ApiPropertyOptional({ type: CompanyRequest, description: 'Required for company and non_profit' })
  @IsOptional()
  @ValidateNested()
  @Type(() => CompanyRequest)
  company?: CompanyRequest;

  @ApiPropertyOptional({ type: IndividualRequest, description: 'Required for individual and parent (the guardian)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => IndividualRequest)
  individual?: IndividualRequest;

  @ApiProperty({ description: 'Must be true' })
  @IsOptional()
  @IsBoolean()
  tos_shown_and_accepted: boolean = false;

  @ApiProperty({ example: 'US', description: 'One of the supported countries of GET /public/config' })
  @IsOptional()
  @IsString()
  @MaxLength(2)
  country: string = '';

  @ApiPropertyOptional({ description: 'A minor, registered by a parent or guardian (business_type parent)' })
  @IsOptional()
  @IsBoolean()
  minor: boolean = false;

  @ApiPropertyOptional({ description: 'Stripe account token; only in custom connect mode' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  account_token: string = '';
}

export class ChangeMemberRoleRequest {
  @ApiProperty({
    enum: ['owner', 'admin', 'user'],
    description: 'Owners only; making another member an owner shares ownership',
  })
  @IsString()
  @MaxLength(10)
  role!: string;
}

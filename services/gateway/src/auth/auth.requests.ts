import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE, MEMBER_LANGUAGES } from '@callsheet/contracts';
import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

// Shapes only: identity applies the sign-up rules (required first name, email pattern, password length
// and confirmation) so that every client gets the same codes and messages.

export class SignUpRequest {
  @ApiProperty({ example: 'Ada', description: 'Required: "First Name is Required"' })
  @IsOptional()
  @IsString()
  firstName: string = '';

  @ApiPropertyOptional({ example: 'Lovelace' })
  @IsOptional()
  @IsString()
  lastName: string = '';

  @ApiProperty({
    example: 'ada@example.com',
    description: 'Must be a valid address: "Invalid email." (no control characters, no mixed-script look-alikes)',
  })
  @IsOptional()
  @IsString()
  email: string = '';

  @ApiProperty({ example: 'secret1', minLength: 6, description: 'At least 6 characters' })
  @IsOptional()
  @IsString()
  password: string = '';

  @ApiProperty({ example: 'secret1', description: 'Must equal password: passwordsMustMatch' })
  @IsOptional()
  @IsString()
  passwordConfirmation: string = '';

  @ApiPropertyOptional({
    enum: [...MEMBER_LANGUAGES],
    default: DEFAULT_LANGUAGE,
    description: 'fr-CA reads the fr-QC messages and en-CA the en-US ones',
  })
  @IsOptional()
  @IsString()
  language: string = '';
}

export class VerifyEmailRequest {
  @ApiProperty({ description: 'The token of the verification link' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class ResendVerificationRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @MaxLength(254)
  email!: string;
}

export class SignInRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: 'secret1' })
  @IsString()
  @MaxLength(128)
  password!: string;
}

export class RefreshRequest {
  @ApiProperty()
  @IsString()
  @MaxLength(200)
  refreshToken!: string;
}

export class ForgotPasswordRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordRequest {
  @ApiProperty({ description: 'The token of the reset link' })
  @IsString()
  @MaxLength(200)
  token!: string;

  @ApiProperty({ minLength: 6 })
  @IsOptional()
  @IsString()
  password: string = '';

  @ApiProperty()
  @IsOptional()
  @IsString()
  passwordConfirmation: string = '';
}

export class ChangePasswordRequest {
  @ApiProperty({ description: 'The password the member signs in with now' })
  @IsString()
  @MaxLength(128)
  currentPassword!: string;

  @ApiProperty({ minLength: 6, maxLength: 128 })
  @IsString()
  password!: string;

  @ApiProperty({ description: 'The new password, typed again' })
  @IsString()
  passwordConfirmation!: string;
}

export class UpdateMeRequest {
  @ApiPropertyOptional({ example: 'America/Toronto', description: 'IANA timezone name' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timezone: string = '';

  @ApiPropertyOptional({ enum: [...MEMBER_LANGUAGES] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  language: string = '';

  @ApiPropertyOptional({
    example: 'Ada King',
    maxLength: 100,
    description: 'The name shown for the member; absent keeps it. Blank: required; over 100 characters: maxLength',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  displayName?: string;
}

export class ChangeEmailRequest {
  @ApiProperty({
    example: 'ada.king@example.com',
    description: 'The address to sign in with from now on: "Invalid email." as at sign-up (no look-alikes)',
  })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ description: 'The password the member signs in with now' })
  @IsString()
  @MaxLength(128)
  currentPassword!: string;
}

export class SelectAccountRequest {
  @ApiProperty({ format: 'uuid', description: 'One of the ids of GET /api/auth/me accounts' })
  @IsString()
  @MaxLength(64)
  @IsUUID('all', { message: 'account must be an account id (a UUID)' })
  account!: string;

  @ApiPropertyOptional({ description: 'Also return a one-time ssoToken for the /sso page (valid two minutes)' })
  @IsOptional()
  @IsBoolean()
  setSSO: boolean = false;
}

export class SsoExchangeRequest {
  @ApiProperty({ description: 'The hand-off token of POST /api/auth/session with setSSO' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AccessToken } from '@callsheet/contracts';
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

  @ApiPropertyOptional({ enum: ['en-US', 'fr-QC', 'es-ES'], default: 'en-US' })
  @IsOptional()
  @IsString()
  language: string = '';
}

export class SignUpResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;
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

export class AccessTokenResponse {
  @ApiProperty({ description: 'JWT (ES256) with claims sub, role, owner, account, accountType' })
  accessToken!: string;

  @ApiProperty({ example: 900, description: 'Seconds until the token expires' })
  expiresIn!: number;

  @ApiProperty({ enum: ['Bearer'] })
  tokenType!: string;

  @ApiProperty({ description: 'Single use: POST /public/auth/refresh returns a new pair and retires it' })
  refreshToken!: string;
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

  @ApiPropertyOptional({ enum: ['en-US', 'fr-QC', 'es-ES'] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  language: string = '';
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

export class SelectAccountResponse extends AccessTokenResponse {
  @ApiPropertyOptional({ description: 'With setSSO: the hand-off token to pass to POST /public/sso' })
  ssoToken?: string;
}

export class SsoExchangeRequest {
  @ApiProperty({ description: 'The hand-off token of POST /api/auth/session with setSSO' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class SsoExchangeResponse extends AccessTokenResponse {
  @ApiProperty({ description: 'The sign-in token (the access token of the new session)' })
  result!: string;
}

export class AccountMembershipResponse {
  @ApiProperty({ example: 'talent' })
  accountType!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;

  @ApiProperty({ enum: ['owner', 'admin', 'user'] })
  role!: string;
}

export class MeResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  emailVerified!: boolean;

  @ApiProperty()
  displayName!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ example: 'America/Toronto' })
  timezone!: string;

  @ApiProperty({ enum: ['en-US', 'fr-QC', 'es-ES'] })
  language!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/AccountMembershipResponse' },
    description: "The member's accounts by account id",
  })
  accounts!: Record<string, AccountMembershipResponse>;
}

export function accessTokenResponse(token: AccessToken): AccessTokenResponse {
  return {
    accessToken: token.accessToken,
    expiresIn: token.expiresIn,
    tokenType: token.tokenType,
    refreshToken: token.refreshToken,
  };
}

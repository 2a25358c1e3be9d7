import { MEMBER_LANGUAGES } from '@callsheet/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RouteDoc } from '../http/api-route.decorator.js';

/* What the sign-up, sign-in and session routes answer (identity.views.ts writes these shapes). */

export class SignUpResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;
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

export class SelectAccountResponse extends AccessTokenResponse {
  @ApiPropertyOptional({ description: 'With setSSO: the hand-off token to pass to POST /public/sso' })
  ssoToken?: string;
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

  @ApiProperty({ enum: [...MEMBER_LANGUAGES] })
  language!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/AccountMembershipResponse' },
    description: "The member's accounts by account id",
  })
  accounts!: Record<string, AccountMembershipResponse>;

  @ApiProperty({
    description:
      'A platform operator (granted with `npm run ops:grant`): the operators’ routes (/ops) accept their access token.',
  })
  operator!: boolean;
}

export class ChangeEmailResponse {
  @ApiProperty({ description: 'The new address, as it will be stored once confirmed' })
  email!: string;

  @ApiProperty({ format: 'date-time', description: 'When the link mailed to it expires' })
  expiresAt!: string;
}

/** What a visitor does before having a session: sign up, verify, sign in, refresh, reset a password. */
export const publicAuthDocs = {
  signUp: {
    summary: 'Sign up with email and password; a verification mail is sent (limited per address and email: 429)',
    responses: [
      {
        status: 201,
        type: SignUpResponse,
        description:
          'Also when the email already has an account: its owner gets a mail instead (the answer tells nothing)',
      },
    ],
    errors: [429],
  },
  verifyEmail: {
    summary:
      'Confirm the email address with the token of the verification link; the link of a change of email makes the change (the old address is told)',
    description:
      'A change of email is refused 409 emailTaken when another account took the address since it was asked for.',
    responses: [{ status: 204 }],
    errors: [409, 410],
  },
  resendVerification: {
    summary: 'Send the verification mail again (same answer whether or not the email is known)',
    responses: [{ status: 202 }],
    errors: [429],
  },
  signIn: {
    summary: 'Sign in with email and password for an access token and a refresh token',
    ok: AccessTokenResponse,
    errors: [401, 429],
  },
  refresh: {
    summary: 'A new access token and refresh token for a refresh token (which is retired)',
    ok: AccessTokenResponse,
    errors: [401],
  },
  forgotPassword: {
    summary: 'Mail a password-reset link (same answer whether or not the email is known)',
    responses: [{ status: 202 }],
    errors: [429],
  },
  resetPassword: {
    summary: 'Choose a new password with the token of the reset link; every session ends',
    responses: [{ status: 204 }],
    errors: [409, 410],
  },
} satisfies Record<string, RouteDoc>;

/** The signed-in member: their record, preferences, account selection, password and sign-out. */
export const meDocs = {
  get: { summary: 'The signed-in member', ok: MeResponse, errors: [404] },
  update: {
    summary: 'Change timezone (IANA name), interface language and display name',
    description:
      'Each field is optional; an empty timezone or language keeps it. displayName: required (blank), maxLength (over 100 characters), invalidValue (control characters).',
    ok: MeResponse,
    errors: [404],
  },
  changeEmail: {
    summary:
      'Ask to sign in with another email address: a link is mailed to it, and the change takes effect when it is followed (POST /public/auth/verify-email); the old address is then told',
    description:
      'The current password is required: 400 currentPasswordIncorrect (throttled like sign-in, 429 tooManyAttempts). The address: 400 invalidEmail (as at sign-up, mixed-script look-alikes refused), 400 emailUnchanged (the member’s own), 409 emailTaken (another account’s). Mails are limited per client address and per address (429). Only the newest link works.',
    responses: [{ status: 202, type: ChangeEmailResponse }],
    errors: [409, 429],
  },
  selectAccount: {
    summary: "Select one of the member's accounts: new tokens for this session carry it",
    ok: SelectAccountResponse,
    errors: [404],
  },
  changePassword: {
    summary: 'Change the password: the current one is required; every other session of the member ends',
    description:
      'Wrong current password: 400 currentPasswordIncorrect (throttled like sign-in, 429 with Retry-After). New password rules as at sign-up: passwordTooShort, maxLength, passwordsMustMatch.',
    responses: [{ status: 204 }],
    errors: [429],
  },
  clearSession: { summary: 'Sign out: the refresh tokens of this session stop working', responses: [{ status: 204 }] },
} satisfies Record<string, RouteDoc>;

/** The single-sign-on hand-off (spec sections 4 and 7). */
export const ssoDocs = {
  exchange: {
    summary: 'Exchange a one-time hand-off token for a sign-in token (result) with the account selected',
    ok: SsoExchangeResponse,
    errors: [404, 409, 410],
  },
} satisfies Record<string, RouteDoc>;

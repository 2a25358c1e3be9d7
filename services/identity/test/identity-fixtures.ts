import { linkIn, waitForMail } from '@callsheet/testing';
import { decodeJwt } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountForm } from '../src/account/account.js';
import { CreateAccountCommand } from '../src/account/commands/create-account/create-account.command.js';
import { SignInCommand } from '../src/session/commands/sign-in/sign-in.command.js';
import type { AccessClaims } from '../src/session/access-token.js';
import type { TokenPair } from '../src/session/session-tokens.js';
import { SignUpCommand } from '../src/user/commands/sign-up/sign-up.command.js';
import type { IdentityTestApp } from './identity-test-app.js';

// Members, sessions and accounts made through identity's own commands, each with ids and emails of
// its own, so that tests need no clean-up and run in any order.

export const PASSWORD = 'correct horse 1';

/** An address nobody has used: `<label>-<uuid>@callsheet.test`. */
export function newEmail(label = 'member'): string {
  return `${label}-${randomUUID()}@callsheet.test`;
}

/** A client address of the test's own (IPv6 documentation range), so address limits are the test's alone. */
export function newClientIp(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}

export interface Member {
  userId: string;
  email: string;
  password: string;
}

/** A member signed up through SignUpCommand; `verified` marks the address confirmed as the mailed link would. */
export async function aMember(
  harness: IdentityTestApp,
  {
    verified = true,
    email = newEmail(),
    language = '',
  }: { verified?: boolean; email?: string; language?: string } = {},
): Promise<Member> {
  const { userId } = await harness.commands.execute(
    new SignUpCommand(
      { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, language },
      newClientIp(),
    ),
  );
  if (verified) {
    await harness.db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  }
  return { userId, email, password: PASSWORD };
}

export interface Session extends TokenPair {
  claims: AccessClaims;
}

/** The claims of an access token (identity signed it; the gateway's verification is tested there). */
export function withClaims(tokens: TokenPair): Session {
  return { ...tokens, claims: decodeJwt(tokens.accessToken) as unknown as AccessClaims };
}

export async function signedIn(harness: IdentityTestApp, member: Member, clientIp = newClientIp()): Promise<Session> {
  return withClaims(await harness.commands.execute(new SignInCommand(member.email, member.password, clientIp)));
}

/** The account form of an adult individual in the United States, the one supported country. */
export function anAccountForm(overrides: Partial<AccountForm> = {}): AccountForm {
  return {
    businessType: 'individual',
    accountType: 'talent',
    businessName: '',
    companyName: '',
    individual: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
    tosShownAndAccepted: true,
    country: 'us',
    minor: false,
    accountToken: '',
    ...overrides,
  };
}

/** An account owned by the member, created through CreateAccountCommand. */
export async function anAccount(
  harness: IdentityTestApp,
  owner: Member,
  overrides: Partial<AccountForm> = {},
): Promise<string> {
  const { accountId } = await harness.commands.execute(
    new CreateAccountCommand(owner.userId, anAccountForm(overrides)),
  );
  return accountId;
}

/** The token of the newest mailed link to `email` (as the member would follow it). */
export async function mailedToken(email: string, options: { after?: number } = {}): Promise<string> {
  const token = linkIn(await waitForMail(email, options)).searchParams.get('token');
  if (!token) {
    throw new Error(`the mail to ${email} has no token`);
  }
  return token;
}

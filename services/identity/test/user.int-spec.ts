import { IdentityErrorCode } from '@callsheet/contracts';
import { KernelErrorCode } from '@callsheet/kernel';
import { outboxOf, refusalOf, sharedTestApp, waitForMail } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { RequestPasswordResetCommand } from '../src/user/commands/request-password-reset/request-password-reset.command.js';
import { ResendVerificationCommand } from '../src/user/commands/resend-verification/resend-verification.command.js';
import { SignUpCommand } from '../src/user/commands/sign-up/sign-up.command.js';
import { UpdatePreferencesCommand } from '../src/user/commands/update-preferences/update-preferences.command.js';
import { VerifyEmailCommand } from '../src/user/commands/verify-email/verify-email.command.js';
import { GetMeQuery } from '../src/user/queries/get-me/get-me.query.js';
import { hashToken, newToken } from '../src/user/one-time-token.js';
import type { SignUpInput } from '../src/user/sign-up-rules.js';
import { aMember, anAccount, mailedToken, newClientIp, newEmail, PASSWORD } from './identity-fixtures.js';
import { startIdentityTestApp, startIdentityTestAppWithoutRedis } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

function signUpForm(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: newEmail('sign-up'),
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    language: '',
    ...overrides,
  };
}

function signUp(form: SignUpInput, clientIp = newClientIp()) {
  return harness.commands.execute(new SignUpCommand(form, clientIp));
}

function tokensOf(userId: string, purpose: string) {
  return harness.db.oneTimeToken.findMany({ where: { userId, purpose }, orderBy: { createdAt: 'asc' } });
}

describe('SignUpCommand', () => {
  it('stores the member under the NFKC, lower-cased email and mails the verification link', async () => {
    const id = randomUUID();
    const before = Date.now();
    const { userId } = await signUp(
      signUpForm({ firstName: ' Ada ', email: `  ＡＤＡ-${id}@CallSheet.TEST `, language: 'fr-QC' }),
    );

    const email = `ada-${id}@callsheet.test`;
    const user = await harness.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      language: 'fr-QC',
      timezone: 'America/Toronto',
      emailVerifiedAt: null,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    const token = await mailedToken(email);
    const [stored] = await tokensOf(userId, 'verify_email');
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.usedAt).toBeNull();
    const lifetime = stored.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(48 * 3600_000);
    expect(lifetime).toBeLessThan(48 * 3600_000 + 60_000);
    // Users are identity's own: nothing is published about them.
    expect(await outboxOf(harness.db, userId)).toEqual([]);
  });

  it('answers a taken email as a new one: no second member, the owner is mailed', async () => {
    const owner = await aMember(harness, { verified: false });
    const { passwordHash } = await harness.db.user.findUniqueOrThrow({ where: { id: owner.userId } });

    const { userId } = await signUp(
      signUpForm({ email: owner.email.toUpperCase(), password: 'another 1', passwordConfirmation: 'another 1' }),
    );

    expect(userId).not.toBe(owner.userId);
    expect(await harness.db.user.findUnique({ where: { id: userId } })).toBeNull();
    expect(
      await harness.db.user.findMany({ where: { email: owner.email }, select: { id: true, passwordHash: true } }),
    ).toEqual([{ id: owner.userId, passwordHash }]);
    expect((await waitForMail(owner.email, { after: 1 })).subject).toBe(
      'Someone tried to sign up with your email address',
    );
    expect(await tokensOf(owner.userId, 'verify_email')).toHaveLength(1);
  });

  it('makes one member of two sign-ups with one new email at once (ON CONFLICT DO NOTHING)', async () => {
    const email = newEmail('race');
    const [first, second] = await Promise.all([signUp(signUpForm({ email })), signUp(signUpForm({ email }))]);

    const rows = await harness.db.user.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect([first.userId, second.userId]).toContain(rows[0].id);
    expect(first.userId).not.toBe(second.userId);
    expect(await tokensOf(rows[0].id, 'verify_email')).toHaveLength(1);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, IdentityErrorCode.FirstNameRequired, ['firstName']],
    ['a 51-character last name', { lastName: 'x'.repeat(51) }, IdentityErrorCode.MaxLength, ['50', 'lastName']],
    ['an email without a top-level domain', { email: 'ada@callsheet' }, IdentityErrorCode.InvalidEmail, ['email']],
    ['a Latin and Cyrillic look-alike', { email: 'pаypal@callsheet.test' }, IdentityErrorCode.InvalidEmail, ['email']],
    [
      'a 5-character password',
      { password: 'abc12', passwordConfirmation: 'abc12' },
      IdentityErrorCode.PasswordTooShort,
      ['6'],
    ],
    [
      'a confirmation that differs',
      { passwordConfirmation: 'correct horse 2' },
      IdentityErrorCode.PasswordsMustMatch,
      ['passwordConfirmation'],
    ],
    ['an unsupported language', { language: 'tlh' }, IdentityErrorCode.UnsupportedLanguage, ['tlh']],
  ])('refuses %s and stores nothing', async (_case, change, code, args) => {
    const form = signUpForm(change);
    expect(await refusalOf(signUp(form))).toEqual({ code, args });
    expect(await harness.db.user.count({ where: { email: form.email.toLowerCase() } })).toBe(0);
  });

  it('refuses the sixth mail-sending request for one email within the hour, whatever the route', async () => {
    const email = newEmail('limited');
    // Five requests for an email nobody has yet still count: a 429 must not tell who is a member.
    for (let request = 0; request < 5; request += 1) {
      await harness.commands.execute(new ResendVerificationCommand(email, newClientIp()));
    }
    const refusal = await refusalOf(signUp(signUpForm({ email })));

    expect(refusal.code).toBe(IdentityErrorCode.TooManyAttempts);
    expect(Number(refusal.args[0])).toBeGreaterThan(3500);
    expect(Number(refusal.args[0])).toBeLessThanOrEqual(3600);
    expect(await harness.db.user.count({ where: { email } })).toBe(0);
  });

  it('refuses the 21st mail-sending request from one address within ten minutes', async () => {
    const clientIp = newClientIp();
    for (let request = 0; request < 20; request += 1) {
      await harness.commands.execute(new RequestPasswordResetCommand(newEmail('spray'), clientIp));
    }
    const form = signUpForm();
    const refusal = await refusalOf(signUp(form, clientIp));

    expect(refusal.code).toBe(IdentityErrorCode.TooManyAttempts);
    expect(Number(refusal.args[0])).toBeGreaterThan(500);
    expect(Number(refusal.args[0])).toBeLessThanOrEqual(600);
    expect(await harness.db.user.count({ where: { email: form.email } })).toBe(0);
    // The other mail-sending routes share the address's count.
    for (const command of [
      new ResendVerificationCommand(newEmail('spray'), clientIp),
      new RequestPasswordResetCommand(newEmail('spray'), clientIp),
    ]) {
      expect((await refusalOf(harness.commands.execute(command))).code).toBe(IdentityErrorCode.TooManyAttempts);
    }
  });
});

describe('VerifyEmailCommand', () => {
  it('confirms the address with the mailed link and uses the link up', async () => {
    const member = await aMember(harness, { verified: false });
    const token = await mailedToken(member.email);

    expect(await harness.commands.execute(new VerifyEmailCommand(token))).toEqual({ userId: member.userId });

    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    const [stored] = await tokensOf(member.userId, 'verify_email');
    expect(user.emailVerifiedAt).toEqual(stored.usedAt);
    expect(stored.usedAt).not.toBeNull();
    expect(await refusalOf(harness.commands.execute(new VerifyEmailCommand(token)))).toEqual({
      code: IdentityErrorCode.TokenUsed,
      args: [],
    });
  });

  it('lets only one of two uses of the same link at once through', async () => {
    const member = await aMember(harness, { verified: false });
    const token = await mailedToken(member.email);

    const outcomes = await Promise.allSettled([
      harness.commands.execute(new VerifyEmailCommand(token)),
      harness.commands.execute(new VerifyEmailCommand(token)),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rejected).toMatchObject({ reason: { code: IdentityErrorCode.TokenUsed } });
  });

  it('refuses an unknown link, a link of another purpose and an expired link, verifying nobody', async () => {
    const member = await aMember(harness, { verified: false });
    const reset = newToken();
    const expired = newToken();
    await harness.db.oneTimeToken.createMany({
      data: [
        {
          tokenHash: reset.hash,
          purpose: 'reset_password',
          userId: member.userId,
          expiresAt: new Date(Date.now() + 60_000),
        },
        {
          tokenHash: expired.hash,
          purpose: 'verify_email',
          userId: member.userId,
          expiresAt: new Date(Date.now() - 1),
        },
      ],
    });
    const verify = (token: string) => refusalOf(harness.commands.execute(new VerifyEmailCommand(token)));

    expect(await verify(newToken().secret)).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await verify(reset.secret)).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await verify(expired.secret)).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });
    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(user.emailVerifiedAt).toBeNull();
    expect(await harness.db.oneTimeToken.count({ where: { userId: member.userId, usedAt: { not: null } } })).toBe(0);
  });
});

describe('ResendVerificationCommand', () => {
  it('mails a new link to an unverified member; the new link verifies', async () => {
    const member = await aMember(harness, { verified: false });
    const first = await mailedToken(member.email);

    await harness.commands.execute(new ResendVerificationCommand(member.email.toUpperCase(), newClientIp()));

    const second = await mailedToken(member.email, { after: 1 });
    expect(second).not.toBe(first);
    expect((await tokensOf(member.userId, 'verify_email')).map((token) => token.tokenHash)).toEqual([
      hashToken(first),
      hashToken(second),
    ]);
    await harness.commands.execute(new VerifyEmailCommand(second));
    expect((await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } })).emailVerifiedAt).not.toBeNull();
  });

  it('issues nothing for a verified member or an unknown email, and answers alike', async () => {
    const member = await aMember(harness, { verified: true });

    await expect(
      harness.commands.execute(new ResendVerificationCommand(member.email, newClientIp())),
    ).resolves.toBeUndefined();
    await expect(
      harness.commands.execute(new ResendVerificationCommand(newEmail('unknown'), newClientIp())),
    ).resolves.toBeUndefined();

    expect(await tokensOf(member.userId, 'verify_email')).toHaveLength(1);
  });

  it('refuses a malformed email', async () => {
    expect(
      await refusalOf(harness.commands.execute(new ResendVerificationCommand('not-an-email', newClientIp()))),
    ).toEqual({ code: IdentityErrorCode.InvalidEmail, args: ['email'] });
  });
});

describe('RequestPasswordResetCommand', () => {
  it('mails a reset link valid for an hour and ends the links of earlier mails', async () => {
    const member = await aMember(harness, { verified: true });
    await mailedToken(member.email); // the verification mail of the sign-up

    await harness.commands.execute(new RequestPasswordResetCommand(member.email, newClientIp()));
    const first = await mailedToken(member.email, { after: 1 });
    const requestedAt = Date.now();
    await harness.commands.execute(new RequestPasswordResetCommand(member.email, newClientIp()));
    const second = await mailedToken(member.email, { after: 2 });

    expect((await waitForMail(member.email, { after: 2 })).subject).toBe('Reset your password');
    const [ended, current] = await tokensOf(member.userId, 'reset_password');
    expect(ended.tokenHash).toBe(hashToken(first));
    expect(ended.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(ended.usedAt).toBeNull();
    expect(current.tokenHash).toBe(hashToken(second));
    expect(current.expiresAt.getTime() - requestedAt).toBeGreaterThan(3600_000 - 60_000);
    expect(current.expiresAt.getTime() - requestedAt).toBeLessThanOrEqual(3600_000 + 60_000);
  });

  it('answers an unknown email as a known one, issuing nothing', async () => {
    const email = newEmail('nobody');
    await expect(
      harness.commands.execute(new RequestPasswordResetCommand(email, newClientIp())),
    ).resolves.toBeUndefined();
    expect(await harness.db.user.count({ where: { email } })).toBe(0);
  });

  it('refuses a malformed email', async () => {
    expect(await refusalOf(harness.commands.execute(new RequestPasswordResetCommand('ada@', newClientIp())))).toEqual({
      code: IdentityErrorCode.InvalidEmail,
      args: ['email'],
    });
  });
});

describe('UpdatePreferencesCommand', () => {
  it('sets the timezone and language, keeping what is left empty', async () => {
    const member = await aMember(harness);

    await harness.commands.execute(new UpdatePreferencesCommand(member.userId, 'Europe/Paris', 'es-ES'));
    await harness.commands.execute(new UpdatePreferencesCommand(member.userId, '', 'fr-QC'));

    expect(
      await harness.db.user.findUniqueOrThrow({
        where: { id: member.userId },
        select: { timezone: true, language: true },
      }),
    ).toEqual({ timezone: 'Europe/Paris', language: 'fr-QC' });
  });

  it.each([
    ['an unknown timezone', 'Mars/Olympus_Mons', '', IdentityErrorCode.UnknownTimezone, ['Mars/Olympus_Mons']],
    ['an unsupported language', '', 'tlh', IdentityErrorCode.UnsupportedLanguage, ['tlh']],
  ])('refuses %s and changes nothing', async (_case, timezone, language, code, args) => {
    const member = await aMember(harness);

    expect(
      await refusalOf(harness.commands.execute(new UpdatePreferencesCommand(member.userId, timezone, language))),
    ).toEqual({ code, args });
    expect(
      await harness.db.user.findUniqueOrThrow({
        where: { id: member.userId },
        select: { timezone: true, language: true },
      }),
    ).toEqual({ timezone: 'America/Toronto', language: 'en-CA' });
  });

  it('refuses a user that no longer exists', async () => {
    expect(await refusalOf(harness.commands.execute(new UpdatePreferencesCommand(randomUUID(), 'UTC', '')))).toEqual({
      code: IdentityErrorCode.UserNotFound,
      args: [],
    });
  });
});

describe('GetMeQuery', () => {
  it('answers the member with their accounts and roles', async () => {
    const member = await aMember(harness, { verified: true });
    const accountId = await anAccount(harness, member, { accountType: 'representative' });

    const me = await harness.queries.execute(new GetMeQuery(member.userId));

    expect(me).toMatchObject({
      id: member.userId,
      email: member.email,
      emailVerified: true,
      displayName: 'Ada Lovelace',
      language: 'en-CA',
      accounts: { [accountId]: { accountType: 'representative', name: 'Ada Lovelace', role: 'owner' } },
    });
    expect(Object.keys(me.accounts)).toEqual([accountId]);
  });

  it('refuses a user that no longer exists', async () => {
    expect(await refusalOf(harness.queries.execute(new GetMeQuery(randomUUID())))).toEqual({
      code: IdentityErrorCode.UserNotFound,
      args: [],
    });
  });
});

describe('with Redis away', () => {
  const away = sharedTestApp(startIdentityTestAppWithoutRedis);

  it('refuses the mail-sending requests with 503 before storing or mailing anything', async () => {
    const form = signUpForm();
    const member = await aMember(harness, { verified: false });
    const unavailable = { code: KernelErrorCode.UpstreamUnavailable, args: [] };

    expect(await refusalOf(away.commands.execute(new SignUpCommand(form, newClientIp())))).toEqual(unavailable);
    expect(await refusalOf(away.commands.execute(new ResendVerificationCommand(member.email, newClientIp())))).toEqual(
      unavailable,
    );
    expect(
      await refusalOf(away.commands.execute(new RequestPasswordResetCommand(member.email, newClientIp()))),
    ).toEqual(unavailable);

    expect(await harness.db.user.count({ where: { email: form.email } })).toBe(0);
    expect(await tokensOf(member.userId, 'verify_email')).toHaveLength(1);
    expect(await tokensOf(member.userId, 'reset_password')).toHaveLength(0);
  });
});

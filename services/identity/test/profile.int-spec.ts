import { IdentityErrorCode } from '@callsheet/contracts';
import { linkIn, refusalOf, sharedTestApp, waitForMail } from '@callsheet/testing';
import { ChangeEmailCommand } from '../src/session/commands/change-email/change-email.command.js';
import { SignInCommand } from '../src/session/commands/sign-in/sign-in.command.js';
import { hashToken } from '../src/user/one-time-token.js';
import { UpdatePreferencesCommand } from '../src/user/commands/update-preferences/update-preferences.command.js';
import { VerifyEmailCommand } from '../src/user/commands/verify-email/verify-email.command.js';
import { GetMeQuery } from '../src/user/queries/get-me/get-me.query.js';
import { aMember, mailedToken, newClientIp, newEmail, PASSWORD, type Member } from './identity-fixtures.js';
import { startIdentityTestApp } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

function changeEmail(member: Member, email: string, password = PASSWORD, clientIp = newClientIp()) {
  return harness.commands.execute(new ChangeEmailCommand(member.userId, email, password, clientIp));
}

function verify(token: string) {
  return harness.commands.execute(new VerifyEmailCommand(token));
}

async function emailOf(member: Member): Promise<string> {
  return (await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } })).email;
}

describe('UpdatePreferencesCommand with a display name', () => {
  it('changes the display name when given, keeping it otherwise, and refuses a blank one', async () => {
    const member = await aMember(harness);

    await harness.commands.execute(new UpdatePreferencesCommand(member.userId, '', '', '  Ada King  '));
    expect(await harness.queries.execute(new GetMeQuery(member.userId))).toMatchObject({
      displayName: 'Ada King',
      firstName: 'Ada',
    });
    await harness.commands.execute(new UpdatePreferencesCommand(member.userId, 'UTC', ''));
    expect(await harness.queries.execute(new GetMeQuery(member.userId))).toMatchObject({
      displayName: 'Ada King',
      timezone: 'UTC',
    });
    expect(await refusalOf(harness.commands.execute(new UpdatePreferencesCommand(member.userId, '', '', ' ')))).toEqual(
      { code: IdentityErrorCode.Required, args: ['displayName'] },
    );
    expect(
      await refusalOf(harness.commands.execute(new UpdatePreferencesCommand(member.userId, '', '', 'x'.repeat(101)))),
    ).toEqual({ code: IdentityErrorCode.MaxLength, args: ['100', 'displayName'] });
    expect((await harness.queries.execute(new GetMeQuery(member.userId))).displayName).toBe('Ada King');
  });
});

describe('ChangeEmailCommand and its link', () => {
  it('mails the new address a link; the change takes effect when it is used, and the old address is told', async () => {
    const member = await aMember(harness, { language: 'fr-QC' });
    const requested = newEmail('new-address');

    const { email, expiresAt } = await changeEmail(member, ` ${requested.toUpperCase()} `);

    expect(email).toBe(requested);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const confirmation = await waitForMail(requested);
    expect(confirmation.subject).toBe('Confirmez votre nouvelle adresse courriel');
    expect(linkIn(confirmation).pathname).toBe('/verify-email');
    // Nothing changes until the new address is confirmed.
    expect(await emailOf(member)).toBe(member.email);

    await verify(await mailedToken(requested));

    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(user.email).toBe(requested);
    expect(user.emailVerifiedAt).not.toBeNull();
    const notice = await waitForMail(member.email, { after: 1 });
    expect(notice.subject).toBe('Votre adresse courriel Callsheet a été changée');
    expect(notice.text).toContain(requested);
    await expect(
      harness.commands.execute(new SignInCommand(requested, PASSWORD, newClientIp())),
    ).resolves.toMatchObject({ tokenType: 'Bearer' });
    expect(await refusalOf(harness.commands.execute(new SignInCommand(member.email, PASSWORD, newClientIp())))).toEqual(
      { code: IdentityErrorCode.InvalidCredentials, args: [] },
    );
    expect(await refusalOf(verify(await mailedToken(requested)))).toEqual({
      code: IdentityErrorCode.TokenUsed,
      args: [],
    });
  });

  it('keeps only the newest link working, and ends the reset links mailed to the old address', async () => {
    const member = await aMember(harness);
    const first = newEmail('first-choice');
    const second = newEmail('second-choice');
    await changeEmail(member, first);
    const firstToken = await mailedToken(first);
    await changeEmail(member, second);
    // A reset link of this member's only: the test database outlives one run.
    const oldResetLink = `an-old-reset-link-${member.userId}`;
    await harness.db.oneTimeToken.create({
      data: {
        tokenHash: hashToken(oldResetLink),
        purpose: 'reset_password',
        userId: member.userId,
        expiresAt: new Date(Date.now() + 600_000),
      },
    });

    expect(await refusalOf(verify(firstToken))).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });
    await verify(await mailedToken(second));

    expect(await emailOf(member)).toBe(second);
    const reset = await harness.db.oneTimeToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(oldResetLink) },
    });
    expect(reset.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('requires the current password, throttled like sign-in, and mails nothing without it', async () => {
    const member = await aMember(harness);
    const requested = newEmail('unasked');
    const clientIp = newClientIp();

    expect(await refusalOf(changeEmail(member, requested, 'not my password', clientIp))).toEqual({
      code: IdentityErrorCode.CurrentPasswordIncorrect,
      args: ['currentPassword'],
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await refusalOf(changeEmail(member, requested, `wrong-${attempt}`, clientIp));
    }
    expect((await refusalOf(changeEmail(member, requested, PASSWORD, clientIp))).code).toBe(
      IdentityErrorCode.TooManyAttempts,
    );
    expect(await harness.db.oneTimeToken.count({ where: { userId: member.userId, purpose: 'change_email' } })).toBe(0);
  });

  it("refuses another member's address (409 emailTaken), the member's own, and a look-alike", async () => {
    const member = await aMember(harness);
    const other = await aMember(harness);

    expect(await refusalOf(changeEmail(member, other.email.toUpperCase()))).toEqual({
      code: IdentityErrorCode.EmailTaken,
      args: ['email'],
    });
    expect((await refusalOf(changeEmail(member, member.email))).code).toBe(IdentityErrorCode.EmailUnchanged);
    expect((await refusalOf(changeEmail(member, 'p\u0430ypal@example.com'))).code).toBe(IdentityErrorCode.InvalidEmail);
    expect(await harness.db.oneTimeToken.count({ where: { userId: member.userId, purpose: 'change_email' } })).toBe(0);
  });

  it('refuses the link when someone else took the address since, changing nothing', async () => {
    const member = await aMember(harness);
    const contested = newEmail('contested');
    await changeEmail(member, contested);
    const token = await mailedToken(contested);
    await aMember(harness, { email: contested });

    expect(await refusalOf(verify(token))).toEqual({ code: IdentityErrorCode.EmailTaken, args: ['email'] });
    expect(await emailOf(member)).toBe(member.email);
    expect(
      (await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt,
    ).toBeNull();
  });
});

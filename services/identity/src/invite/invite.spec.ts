import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import { assertInviteOpen, assertMayAccept, assertMayInvite, assertMayManageInvite } from './invite.js';

function codeOf(work: () => unknown): string {
  try {
    work();
    return 'none';
  } catch (error) {
    return error instanceof IdentityException ? error.code : 'unexpected';
  }
}

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-29T12:00:00Z');

describe('assertMayInvite', () => {
  it('lets owners invite admins and users, and admins invite users', () => {
    expect(assertMayInvite('owner', 'admin')).toBe('admin');
    expect(assertMayInvite('owner', 'user')).toBe('user');
    expect(assertMayInvite('admin', 'user')).toBe('user');
  });

  it('refuses admins inviting admins, users inviting anyone, and owner invitations', () => {
    expect(codeOf(() => assertMayInvite('admin', 'admin'))).toBe(IdentityErrorCode.NotAllowed);
    expect(codeOf(() => assertMayInvite('user', 'user'))).toBe(IdentityErrorCode.NotAllowed);
    expect(codeOf(() => assertMayInvite('owner', 'owner'))).toBe(IdentityErrorCode.InvalidChoice);
  });
});

describe('assertMayManageInvite', () => {
  it('lets owners revoke or resend every invitation, and admins those of users', () => {
    expect(codeOf(() => assertMayManageInvite('owner', { role: 'admin' }))).toBe('none');
    expect(codeOf(() => assertMayManageInvite('owner', { role: 'user' }))).toBe('none');
    expect(codeOf(() => assertMayManageInvite('admin', { role: 'user' }))).toBe('none');
  });

  it("refuses an admin an owner's admin invitation, and a user any invitation", () => {
    expect(codeOf(() => assertMayManageInvite('admin', { role: 'admin' }))).toBe(IdentityErrorCode.NotAllowed);
    expect(codeOf(() => assertMayManageInvite('user', { role: 'user' }))).toBe(IdentityErrorCode.NotAllowed);
  });
});

describe('assertInviteOpen', () => {
  const open = { expiresAt: later, acceptedAt: null, revokedAt: null };

  it('accepts an open invitation and refuses unknown, revoked, accepted and expired ones', () => {
    expect(codeOf(() => assertInviteOpen(open, now))).toBe('none');
    expect(codeOf(() => assertInviteOpen(null, now))).toBe(IdentityErrorCode.TokenUnknown);
    expect(codeOf(() => assertInviteOpen({ ...open, revokedAt: now }, now))).toBe(IdentityErrorCode.InviteRevoked);
    expect(codeOf(() => assertInviteOpen({ ...open, acceptedAt: now }, now))).toBe(IdentityErrorCode.TokenUsed);
    expect(codeOf(() => assertInviteOpen({ ...open, expiresAt: now }, now))).toBe(IdentityErrorCode.TokenExpired);
  });
});

describe('assertMayAccept', () => {
  const invite = { email: 'casting.assistant@example.com' };

  it('lets the invited address accept once it is verified, whatever its case or compatibility form', () => {
    expect(
      codeOf(() => assertMayAccept(invite, { email: 'casting.assistant@example.com', emailVerifiedAt: now })),
    ).toBe('none');
    expect(
      codeOf(() => assertMayAccept(invite, { email: 'Casting.Assistant@EXAMPLE.com', emailVerifiedAt: now })),
    ).toBe('none');
    expect(
      codeOf(() => assertMayAccept(invite, { email: 'ｃａｓｔｉｎｇ.assistant@example.com', emailVerifiedAt: now })),
    ).toBe('none');
  });

  it('refuses anyone else holding the link, verified or not', () => {
    expect(codeOf(() => assertMayAccept(invite, { email: 'stranger@example.com', emailVerifiedAt: now }))).toBe(
      IdentityErrorCode.InviteEmailMismatch,
    );
    expect(codeOf(() => assertMayAccept(invite, { email: 'stranger@example.com', emailVerifiedAt: null }))).toBe(
      IdentityErrorCode.InviteEmailMismatch,
    );
  });

  it('refuses the invited address while it is not verified', () => {
    expect(
      codeOf(() => assertMayAccept(invite, { email: 'casting.assistant@example.com', emailVerifiedAt: null })),
    ).toBe(IdentityErrorCode.EmailNotVerified);
  });
});

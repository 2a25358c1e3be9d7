import { normalizeEmail } from '../user/sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';

/** An invitation link stays valid a week. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITABLE_ROLES = ['admin', 'user'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * Who may invite whom: owners invite admins and users; admins invite users only (an admin cannot
 * hand out a role equal to their own). Nobody invites an owner: ownership is not shared by link.
 */
export function assertMayInvite(inviterRole: string, role: string): InvitableRole {
  const invited = INVITABLE_ROLES.find((candidate) => candidate === role);
  if (!invited) {
    throw new IdentityException(IdentityErrorCode.InvalidChoice, `role must be one of ${INVITABLE_ROLES.join(', ')}.`, [
      'role',
      role,
    ]);
  }
  if (!mayHandOut(inviterRole, invited)) {
    throw new IdentityException(
      IdentityErrorCode.NotAllowed,
      `An account ${inviterRole || 'member'} cannot invite an ${invited}.`,
      [inviterRole, invited],
    );
  }
  return invited;
}

/**
 * Revoking an invitation or sending it again: whoever may invite to its role may manage it, so owners
 * manage every invitation of the account and admins those of users (not an owner's admin invitation).
 */
export function assertMayManageInvite(managerRole: string, invite: { role: string }): void {
  if (!mayHandOut(managerRole, invite.role)) {
    throw new IdentityException(
      IdentityErrorCode.NotAllowed,
      `An account ${managerRole || 'member'} cannot manage the invitation of an ${invite.role}.`,
      [managerRole, invite.role],
    );
  }
}

/** An id that names no pending invitation of the account: accepted, revoked, another account's, or none. */
export function inviteNotFound(id: string): IdentityException {
  return new IdentityException(IdentityErrorCode.InviteNotFound, 'No pending invitation of this account has this id.', [
    id,
  ]);
}

function mayHandOut(role: string, invited: string): boolean {
  return role === 'owner' || (role === 'admin' && invited === 'user');
}

export interface StoredInvite {
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** Whether an invitation's link has expired (a pending one may be sent again, which renews it). */
export function isExpired(invite: Pick<StoredInvite, 'expiresAt'>, now: Date): boolean {
  return invite.expiresAt.getTime() <= now.getTime();
}

/** Unknown, revoked, used and expired invitations each get their own clear error. */
export function assertInviteOpen<T extends StoredInvite>(invite: T | null, now: Date): asserts invite is T {
  if (!invite) {
    throw new IdentityException(IdentityErrorCode.TokenUnknown, 'This invitation link is not valid.');
  }
  if (invite.revokedAt) {
    throw new IdentityException(IdentityErrorCode.InviteRevoked, 'This invitation was withdrawn by the account.');
  }
  if (invite.acceptedAt) {
    throw new IdentityException(IdentityErrorCode.TokenUsed, 'This invitation has already been accepted.');
  }
  if (isExpired(invite, now)) {
    throw new IdentityException(IdentityErrorCode.TokenExpired, 'This invitation has expired; ask for a new one.');
  }
}

export interface InviteAcceptor {
  email: string;
  emailVerifiedAt: Date | null;
}

/**
 * Only the invited address may accept, once it is verified: holding the link is not enough (it may
 * have been forwarded or leaked). Both refusals leave the invitation open for the real invitee.
 */
export function assertMayAccept(invite: { email: string }, acceptor: InviteAcceptor): void {
  if (normalizeEmail(acceptor.email) !== normalizeEmail(invite.email)) {
    throw new IdentityException(
      IdentityErrorCode.InviteEmailMismatch,
      'This invitation was sent to another email address; sign in with that address to accept it.',
    );
  }
  if (!acceptor.emailVerifiedAt) {
    throw new IdentityException(
      IdentityErrorCode.EmailNotVerified,
      'Confirm your email address (see the mail we sent you) before accepting this invitation.',
    );
  }
}

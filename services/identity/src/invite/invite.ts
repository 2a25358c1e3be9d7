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
  const allowed = inviterRole === 'owner' || (inviterRole === 'admin' && invited === 'user');
  if (!allowed) {
    throw new IdentityException(
      IdentityErrorCode.NotAllowed,
      `An account ${inviterRole || 'member'} cannot invite an ${invited}.`,
      [inviterRole, invited],
    );
  }
  return invited;
}

export interface StoredInvite {
  expiresAt: Date;
  acceptedAt: Date | null;
}

/** Unknown, used and expired invitations each get their own clear error. */
export function assertInviteOpen<T extends StoredInvite>(invite: T | null, now: Date): asserts invite is T {
  if (!invite) {
    throw new IdentityException(IdentityErrorCode.TokenUnknown, 'This invitation link is not valid.');
  }
  if (invite.acceptedAt) {
    throw new IdentityException(IdentityErrorCode.TokenUsed, 'This invitation has already been accepted.');
  }
  if (invite.expiresAt.getTime() <= now.getTime()) {
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

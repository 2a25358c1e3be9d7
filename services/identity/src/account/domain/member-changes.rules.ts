import { IdentityErrorCode, IdentityException } from '../../user/user.errors.js';
import { memberRemoved, memberRoleChanged, type AccountEvent } from '../account-events.js';

export const MEMBER_ROLES = ['owner', 'admin', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A member as the rules see them: who, and their role in the account. */
export interface MemberSnapshot {
  userId: string;
  role: string;
}

/**
 * What a change of members is decided on, read together while the account is locked (two changes at
 * once cannot both take the last owner away): the caller's membership, the named member's, and how
 * many owners the account has. A null membership is someone who does not belong to the account.
 */
export interface MembersInvolved {
  accountId: string;
  actor: MemberSnapshot | null;
  member: MemberSnapshot | null;
  owners: number;
}

export type RoleChange = { kind: 'unchanged' } | { kind: 'changed'; role: MemberRole; events: AccountEvent[] };

/**
 * Who may give whom which role: an owner only, to any member and any role (making another member an
 * owner is how ownership is shared), except that the account's last owner stays an owner. Asking for
 * the role the member has changes nothing.
 */
export function decideRoleChange(involved: MembersInvolved, requestedRole: string, at: Date): RoleChange {
  const actor = requireActor(involved);
  if (actor.role !== 'owner') {
    throw new IdentityException(IdentityErrorCode.NotAllowed, "Only an account owner can change a member's role.", [
      actor.role,
      'owner',
    ]);
  }
  const role = parseMemberRole(requestedRole);
  const member = requireMember(involved);
  if (member.role === role) {
    return { kind: 'unchanged' };
  }
  if (member.role === 'owner') {
    assertNotLastOwner(involved);
  }
  const previous = { accountId: involved.accountId, userId: member.userId, previousRole: member.role };
  return { kind: 'changed', role, events: memberRoleChanged(previous, role, actor.userId, at) };
}

/**
 * Who may remove whom: an owner anyone but the account's last owner (themselves included, when another
 * owner stays); an admin users only (not another admin, not themselves); a user nobody.
 */
export function decideRemoval(involved: MembersInvolved, at: Date): AccountEvent[] {
  const actor = requireActor(involved);
  if (actor.role !== 'owner' && actor.role !== 'admin') {
    throw new IdentityException(IdentityErrorCode.NotAllowed, 'Only an account owner or admin can remove members.', [
      actor.role,
      'admin',
    ]);
  }
  const member = requireMember(involved);
  if (actor.role === 'admin' && member.role !== 'user') {
    throw new IdentityException(
      IdentityErrorCode.NotAllowed,
      `An account admin can remove users only, not an ${member.role}.`,
      [actor.role, member.role],
    );
  }
  if (member.role === 'owner') {
    assertNotLastOwner(involved);
  }
  return memberRemoved({ accountId: involved.accountId, userId: member.userId, role: member.role }, actor.userId, at);
}

/** Seeing an account's members and pending invitations: its owners and admins. */
export function assertManagesMembers(accountId: string, actor: MemberSnapshot | null): MemberSnapshot {
  const member = requireActor({ accountId, actor });
  if (member.role !== 'owner' && member.role !== 'admin') {
    throw new IdentityException(
      IdentityErrorCode.NotAllowed,
      "Only an account owner or admin can see the account's members and invitations.",
      [member.role, 'admin'],
    );
  }
  return member;
}

export function parseMemberRole(role: string): MemberRole {
  const known = MEMBER_ROLES.find((candidate) => candidate === role);
  if (!known) {
    throw new IdentityException(IdentityErrorCode.InvalidChoice, `role must be one of ${MEMBER_ROLES.join(', ')}.`, [
      'role',
      role,
    ]);
  }
  return known;
}

/** The caller no longer belonging to the account answers as for an account that is not theirs. */
function requireActor({ accountId, actor }: Pick<MembersInvolved, 'accountId' | 'actor'>): MemberSnapshot {
  if (!actor) {
    throw new IdentityException(IdentityErrorCode.AccountNotFound, 'Select one of your accounts first.', [accountId]);
  }
  return actor;
}

function requireMember({ member }: MembersInvolved): MemberSnapshot {
  if (!member) {
    throw new IdentityException(IdentityErrorCode.MemberNotFound, 'No member of this account has this user id.');
  }
  return member;
}

function assertNotLastOwner({ owners }: MembersInvolved): void {
  if (owners <= 1) {
    throw new IdentityException(
      IdentityErrorCode.LastOwner,
      'An account keeps at least one owner: make another member an owner first.',
    );
  }
}

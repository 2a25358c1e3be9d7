import type { NewAccount } from './account.js';

/*
 * The events of an account, named by identity's rules (docs/architecture.md, "Who names an event"): the
 * command handler hands them to the repository, which writes them with the account or the membership
 * through the outbox (identity.events.ts: the published contracts). Payments opens a connected account
 * from AccountCreated. The rules of members' roles and removals (domain/member-changes.rules.ts) name
 * AccountMemberRoleChanged and AccountMemberRemoved.
 */
export type AccountEvent =
  | ({
      type: 'accountCreated';
      accountId: string;
      ownerUserId: string;
      ownerEmail: string;
      accountToken: string;
      tosAcceptedAt: string;
    } & Omit<NewAccount, 'accountToken'>)
  | {
      type: 'accountMemberJoined';
      accountId: string;
      userId: string;
      role: string;
      invitedBy: string;
      joinedAt: string;
    }
  | {
      type: 'accountMemberRoleChanged';
      accountId: string;
      userId: string;
      role: string;
      previousRole: string;
      changedBy: string;
      changedAt: string;
    }
  | {
      type: 'accountMemberRemoved';
      accountId: string;
      userId: string;
      role: string;
      removedBy: string;
      removedAt: string;
    };

/** A new account with its owner, who accepted the terms at `tosAcceptedAt`. */
export function accountCreated(
  accountId: string,
  account: NewAccount,
  owner: { userId: string; email: string },
  tosAcceptedAt: Date,
): AccountEvent[] {
  const { accountToken, ...fields } = account;
  return [
    {
      type: 'accountCreated',
      ...fields,
      accountId,
      ownerUserId: owner.userId,
      ownerEmail: owner.email,
      accountToken: accountToken ?? '',
      tosAcceptedAt: tosAcceptedAt.toISOString(),
    },
  ];
}

/** A member who joined by accepting an invitation, at `joinedAt`. */
export function memberJoined(
  invite: { accountId: string; role: string; invitedBy: string },
  userId: string,
  joinedAt: Date,
): AccountEvent[] {
  const { accountId, role, invitedBy } = invite;
  return [{ type: 'accountMemberJoined', accountId, userId, role, invitedBy, joinedAt: joinedAt.toISOString() }];
}

/** An owner gave a member another role, at `changedAt`. */
export function memberRoleChanged(
  member: { accountId: string; userId: string; previousRole: string },
  role: string,
  changedBy: string,
  changedAt: Date,
): AccountEvent[] {
  const { accountId, userId, previousRole } = member;
  return [
    {
      type: 'accountMemberRoleChanged',
      accountId,
      userId,
      role,
      previousRole,
      changedBy,
      changedAt: changedAt.toISOString(),
    },
  ];
}

/** A member left the account, removed by an owner or admin at `removedAt`, with the role they had. */
export function memberRemoved(
  member: { accountId: string; userId: string; role: string },
  removedBy: string,
  removedAt: Date,
): AccountEvent[] {
  const { accountId, userId, role } = member;
  return [{ type: 'accountMemberRemoved', accountId, userId, role, removedBy, removedAt: removedAt.toISOString() }];
}

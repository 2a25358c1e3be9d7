import type { NewAccount } from './account.js';

/*
 * The events of an account, named by identity's rules (docs/architecture.md, "Who names an event"): the
 * command handler hands them to the repository, which writes them with the account or the membership
 * through the outbox (identity.events.ts: the published contracts). Payments opens a connected account
 * from AccountCreated.
 */
export type AccountEvent =
  | ({
      type: 'accountCreated';
      accountId: string;
      ownerUserId: string;
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
    };

/** A new account with its owner, who accepted the terms at `tosAcceptedAt`. */
export function accountCreated(
  accountId: string,
  account: NewAccount,
  ownerUserId: string,
  tosAcceptedAt: Date,
): AccountEvent[] {
  const { accountToken, ...fields } = account;
  return [
    {
      type: 'accountCreated',
      ...fields,
      accountId,
      ownerUserId,
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

import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  AccountCreatedSchema,
  AccountMemberJoinedSchema,
  AccountMemberRemovedSchema,
  AccountMemberRoleChangedSchema,
  IdentityTopics,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { AccountEvent } from './account/account-events.js';

/**
 * An account's event as its published contract, on the account events' topic and keyed by the account,
 * so that an account's events keep their order. A domain event holds its contract's fields under the
 * same names (account-events.ts).
 */
export function outgoingIdentityEvent(event: AccountEvent): OutgoingEvent {
  switch (event.type) {
    case 'accountCreated':
      return onAccount(AccountCreatedSchema, event);
    case 'accountMemberJoined':
      return onAccount(AccountMemberJoinedSchema, event);
    case 'accountMemberRoleChanged':
      return onAccount(AccountMemberRoleChangedSchema, event);
    case 'accountMemberRemoved':
      return onAccount(AccountMemberRemovedSchema, event);
  }
}

function onAccount<Desc extends DescMessage>(schema: Desc, event: MessageInitShape<Desc> & { accountId: string }) {
  return outgoingEvent(IdentityTopics.accountEvents, event.accountId, schema, event);
}

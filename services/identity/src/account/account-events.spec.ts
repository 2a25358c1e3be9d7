import {
  AccountCreatedSchema,
  AccountMemberJoinedSchema,
  AccountMemberRemovedSchema,
  AccountMemberRoleChangedSchema,
  IdentityTopics,
} from '@callsheet/contracts';
import { outgoingIdentityEvent } from '../identity.events.js';
import { accountCreated, memberJoined, memberRemoved, memberRoleChanged } from './account-events.js';
import type { NewAccount } from './account.js';

const at = new Date('2026-11-22T12:00:00Z');
const individual: NewAccount = {
  businessType: 'individual',
  accountType: 'representative',
  name: 'Grace Hopper',
  country: 'CA',
  minor: false,
  individual: { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1986-12-09' },
};

const owner = { userId: 'user-1', email: 'grace@hopper.example' };

describe('accountCreated', () => {
  it('names the account with its owner, what payments opens its connected account from, and when the terms were accepted', () => {
    expect(accountCreated('account-1', individual, owner, at)).toEqual([
      {
        type: 'accountCreated',
        ...individual,
        accountId: 'account-1',
        ownerUserId: 'user-1',
        ownerEmail: 'grace@hopper.example',
        accountToken: '',
        tosAcceptedAt: '2026-11-22T12:00:00.000Z',
      },
    ]);
  });

  it('carries the account token of custom connect mode', () => {
    const [event] = accountCreated('account-1', { ...individual, accountToken: 'ct_1' }, owner, at);
    expect(event).toMatchObject({ accountToken: 'ct_1' });
  });
});

describe('memberJoined', () => {
  it('names the member, the role and who invited them', () => {
    expect(memberJoined({ accountId: 'account-1', role: 'admin', invitedBy: 'user-1' }, 'user-2', at)).toEqual([
      {
        type: 'accountMemberJoined',
        accountId: 'account-1',
        userId: 'user-2',
        role: 'admin',
        invitedBy: 'user-1',
        joinedAt: '2026-11-22T12:00:00.000Z',
      },
    ]);
  });
});

describe('outgoingIdentityEvent', () => {
  it("writes an account's events on the account events' topic, keyed by the account", () => {
    const [created] = accountCreated('account-1', individual, owner, at);
    expect(outgoingIdentityEvent(created)).toMatchObject({
      topic: IdentityTopics.accountEvents,
      aggregateId: 'account-1',
      schema: AccountCreatedSchema,
      payload: {
        accountId: 'account-1',
        ownerUserId: 'user-1',
        name: 'Grace Hopper',
        individual: { firstName: 'Grace' },
      },
    });
    const [joined] = memberJoined({ accountId: 'account-1', role: 'user', invitedBy: 'user-1' }, 'user-2', at);
    expect(outgoingIdentityEvent(joined)).toMatchObject({
      aggregateId: 'account-1',
      schema: AccountMemberJoinedSchema,
      payload: { userId: 'user-2', role: 'user' },
    });
  });

  it("writes a member's role change and removal on the account's key, with who did it", () => {
    const member = { accountId: 'account-1', userId: 'user-2' };
    const [changed] = memberRoleChanged({ ...member, previousRole: 'admin' }, 'user', 'user-1', at);
    expect(outgoingIdentityEvent(changed)).toMatchObject({
      topic: IdentityTopics.accountEvents,
      aggregateId: 'account-1',
      schema: AccountMemberRoleChangedSchema,
      payload: { userId: 'user-2', role: 'user', previousRole: 'admin', changedBy: 'user-1' },
    });
    const [removed] = memberRemoved({ ...member, role: 'user' }, 'user-1', at);
    expect(outgoingIdentityEvent(removed)).toMatchObject({
      topic: IdentityTopics.accountEvents,
      aggregateId: 'account-1',
      schema: AccountMemberRemovedSchema,
      payload: { userId: 'user-2', role: 'user', removedBy: 'user-1', removedAt: '2026-11-22T12:00:00.000Z' },
    });
  });
});

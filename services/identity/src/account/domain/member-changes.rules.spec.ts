import { describeRefusal } from '@callsheet/testing';
import { IdentityErrorCode } from '../../user/user.errors.js';
import {
  assertManagesMembers,
  decideRemoval,
  decideRoleChange,
  type MemberSnapshot,
  type MembersInvolved,
} from './member-changes.rules.js';

const at = new Date('2026-11-27T12:00:00Z');
const owner: MemberSnapshot = { userId: 'owner-1', role: 'owner' };
const secondOwner: MemberSnapshot = { userId: 'owner-2', role: 'owner' };
const admin: MemberSnapshot = { userId: 'admin-1', role: 'admin' };
const otherAdmin: MemberSnapshot = { userId: 'admin-2', role: 'admin' };
const user: MemberSnapshot = { userId: 'user-1', role: 'user' };

function involved(actor: MemberSnapshot | null, member: MemberSnapshot | null, owners = 1): MembersInvolved {
  return { accountId: 'account-1', actor, member, owners };
}

describe('decideRoleChange', () => {
  it('lets an owner give a member another role, naming the change for the outbox', () => {
    expect(decideRoleChange(involved(owner, admin), 'user', at)).toEqual({
      kind: 'changed',
      role: 'user',
      events: [
        {
          type: 'accountMemberRoleChanged',
          accountId: 'account-1',
          userId: 'admin-1',
          role: 'user',
          previousRole: 'admin',
          changedBy: 'owner-1',
          changedAt: '2026-11-27T12:00:00.000Z',
        },
      ],
    });
  });

  it('lets an owner make another member an owner, and an owner step down while another owner stays', () => {
    expect(decideRoleChange(involved(owner, user), 'owner', at)).toMatchObject({ kind: 'changed', role: 'owner' });
    expect(decideRoleChange(involved(owner, owner, 2), 'admin', at)).toMatchObject({ kind: 'changed', role: 'admin' });
    expect(decideRoleChange(involved(owner, secondOwner, 2), 'user', at)).toMatchObject({ kind: 'changed' });
  });

  it('never demotes the last owner, themselves included (409 lastOwner)', () => {
    expect(describeRefusal(() => decideRoleChange(involved(owner, owner, 1), 'admin', at)).code).toBe(
      IdentityErrorCode.LastOwner,
    );
    expect(describeRefusal(() => decideRoleChange(involved(owner, secondOwner, 1), 'user', at)).code).toBe(
      IdentityErrorCode.LastOwner,
    );
  });

  it('changes nothing when the member has the role already (no event)', () => {
    expect(decideRoleChange(involved(owner, admin), 'admin', at)).toEqual({ kind: 'unchanged' });
    expect(decideRoleChange(involved(owner, owner, 1), 'owner', at)).toEqual({ kind: 'unchanged' });
  });

  it('refuses admins and users, whatever the change (403 notAllowed)', () => {
    for (const actor of [admin, user]) {
      expect(describeRefusal(() => decideRoleChange(involved(actor, user), 'admin', at))).toMatchObject({
        code: IdentityErrorCode.NotAllowed,
        args: [actor.role, 'owner'],
      });
    }
  });

  it('refuses an unknown role, naming it', () => {
    expect(describeRefusal(() => decideRoleChange(involved(owner, user), 'superuser', at))).toMatchObject({
      code: IdentityErrorCode.InvalidChoice,
      args: ['role', 'superuser'],
    });
  });

  it('answers a member of no account of the caller as not found, and a caller outside the account likewise', () => {
    expect(describeRefusal(() => decideRoleChange(involved(owner, null), 'user', at)).code).toBe(
      IdentityErrorCode.MemberNotFound,
    );
    expect(describeRefusal(() => decideRoleChange(involved(null, user), 'user', at))).toMatchObject({
      code: IdentityErrorCode.AccountNotFound,
      args: ['account-1'],
    });
  });
});

describe('decideRemoval', () => {
  it('lets an owner remove a user, an admin or another owner, naming the removal with the role they had', () => {
    expect(decideRemoval(involved(owner, user), at)).toEqual([
      {
        type: 'accountMemberRemoved',
        accountId: 'account-1',
        userId: 'user-1',
        role: 'user',
        removedBy: 'owner-1',
        removedAt: '2026-11-27T12:00:00.000Z',
      },
    ]);
    expect(decideRemoval(involved(owner, admin), at)).toHaveLength(1);
    expect(decideRemoval(involved(owner, secondOwner, 2), at)).toMatchObject([{ userId: 'owner-2', role: 'owner' }]);
  });

  it('lets an owner leave while another owner stays, but never removes the last owner (409 lastOwner)', () => {
    expect(decideRemoval(involved(owner, owner, 2), at)).toMatchObject([{ userId: 'owner-1', removedBy: 'owner-1' }]);
    expect(describeRefusal(() => decideRemoval(involved(owner, owner, 1), at)).code).toBe(IdentityErrorCode.LastOwner);
    expect(describeRefusal(() => decideRemoval(involved(owner, secondOwner, 1), at)).code).toBe(
      IdentityErrorCode.LastOwner,
    );
  });

  it('lets an admin remove users only: not an owner, another admin or themselves (403 notAllowed)', () => {
    expect(decideRemoval(involved(admin, user), at)).toMatchObject([{ userId: 'user-1', removedBy: 'admin-1' }]);
    for (const member of [owner, otherAdmin, admin]) {
      expect(describeRefusal(() => decideRemoval(involved(admin, member, 2), at))).toMatchObject({
        code: IdentityErrorCode.NotAllowed,
        args: ['admin', member.role],
      });
    }
  });

  it('lets a user remove nobody, not even another user', () => {
    expect(describeRefusal(() => decideRemoval(involved(user, { userId: 'user-2', role: 'user' }), at))).toMatchObject({
      code: IdentityErrorCode.NotAllowed,
      args: ['user', 'admin'],
    });
  });

  it('answers an unknown member and a caller outside the account as not found', () => {
    expect(describeRefusal(() => decideRemoval(involved(owner, null), at)).code).toBe(IdentityErrorCode.MemberNotFound);
    expect(describeRefusal(() => decideRemoval(involved(null, user), at)).code).toBe(IdentityErrorCode.AccountNotFound);
  });
});

describe('assertManagesMembers', () => {
  it('lets owners and admins see members and invitations, not users', () => {
    expect(assertManagesMembers('account-1', owner)).toBe(owner);
    expect(assertManagesMembers('account-1', admin)).toBe(admin);
    expect(describeRefusal(() => assertManagesMembers('account-1', user)).code).toBe(IdentityErrorCode.NotAllowed);
    expect(describeRefusal(() => assertManagesMembers('account-1', null)).code).toBe(IdentityErrorCode.AccountNotFound);
  });
});

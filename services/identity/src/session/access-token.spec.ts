import { sessionClaims } from './access-token.js';

const user = { id: 'user-1', emailVerifiedAt: new Date('2026-11-22T12:00:00Z') };

describe('sessionClaims', () => {
  it('carries no account while none is selected (or the membership is gone)', () => {
    expect(sessionClaims(user, null)).toEqual({ sub: 'user-1', role: 'user', owner: false, emailVerified: true });
    expect(sessionClaims({ ...user, emailVerifiedAt: null }, null).emailVerified).toBe(false);
  });

  it('carries the selected account, its type, the member role in it and the membership revision', () => {
    const membership = { accountId: 'account-1', revision: 'revision-1', account: { accountType: 'casting' } };
    expect(sessionClaims(user, { ...membership, role: 'owner' })).toEqual({
      sub: 'user-1',
      role: 'owner',
      owner: true,
      account: 'account-1',
      accountType: 'casting',
      emailVerified: true,
      mrev: 'revision-1',
    });
    expect(sessionClaims(user, { ...membership, role: 'admin' })).toMatchObject({ role: 'admin', owner: false });
  });

  it('carries operator: true for a platform operator only, with or without an account', () => {
    const membership = { accountId: 'account-1', revision: 'revision-1', account: { accountType: 'casting' } };
    expect(sessionClaims({ ...user, operator: true }, null)).toMatchObject({ operator: true, role: 'user' });
    expect(sessionClaims({ ...user, operator: true }, { ...membership, role: 'user' })).toMatchObject({
      operator: true,
      account: 'account-1',
    });
    expect(sessionClaims({ ...user, operator: false }, null)).not.toHaveProperty('operator');
    expect(sessionClaims(user, { ...membership, role: 'owner' })).not.toHaveProperty('operator');
  });
});

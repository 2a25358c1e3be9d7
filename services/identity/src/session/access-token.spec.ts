import { sessionClaims } from './access-token.js';

const user = { id: 'user-1', emailVerifiedAt: new Date('2026-11-22T12:00:00Z') };

describe('sessionClaims', () => {
  it('carries no account while none is selected (or the membership is gone)', () => {
    expect(sessionClaims(user, null)).toEqual({ sub: 'user-1', role: 'user', owner: false, emailVerified: true });
    expect(sessionClaims({ ...user, emailVerifiedAt: null }, null).emailVerified).toBe(false);
  });

  it('carries the selected account, its type and the member role in it', () => {
    expect(sessionClaims(user, { accountId: 'account-1', role: 'owner', account: { accountType: 'casting' } })).toEqual(
      {
        sub: 'user-1',
        role: 'owner',
        owner: true,
        account: 'account-1',
        accountType: 'casting',
        emailVerified: true,
      },
    );
    expect(
      sessionClaims(user, { accountId: 'account-1', role: 'admin', account: { accountType: 'casting' } }),
    ).toMatchObject({ role: 'admin', owner: false });
  });
});

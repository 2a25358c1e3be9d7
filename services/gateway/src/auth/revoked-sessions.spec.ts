import { standingOf, type TokenSession } from './revoked-sessions.js';

const token: TokenSession = { sessionId: 'session-1', userId: 'user-1', account: 'acc-1', membershipRevision: 'r1' };

describe('standingOf', () => {
  it('ends a listed session, whatever its membership', () => {
    expect(standingOf(token, '1', null)).toBe('ended');
    expect(standingOf(token, '1', 'r1')).toBe('ended');
  });

  it('refuses a token of an account whose membership mark holds another revision, or the removal', () => {
    expect(standingOf(token, null, 'r2')).toBe('membershipChanged');
    expect(standingOf(token, null, 'removed')).toBe('membershipChanged');
    expect(standingOf({ ...token, membershipRevision: undefined }, null, 'r1')).toBe('membershipChanged');
  });

  it('lets through a token carrying the marked revision, or with no mark, or with no account', () => {
    expect(standingOf(token, null, 'r1')).toBe('current');
    expect(standingOf(token, null, null)).toBe('current');
    expect(standingOf({ sessionId: 'session-1', userId: 'user-1' }, null, 'removed')).toBe('current');
  });

  it('takes operator back from a token issued before ops:revoke, and only from an operator token', () => {
    const operator = { ...token, operator: true };
    expect(standingOf(operator, null, 'r1', '1')).toBe('operatorRevoked');
    expect(standingOf(operator, null, 'r1', null)).toBe('current');
    expect(standingOf(token, null, 'r1', '1')).toBe('current');
    // An ended session or a changed membership weighs more than the operator mark.
    expect(standingOf(operator, '1', 'r1', '1')).toBe('ended');
    expect(standingOf(operator, null, 'r2', '1')).toBe('membershipChanged');
  });
});

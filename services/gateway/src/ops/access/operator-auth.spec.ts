import { DomainError, KernelErrorCode, KernelException } from '@callsheet/kernel';
import { authorizeOperator, isOperator } from './operator-auth.js';

describe('isOperator', () => {
  const token = 'operator-token-0123456789';
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it.each([
    [`Bearer ${token}`, true],
    [basic('ops', token), true],
    [basic('', token), true],
    [`Bearer ${token}x`, false],
    [basic('ops', 'wrong'), false],
    [basic(token, ''), false],
    [token, false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(isOperator(header, token)).toBe(expected);
  });
});

describe('authorizeOperator', () => {
  const token = 'operator-token-0123456789';
  const members: Record<string, { userId: string; operator: boolean }> = {
    'operator-jwt': { userId: 'user-op', operator: true },
    'member-jwt': { userId: 'user-member', operator: false },
  };
  const verify = (accessToken: string) => {
    const caller = members[accessToken];
    return caller
      ? Promise.resolve(caller)
      : Promise.reject(new KernelException(KernelErrorCode.Unauthorized, 'not valid'));
  };
  const code = (promise: Promise<unknown>): Promise<string> =>
    promise.then(
      () => 'accepted',
      (error: unknown): string => (error instanceof DomainError ? String(error.code) : 'other'),
    );

  it('accepts the operators token without verifying anything', async () => {
    await expect(authorizeOperator(`Bearer ${token}`, token, verify)).resolves.toEqual({ kind: 'token' });
  });

  it("accepts an operator's access token and names the member", async () => {
    await expect(authorizeOperator('Bearer operator-jwt', token, verify)).resolves.toEqual({
      kind: 'member',
      userId: 'user-op',
    });
  });

  it('refuses a member without the claim with 403 forbidden, and anything else with 401', async () => {
    expect(await code(authorizeOperator('Bearer member-jwt', token, verify))).toBe('forbidden');
    expect(await code(authorizeOperator('Bearer forged', token, verify))).toBe('unauthorized');
    expect(await code(authorizeOperator(undefined, token, verify))).toBe('unauthorized');
    expect(await code(authorizeOperator('Basic b3BzOndyb25n', token, verify))).toBe('unauthorized');
  });
});

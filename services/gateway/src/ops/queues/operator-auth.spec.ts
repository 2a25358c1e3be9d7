import { isOperator } from './operator-auth.js';

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

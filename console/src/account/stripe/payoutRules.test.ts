import { describe, expect, it } from 'vitest';
import { amountIn, centsOf, payoutAmountProblem, payoutStatusKey } from './payoutRules';

describe('payout amounts', () => {
  it('reads dollars and cents as minor units', () => {
    expect(centsOf('12.34')).toBe(1234);
    expect(centsOf('12,5')).toBe(1250);
    expect(centsOf(' 7 ')).toBe(700);
    expect(centsOf('0.01')).toBe(1);
  });

  it('refuses zero, negatives, three decimals and words', () => {
    for (const text of ['0', '0.00', '-5', '1.234', 'ten', '', undefined]) {
      expect(centsOf(text)).toBeUndefined();
    }
  });

  it('sums a balance list in one currency', () => {
    const list = [
      { amount: 500, currency: 'usd' },
      { amount: 250, currency: 'USD' },
      { amount: 900, currency: 'cad' },
    ];
    expect(amountIn(list, 'usd')).toBe(750);
    expect(amountIn([], 'usd')).toBe(0);
  });

  it('refuses an amount over the instant balance before any quote, and says how much there is', () => {
    const instant = [{ amount: 80_000, currency: 'usd' }];
    expect(payoutAmountProblem('800.00', instant, 'usd')).toBeUndefined();
    expect(payoutAmountProblem('800.01', instant, 'usd')).toEqual({ key: 'overAvailable', available: 80_000 });
    expect(payoutAmountProblem('5', [], 'usd')).toEqual({ key: 'overAvailable', available: 0 });
    expect(payoutAmountProblem('5', [{ amount: 900, currency: 'cad' }], 'usd')).toEqual({
      key: 'overAvailable',
      available: 0,
    });
    expect(payoutAmountProblem('0', instant, 'usd')).toEqual({ key: 'amountInvalid' });
  });

  it('leaves the balance check to the server while the balance is not known', () => {
    expect(payoutAmountProblem('900', undefined, 'usd')).toBeUndefined();
    expect(payoutAmountProblem('ten', undefined, 'usd')).toEqual({ key: 'amountInvalid' });
  });

  it('names the statuses it knows and leaves others as they are', () => {
    expect(payoutStatusKey('pending')).toBe('resources.account.balance.statuses.pending');
    expect(payoutStatusKey('in_transit')).toBe('resources.account.balance.statuses.in_transit');
    expect(payoutStatusKey('reversed')).toBeUndefined();
  });
});

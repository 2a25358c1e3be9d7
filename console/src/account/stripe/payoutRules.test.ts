import { describe, expect, it } from 'vitest';
import { amountIn, centsOf } from './payoutRules';

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
});

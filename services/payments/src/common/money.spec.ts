import { formatMinorUnits, portionOf, portionRemainder } from './money.js';

describe('portionOf', () => {
  it.each([
    // amount, bps, down, halfUp, up
    [1000, 1500, 150, 150, 150],
    [10, 500, 0, 1, 1],
    [10, 499, 0, 0, 1],
    [999, 1000, 99, 100, 100],
    [0, 1500, 0, 0, 0],
    [12345, 0, 0, 0, 0],
    [12345, 10000, 12345, 12345, 12345],
  ])('takes %i x %i bps: down %i, half up %i, up %i', (amount, bps, down, halfUp, up) => {
    expect(portionOf(amount, bps, 'down')).toBe(down);
    expect(portionOf(amount, bps, 'halfUp')).toBe(halfUp);
    expect(portionOf(amount, bps, 'up')).toBe(up);
  });

  it('stays exact where amount x bps passes 2^53', () => {
    const amount = 999_899_990_001;
    expect(amount * 10_000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(portionOf(amount, 10_000, 'halfUp')).toBe(amount);
    expect(portionOf(amount, 3_333, 'down')).toBe(333_266_666_667);
    expect(portionRemainder(amount, 3_333)).toBe(3_333);
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [30, '0.30'],
    [100, '1.00'],
    [123_456, '1234.56'],
    [-5, '-0.05'],
    [-123_456, '-1234.56'],
    [99_999_999, '999999.99'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatMinorUnits(cents)).toBe(text);
  });

  it('agrees with exact decimal arithmetic on every cent value below 100 dollars', () => {
    for (let cents = 0; cents < 10_000; cents += 1) {
      const [dollars, fraction] = formatMinorUnits(cents).split('.');
      expect(Number(dollars) * 100 + Number(fraction)).toBe(cents);
      expect(fraction).toHaveLength(2);
    }
  });
});

import { describeRefusal, seededRandom } from '@callsheet/testing';
import { STRIPE_MAX_AMOUNT } from '../../common/money.js';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { splitPayment, type SplitShare } from './payment-split.js';

const talent = (id: string, shareBps: number): SplitShare => ({ recipient: { kind: 'talent', id }, shareBps });
const rep = (id: string, shareBps: number): SplitShare => ({ recipient: { kind: 'representative', id }, shareBps });

/** A random split of 10000 bps among one talent (at a random place) and up to five representatives. */
function randomSplit(random: (below: number) => number): SplitShare[] {
  const parties = 1 + random(6);
  const cuts = Array.from({ length: parties - 1 }, () => 1 + random(9_999)).sort((a, b) => a - b);
  const bounds = [0, ...cuts, 10_000];
  const shares = bounds.slice(1).map((bound, index) => bound - bounds[index]);
  // Equal cuts would give a share of 0; fold those into the first share.
  const positive = shares.filter((share) => share > 0);
  positive[0] += 10_000 - positive.reduce((sum, share) => sum + share, 0);
  const talentAt = random(positive.length);
  return positive.map((share, index) => (index === talentAt ? talent('t', share) : rep(`r${index}`, share)));
}

describe('splitPayment', () => {
  it('splits evenly divisible amounts exactly', () => {
    const split = [talent('t', 8000), rep('agent', 1000), rep('manager', 1000)];
    expect(splitPayment(100_000, split).map(({ amount }) => amount)).toEqual([80_000, 10_000, 10_000]);
  });

  it('hands the leftover cents to the largest remainders', () => {
    // 100 cents as 33.33 / 33.34 / 33.33: one cent left -> the largest remainder, .34.
    const thirds = [rep('a', 3333), talent('t', 3334), rep('b', 3333)];
    expect(splitPayment(100, thirds).map(({ amount }) => amount)).toEqual([33, 34, 33]);
    // 1001 cents at 85% / 15%: 850.85 and 150.15 -> the 0.85 remainder wins.
    expect(splitPayment(1001, [talent('t', 8500), rep('a', 1500)]).map(({ amount }) => amount)).toEqual([851, 150]);
    // 10 cents at 85% / 15%: 8.5 and 1.5 tie -> the talent.
    expect(splitPayment(10, [rep('a', 1500), talent('t', 8500)]).map(({ amount }) => amount)).toEqual([1, 9]);
  });

  it('breaks ties between representatives by memo order, after the talent', () => {
    // 2 cents among four quarters: each 0.5, two cents left -> talent, then the first representative.
    const quarters = [rep('a', 2500), rep('b', 2500), talent('t', 2500), rep('c', 2500)];
    expect(splitPayment(2, quarters).map(({ amount }) => amount)).toEqual([1, 0, 1, 0]);
  });

  it('keeps every party, in memo order, even when a share rounds to nothing', () => {
    const result = splitPayment(1, [talent('t', 9000), rep('a', 1000)]);
    expect(result).toEqual([
      { recipient: { kind: 'talent', id: 't' }, shareBps: 9000, amount: 1 },
      { recipient: { kind: 'representative', id: 'a' }, shareBps: 1000, amount: 0 },
    ]);
  });

  it('splits nothing into nothing', () => {
    expect(splitPayment(0, [talent('t', 10_000)]).map(({ amount }) => amount)).toEqual([0]);
  });

  it('adds up exactly and keeps each transfer within a cent of its share, on random amounts and splits', () => {
    const random = seededRandom(2024);
    const faults: unknown[] = [];
    for (let round = 0; round < 5_000; round += 1) {
      const amount = round % 10 === 0 ? random(100) : random(STRIPE_MAX_AMOUNT + 1);
      const split = randomSplit(random);
      const result = splitPayment(amount, split);
      if (result.reduce((sum, { amount: part }) => sum + part, 0) !== amount) {
        faults.push({ amount, split, result, fault: 'sum' });
      }
      result.forEach(({ amount: part, shareBps }, index) => {
        // |part - amount x bps / 10000| < 1 cent, compared in 1/10000 of a cent to stay in integers.
        const gap = part * 10_000 - amount * shareBps;
        if (shareBps !== split[index].shareBps || gap <= -10_000 || gap >= 10_000) {
          faults.push({ amount, split, result, fault: `share ${index}` });
        }
      });
    }
    expect(faults).toEqual([]);
  });
});

describe('split validation', () => {
  it('refuses shares that do not add up to 100%', () => {
    expect(describeRefusal(() => splitPayment(100, [talent('t', 8000), rep('a', 1999)]))).toEqual({
      code: PaymentsErrorCode.SplitNotWhole,
      args: ['9999'],
      message: 'The shares of a split must add up to 100% (10000 basis points); these add up to 9999.',
    });
    expect(describeRefusal(() => splitPayment(100, [talent('t', 8000), rep('a', 2001)])).args).toEqual(['10001']);
  });

  it('requires a split', () => {
    expect(describeRefusal(() => splitPayment(100, []))).toMatchObject({
      code: PaymentsErrorCode.Required,
      args: ['split'],
    });
  });

  it('requires exactly one talent', () => {
    expect(describeRefusal(() => splitPayment(100, [rep('a', 10_000)]))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['split'],
      message: 'A split names exactly one talent',
    });
    expect(describeRefusal(() => splitPayment(100, [talent('t', 5000), talent('u', 5000)])).args).toEqual(['split']);
  });

  it('refuses a party named twice', () => {
    expect(describeRefusal(() => splitPayment(100, [talent('t', 5000), rep('a', 2500), rep('a', 2500)]))).toMatchObject(
      {
        code: PaymentsErrorCode.InvalidValue,
        args: ['split[2].recipient'],
      },
    );
  });

  it.each([0, -100, 10_001, 12.5])('refuses a share of %p basis points', (shareBps) => {
    expect(describeRefusal(() => splitPayment(100, [talent('t', 10_000), rep('a', shareBps)]))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['split[1].shareBps'],
    });
  });

  it('refuses a blank recipient', () => {
    expect(describeRefusal(() => splitPayment(100, [talent(' ', 10_000)]))).toMatchObject({
      code: PaymentsErrorCode.Required,
      args: ['split[0].recipient.id'],
    });
  });

  it.each([-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN])('refuses an amount of %p', (amount) => {
    expect(describeRefusal(() => splitPayment(amount, [talent('t', 10_000)]))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['amount'],
    });
  });
});

import fc from 'fast-check';
import { BPS_WHOLE, STRIPE_MAX_AMOUNT } from '../../common/money.js';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { COOGAN_RULES, minorPayoutPlan, type MinorPayoutInput } from './coogan.js';
import { type SplitShare, splitPayment } from './payment-split.js';

// Properties of the money split (largest remainder) and of a minor's payout plan with the trust
// set-aside: for any amount and any shares adding up to 10000 basis points, the lines add up to the
// amount to the cent, none is negative, and the set-aside follows the work state's rule.

/** Shares of 1 to 8 parties, each at least 1 bps, adding up to exactly 10000, one of them the talent. */
const splitArb: fc.Arbitrary<SplitShare[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: BPS_WHOLE - 1 }), { maxLength: 7 })
  .chain((cuts) => {
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), BPS_WHOLE];
    const shares = bounds.slice(1).map((bound, index) => bound - bounds[index]);
    return fc.nat({ max: shares.length - 1 }).map((talentAt) =>
      shares.map((shareBps, index): SplitShare => ({
        recipient:
          index === talentAt ? { kind: 'talent', id: 'talent' } : { kind: 'representative', id: `rep-${index}` },
        shareBps,
      })),
    );
  });

/** Cents: mostly invoice-sized, sometimes tiny, sometimes far beyond Stripe's maximum (still safe integers). */
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: STRIPE_MAX_AMOUNT }),
  fc.integer({ min: 0, max: 20 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

/** amount x bps / 10000 exactly, as a fraction: [whole cents, remainder in 1/10000 of a cent]. */
function exactShare(amount: number, bps: number): [bigint, bigint] {
  const product = BigInt(amount) * BigInt(bps);
  return [product / BigInt(BPS_WHOLE), product % BigInt(BPS_WHOLE)];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + BigInt(value), 0n);

describe('splitPayment (property)', () => {
  it('adds up to the amount exactly, never negative, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(amountArb, splitArb, (amount, split) => {
        const lines = splitPayment(amount, split);
        return (
          sum(lines.map((line) => line.amount)) === BigInt(amount) &&
          lines.length === split.length &&
          lines.every((line, index) => {
            const [floor, remainder] = exactShare(amount, split[index].shareBps);
            const cents = BigInt(line.amount);
            // Rounded down, or up by one leftover cent; never up without a remainder; memo order kept.
            return (
              line.recipient === split[index].recipient &&
              Number.isSafeInteger(line.amount) &&
              line.amount >= 0 &&
              (cents === floor || (remainder > 0n && cents === floor + 1n))
            );
          })
        );
      }),
      { numRuns: 300 },
    );
  });

  it('hands the leftover cents to the largest remainders: a share rounded up never lost less than one rounded down', () => {
    fc.assert(
      fc.property(amountArb, splitArb, (amount, split) => {
        const shares = splitPayment(amount, split).map((line, index) => {
          const [floor, remainder] = exactShare(amount, split[index].shareBps);
          return { up: BigInt(line.amount) > floor, remainder };
        });
        const up = shares.filter((share) => share.up).map((share) => share.remainder);
        const down = shares.filter((share) => !share.up).map((share) => share.remainder);
        return up.every((remainder) => down.every((other) => remainder >= other));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses shares that do not add up to 10000 (splitNotWhole), whatever the amount', () => {
    fc.assert(
      fc.property(
        amountArb,
        splitArb,
        fc.integer({ min: -50, max: 50 }).filter((delta) => delta !== 0),
        (amount, split, delta) => {
          const changed = split.map((share, index) =>
            index === 0 ? { ...share, shareBps: share.shareBps + delta } : share,
          );
          fc.pre(changed[0].shareBps >= 1 && changed[0].shareBps <= BPS_WHOLE);
          try {
            splitPayment(amount, changed);
            return false;
          } catch (error) {
            return (error as { code?: string }).code === PaymentsErrorCode.SplitNotWhole;
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

const STATES = [...Object.keys(COOGAN_RULES), 'ca', ' ny ', 'PA', 'TX', 'ZZ', '', undefined];

const minorInputArb: fc.Arbitrary<MinorPayoutInput> = fc.record(
  {
    gross: fc.oneof(fc.integer({ min: 0, max: STRIPE_MAX_AMOUNT }), fc.integer({ min: 0, max: 200_000 })),
    split: splitArb,
    talentMinor: fc.boolean(),
    talentAge: fc.integer({ min: 0, max: 17 }),
    workState: fc.constantFrom(...STATES),
    contractGross: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
  },
  { requiredKeys: ['gross', 'split', 'talentMinor', 'talentAge'] },
);

/** The rule the plan must apply, decided here from the table's data alone. */
function expectedRule(input: MinorPayoutInput) {
  const code = input.workState?.trim().toUpperCase() ?? '';
  const rule = input.talentMinor && Object.hasOwn(COOGAN_RULES, code) ? COOGAN_RULES[code] : undefined;
  if (!rule || (input.contractGross ?? input.gross) < rule.contractMinimum) {
    return undefined;
  }
  return input.talentAge! < rule.underAge ? rule : undefined;
}

/** gross x bps / 10000 rounded up to the cent: the laws set a minimum. */
function setAsideOf(gross: number, bps: number): number {
  const [floor, remainder] = exactShare(gross, bps);
  return Number(remainder > 0n ? floor + 1n : floor);
}

describe('minorPayoutPlan (property)', () => {
  /** What is wrong with the plan (or the refusal) for this input; undefined when all holds. */
  function fault(input: MinorPayoutInput): string | undefined {
    const rule = expectedRule(input);
    const shares = splitPayment(input.gross, input.split);
    const talentShare = shares.find((share) => share.recipient.kind === 'talent')!.amount;
    const setAside = rule ? setAsideOf(input.gross, rule.setAsideBps) : 0;
    let plan: ReturnType<typeof minorPayoutPlan>;
    try {
      plan = minorPayoutPlan(input);
    } catch (error) {
      // Refused only for the reason the rule gives, and then exactly when it holds.
      const code = (error as { code?: string }).code;
      if (code === PaymentsErrorCode.TrustSetAsideExceedsShare) {
        return rule && talentShare < setAside ? undefined : 'trustSetAsideExceedsShare wrongly';
      }
      return `unexpected refusal ${String(code ?? error)}`;
    }
    if (sum(plan.lines.map((line) => line.amount)) !== BigInt(input.gross)) {
      return 'lines do not add up to the gross';
    }
    if (!plan.lines.every((line) => Number.isSafeInteger(line.amount) && line.amount >= 0)) {
      return 'a negative or unsafe line';
    }
    if (plan.rule !== (rule ?? null) || plan.setAside !== setAside) {
      return `rule ${plan.rule?.state ?? 'none'} / set-aside ${plan.setAside}, expected ${rule?.state ?? 'none'} / ${setAside}`;
    }
    const trust = plan.lines.filter((line) => line.destination === 'trust').map((line) => line.amount);
    if (JSON.stringify(trust) !== JSON.stringify(rule ? [setAside] : [])) {
      return 'trust line';
    }
    if (rule) {
      // At least the rule's share of the gross, and less than a cent more.
      const owed = BigInt(input.gross) * BigInt(rule.setAsideBps);
      if (BigInt(setAside) * BigInt(BPS_WHOLE) < owed || BigInt(setAside - 1) * BigInt(BPS_WHOLE) >= owed) {
        return 'set-aside not the rule share rounded up to the cent';
      }
    }
    // The set-aside comes out of the talent's share only: representatives get their split.
    const representatives = plan.lines
      .filter((line) => line.destination === 'representative')
      .map((line) => line.amount);
    const split = shares.filter((share) => share.recipient.kind === 'representative').map((share) => share.amount);
    if (JSON.stringify(representatives) !== JSON.stringify(split)) {
      return 'representatives paid other than their split';
    }
    if (plan.lines.find((line) => line.destination === 'talent')?.amount !== talentShare - setAside) {
      return 'talent line is not its share less the set-aside';
    }
    return undefined;
  }

  it('adds up to the gross exactly with no negative line, and sets aside what the state’s rule says', () => {
    let covered = 0;
    fc.assert(
      fc.property(minorInputArb, (input) => {
        covered += expectedRule(input) ? 1 : 0;
        const wrong = fault(input);
        if (wrong) {
          throw new Error(wrong);
        }
      }),
      { numRuns: 300 },
    );
    // The generator reaches the set-aside itself, not only the cases without a rule.
    expect(covered).toBeGreaterThan(10);
  });
});

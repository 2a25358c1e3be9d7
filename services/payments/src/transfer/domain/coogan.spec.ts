import { describeRefusal, seededRandom } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { COOGAN_RULES, cooganRuleFor, type MinorPayoutInput, minorPayoutPlan, talentAgeOn } from './coogan.js';
import type { SplitShare } from './payment-split.js';

const talent = (shareBps: number): SplitShare => ({ recipient: { kind: 'talent', id: 'kid' }, shareBps });
const rep = (id: string, shareBps: number): SplitShare => ({ recipient: { kind: 'representative', id }, shareBps });

/** A minor working in California for 1,000.00, 20% to the agent. */
function input(overrides: Partial<MinorPayoutInput> = {}): MinorPayoutInput {
  return {
    gross: 100_000,
    split: [talent(8000), rep('agent', 2000)],
    talentMinor: true,
    workState: 'CA',
    ...overrides,
  };
}

describe('Coogan rules', () => {
  it('lists each state under its own code, with 15% and its sources', () => {
    expect(Object.keys(COOGAN_RULES).sort()).toEqual(['CA', 'IL', 'LA', 'NM', 'NY']);
    for (const [code, rule] of Object.entries(COOGAN_RULES)) {
      expect(rule.state).toBe(code);
      expect(rule.setAsideBps).toBe(1500);
      expect(rule.sources.length).toBeGreaterThan(0);
    }
  });

  it('finds a rule by state code in any case, and none elsewhere', () => {
    expect(cooganRuleFor(' ny ')?.stateName).toBe('New York');
    expect(cooganRuleFor('TX')).toBeUndefined();
    expect(cooganRuleFor(undefined)).toBeUndefined();
  });
});

describe('minorPayoutPlan', () => {
  it('takes commissions on the gross and the set-aside out of the talent share', () => {
    expect(minorPayoutPlan(input())).toEqual({
      lines: [
        { destination: 'representative', recipientId: 'agent', amount: 20_000 },
        { destination: 'talent', recipientId: 'kid', amount: 65_000 },
        { destination: 'trust', recipientId: 'kid', amount: 15_000 },
      ],
      setAside: 15_000,
      rule: COOGAN_RULES.CA,
    });
  });

  it('lists representatives in memo order before the talent and the trust', () => {
    const plan = minorPayoutPlan(
      input({ split: [rep('manager', 1500), talent(7500), rep('agent', 1000)], workState: 'NY' }),
    );
    expect(plan.lines.map(({ destination, recipientId }) => `${destination}:${recipientId}`)).toEqual([
      'representative:manager',
      'representative:agent',
      'talent:kid',
      'trust:kid',
    ]);
  });

  it('rounds the set-aside up to the cent: the laws set a minimum', () => {
    const plan = minorPayoutPlan(input({ gross: 1001 }));
    expect(plan.setAside).toBe(151);
    expect(plan.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(1001);
  });

  it.each([
    ['an adult', { talentMinor: false }],
    ['a minor working in a state without a rule', { workState: 'TX' }],
    ['a minor whose work state is unknown', { workState: undefined }],
  ])('pays %s without a trust line', (_case, overrides) => {
    expect(minorPayoutPlan(input(overrides))).toEqual({
      lines: [
        { destination: 'representative', recipientId: 'agent', amount: 20_000 },
        { destination: 'talent', recipientId: 'kid', amount: 80_000 },
      ],
      setAside: 0,
      rule: null,
    });
  });

  it('sets nothing aside for an adult', () => {
    expect(minorPayoutPlan(input({ talentMinor: false })).setAside).toBe(0);
  });

  it.each([
    ['CA', 15_000],
    ['NY', 15_000],
    ['TX', 0],
    [undefined, 0],
  ])('follows the work state %p: %i cents set aside of 1,000.00', (workState, setAside) => {
    expect(minorPayoutPlan(input({ workState })).setAside).toBe(setAside);
  });

  it('refuses a split that leaves the talent less than the set-aside', () => {
    expect(
      describeRefusal(() => minorPayoutPlan(input({ gross: 10_000, split: [talent(1000), rep('agent', 9000)] }))),
    ).toEqual({
      code: PaymentsErrorCode.TrustSetAsideExceedsShare,
      args: ['1500', '1000'],
      message:
        "The trust set-aside (1500 cents) is larger than the talent's share (1000 cents); the deal memo split leaves the minor too little.",
    });
  });

  it('sends a talent share equal to the set-aside entirely to the trust', () => {
    const plan = minorPayoutPlan(input({ gross: 10_000, split: [talent(1500), rep('agent', 8500)] }));
    expect(plan.lines).toEqual([
      { destination: 'representative', recipientId: 'agent', amount: 8500 },
      { destination: 'talent', recipientId: 'kid', amount: 0 },
      { destination: 'trust', recipientId: 'kid', amount: 1500 },
    ]);
  });

  it.each([
    ['LA', 50_000, 7_500],
    ['NM', 100_000, 15_000],
  ])('applies the %s rule from a contract of %i cents', (workState, minimum, setAside) => {
    const below = minorPayoutPlan(input({ workState, gross: minimum - 1 }));
    const atMinimum = minorPayoutPlan(input({ workState, gross: minimum }));
    expect(below.setAside).toBe(0);
    expect(atMinimum.setAside).toBe(setAside);
    // An installment of a larger contract is covered too.
    expect(minorPayoutPlan(input({ workState, gross: 10_000, contractGross: minimum })).setAside).toBe(1500);
  });

  it('refuses a contract amount that is not whole cents', () => {
    expect(describeRefusal(() => minorPayoutPlan(input({ contractGross: 10.5 })))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['contractGross'],
    });
  });

  describe('Illinois, where the rule covers performers under 16', () => {
    it('needs the age of a minor', () => {
      expect(describeRefusal(() => minorPayoutPlan(input({ workState: 'IL' })))).toEqual({
        code: PaymentsErrorCode.Required,
        args: ['talentAge'],
        message: 'This is a required field.',
      });
    });

    it('sets aside for a 15-year-old, not for a 16-year-old', () => {
      expect(minorPayoutPlan(input({ workState: 'IL', talentAge: 15 })).setAside).toBe(15_000);
      expect(minorPayoutPlan(input({ workState: 'IL', talentAge: 16 })).setAside).toBe(0);
    });

    it.each([-1, 12.5, 18])('refuses an age of %p', (talentAge) => {
      expect(describeRefusal(() => minorPayoutPlan(input({ workState: 'IL', talentAge })))).toMatchObject({
        code: PaymentsErrorCode.InvalidValue,
        args: ['talentAge'],
      });
    });

    it('does not ask the age of an adult', () => {
      expect(minorPayoutPlan(input({ workState: 'IL', talentMinor: false })).setAside).toBe(0);
    });
  });

  it('adds up to the gross on random amounts, splits and states', () => {
    const random = seededRandom(6752);
    const states = ['CA', 'NY', 'LA', 'NM', 'IL', 'TX', undefined];
    const faults: unknown[] = [];
    for (let round = 0; round < 2_000; round += 1) {
      const gross = random(10_000_000);
      const agent = random(3001);
      const split = agent === 0 ? [talent(10_000)] : [talent(10_000 - agent), rep('agent', agent)];
      const workState = states[random(states.length)];
      const plan = minorPayoutPlan({ gross, split, talentMinor: true, talentAge: 10, workState });
      const total = plan.lines.reduce((sum, line) => sum + line.amount, 0);
      const trust = plan.lines.find((line) => line.destination === 'trust');
      const expectedSetAside = plan.rule === null ? 0 : Math.floor((gross * 1500 + 9_999) / 10_000);
      if (total !== gross || (trust?.amount ?? 0) !== plan.setAside || plan.setAside !== expectedSetAside) {
        faults.push({ gross, split, workState, plan });
      }
      if (plan.lines.some((line) => line.amount < 0)) {
        faults.push({ gross, split, workState, plan, fault: 'negative' });
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('talentAgeOn', () => {
  it('counts whole years to the day of payment, the birthday itself included', () => {
    expect(talentAgeOn('2010-11-27', new Date('2026-11-26T23:00:00Z'))).toBe(15);
    expect(talentAgeOn('2010-11-27', new Date('2026-11-27T00:00:00Z'))).toBe(16);
  });

  it('has no age without a birth date', () => {
    expect(talentAgeOn(undefined, new Date())).toBeUndefined();
    expect(talentAgeOn('27/11/2010', new Date())).toBeUndefined();
  });
});

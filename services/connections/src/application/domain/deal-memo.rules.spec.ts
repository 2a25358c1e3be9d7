import { describeRefusal } from '@callsheet/testing';
import { ConnectionsErrorCode } from '../../connections.errors.js';
import {
  dealMemoTotal,
  formatBps,
  MEMO_CURRENCY,
  QUANTITY_MAX,
  RATE_TYPES,
  UNIT_RATE_MAX_CENTS,
  validateDealMemo,
  WHOLE_BPS,
  type DealMemoInput,
  type SplitParties,
  type SplitShareInput,
} from './deal-memo.rules.js';

const TALENT_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b01';
const AGENT_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b02';
const MANAGER_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b03';
const STRANGER_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4b04';

const PARTIES: SplitParties = { talentId: TALENT_ID, connectedRepresentativeIds: new Set([AGENT_ID, MANAGER_ID]) };

const talentShare = (shareBps: unknown): SplitShareInput => ({ profileType: 'talent', profileId: TALENT_ID, shareBps });
const repShare = (profileId: string, shareBps: unknown): SplitShareInput => ({
  profileType: 'representative',
  profileId,
  shareBps,
});

function memo(overrides: DealMemoInput = {}): DealMemoInput {
  return { rateType: 'daily', unitRate: 50_000, quantity: 3, ...overrides };
}

const validate = (input: DealMemoInput) => validateDealMemo(input, PARTIES);

describe('validateDealMemo', () => {
  it('pays the talent 100 % when the memo has no split', () => {
    expect(validate(memo())).toEqual({
      rateType: 'daily',
      unitRate: 50_000,
      quantity: 3,
      currency: 'USD',
      split: [{ profileType: 'talent', profileId: TALENT_ID, shareBps: 10_000 }],
    });
    expect(validate(memo({ split: [] })).split).toEqual([
      { profileType: 'talent', profileId: TALENT_ID, shareBps: WHOLE_BPS },
    ]);
  });

  it('keeps a split with connected representatives that adds up to 100 %', () => {
    const split = [talentShare(8000), repShare(AGENT_ID, 1000), repShare(MANAGER_ID, 1000)];
    expect(validate(memo({ split })).split).toEqual([
      { profileType: 'talent', profileId: TALENT_ID, shareBps: 8000 },
      { profileType: 'representative', profileId: AGENT_ID, shareBps: 1000 },
      { profileType: 'representative', profileId: MANAGER_ID, shareBps: 1000 },
    ]);
  });

  it('normalises the ids of the split', () => {
    const split = [
      { profileType: 'talent', profileId: ` ${TALENT_ID.toUpperCase()} `, shareBps: 9000 },
      repShare(AGENT_ID.toUpperCase(), 1000),
    ];
    expect(validate(memo({ split })).split.map((share) => share.profileId)).toEqual([TALENT_ID, AGENT_ID]);
  });

  it('is in US dollars', () => {
    expect(MEMO_CURRENCY).toBe('USD');
    expect(validate(memo()).currency).toBe('USD');
  });

  describe('rate type: hourly, daily, weekly, monthly, fixed (required / invalidChoice)', () => {
    it.each(RATE_TYPES)('takes %s', (rateType) => {
      expect(validate(memo({ rateType, quantity: 1 })).rateType).toBe(rateType);
    });

    it.each([undefined, null, ''])('is required (%j)', (rateType) => {
      expect(describeRefusal(() => validate(memo({ rateType })))).toEqual({
        code: ConnectionsErrorCode.Required,
        args: ['dealMemo.rateType'],
        message: 'This is a required field.',
      });
    });

    it.each([
      ['yearly', 'yearly'],
      ['Daily', 'Daily'],
      [3, '3'],
    ])('refuses %j', (rateType, shown) => {
      expect(describeRefusal(() => validate(memo({ rateType })))).toEqual({
        code: ConnectionsErrorCode.InvalidChoice,
        args: ['dealMemo.rateType', shown],
        message: `"${shown}" is not a valid choice`,
      });
    });
  });

  describe('unit rate: whole cents, 1 to UNIT_RATE_MAX_CENTS (required / invalidValue)', () => {
    it.each([1, 2550, UNIT_RATE_MAX_CENTS])('takes %d cents', (unitRate) => {
      expect(validate(memo({ unitRate })).unitRate).toBe(unitRate);
    });

    it.each([undefined, null, ''])('is required (%j)', (unitRate) => {
      expect(describeRefusal(() => validate(memo({ unitRate })))).toEqual({
        code: ConnectionsErrorCode.Required,
        args: ['dealMemo.unitRate'],
        message: 'This is a required field.',
      });
    });

    it.each([
      ['fractional cents', 2550.5],
      ['a tenth of a cent', 0.1],
      ['zero', 0],
      ['a negative rate', -100],
      ['more than the maximum', UNIT_RATE_MAX_CENTS + 1],
      ['text', '2550'],
      ['NaN', Number.NaN],
      ['infinity', Number.POSITIVE_INFINITY],
    ])('refuses %s', (_case, unitRate) => {
      expect(describeRefusal(() => validate(memo({ unitRate })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.unitRate'],
        message: `dealMemo.unitRate must be a whole number from 1 to ${UNIT_RATE_MAX_CENTS}.`,
      });
    });
  });

  describe('quantity: whole units, 1 to QUANTITY_MAX; 1 for fixed (invalidValue)', () => {
    it.each([1, 8, QUANTITY_MAX])('takes %d units', (quantity) => {
      expect(validate(memo({ quantity })).quantity).toBe(quantity);
    });

    it.each([undefined, null, ''])('defaults to 1 (%j)', (quantity) => {
      expect(validate(memo({ quantity })).quantity).toBe(1);
    });

    it.each([0, -1, 1.5, QUANTITY_MAX + 1, '2'])('refuses %j', (quantity) => {
      expect(describeRefusal(() => validate(memo({ quantity })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.quantity'],
        message: `dealMemo.quantity must be a whole number from 1 to ${QUANTITY_MAX}.`,
      });
    });

    it('takes a fixed rate once, stated or not', () => {
      expect(validate(memo({ rateType: 'fixed', quantity: 1 })).quantity).toBe(1);
      expect(validate(memo({ rateType: 'fixed', quantity: undefined })).quantity).toBe(1);
    });

    it.each([2, QUANTITY_MAX])('refuses a fixed rate with quantity %d', (quantity) => {
      expect(describeRefusal(() => validate(memo({ rateType: 'fixed', quantity })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.quantity'],
        message: 'A fixed rate is paid once: its quantity is 1.',
      });
    });
  });

  describe('the talent has exactly one share (invalidValue split)', () => {
    it('refuses a split without the talent', () => {
      expect(describeRefusal(() => validate(memo({ split: [repShare(AGENT_ID, 10_000)] })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.split'],
        message: 'The split must include the talent.',
      });
    });

    it('refuses the talent twice', () => {
      expect(describeRefusal(() => validate(memo({ split: [talentShare(5000), talentShare(5000)] })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.split'],
        message: 'Each profile appears once in the split.',
      });
    });

    it("refuses a talent share naming another profile than the application's talent", () => {
      const split = [talentShare(5000), { profileType: 'talent', profileId: STRANGER_ID, shareBps: 5000 }];
      expect(describeRefusal(() => validate(memo({ split })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.split[1].profileId'],
        message: "The talent's share must name the application's talent.",
      });
    });
  });

  describe('other shares: representatives actively connected to the talent (splitRecipientNotConnected)', () => {
    it('refuses a representative not connected to the talent', () => {
      expect(
        describeRefusal(() => validate(memo({ split: [talentShare(9000), repShare(STRANGER_ID, 1000)] }))),
      ).toEqual({
        code: ConnectionsErrorCode.SplitRecipientNotConnected,
        args: [STRANGER_ID],
        message: 'Pay can be split only with representatives connected to the talent.',
      });
    });

    it('refuses the talent named as a representative', () => {
      expect(
        describeRefusal(() => validate(memo({ split: [talentShare(9000), repShare(TALENT_ID, 1000)] }))),
      ).toMatchObject({
        code: ConnectionsErrorCode.SplitRecipientNotConnected,
        args: [TALENT_ID],
      });
    });

    it('refuses a representative when the talent has no connection at all', () => {
      const alone: SplitParties = { talentId: TALENT_ID, connectedRepresentativeIds: new Set() };
      expect(
        describeRefusal(() => validateDealMemo(memo({ split: [talentShare(9000), repShare(AGENT_ID, 1000)] }), alone)),
      ).toMatchObject({ code: ConnectionsErrorCode.SplitRecipientNotConnected, args: [AGENT_ID] });
    });

    it.each([
      [
        'a missing profile type',
        { profileId: TALENT_ID, shareBps: 10_000 },
        ConnectionsErrorCode.Required,
        ['dealMemo.split[0].profileType'],
      ],
      [
        'an unknown profile type',
        { profileType: 'agency', profileId: TALENT_ID, shareBps: 10_000 },
        ConnectionsErrorCode.InvalidChoice,
        ['dealMemo.split[0].profileType', 'agency'],
      ],
      [
        'a missing profile id',
        { profileType: 'talent', shareBps: 10_000 },
        ConnectionsErrorCode.Required,
        ['dealMemo.split[0].profileId'],
      ],
      [
        'an invalid profile id',
        { profileType: 'talent', profileId: 'talent-1', shareBps: 10_000 },
        ConnectionsErrorCode.InvalidValue,
        ['dealMemo.split[0].profileId'],
      ],
    ])('refuses a share with %s', (_case, share, code, args) => {
      expect(describeRefusal(() => validate(memo({ split: [share] })))).toMatchObject({ code, args });
    });
  });

  describe('no profile twice; each share 1 to 10000 bps (invalidValue)', () => {
    it('refuses a representative twice', () => {
      const split = [talentShare(8000), repShare(AGENT_ID, 1000), repShare(AGENT_ID.toUpperCase(), 1000)];
      expect(describeRefusal(() => validate(memo({ split })))).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.split'],
        message: 'Each profile appears once in the split.',
      });
    });

    it.each([
      ['zero', 0],
      ['negative', -100],
      ['above 100 %', 10_001],
      ['fractional', 99.5],
      ['text', '5000'],
    ])('refuses a %s share', (_case, shareBps) => {
      expect(
        describeRefusal(() => validate(memo({ split: [repShare(AGENT_ID, 1000), talentShare(shareBps)] }))),
      ).toEqual({
        code: ConnectionsErrorCode.InvalidValue,
        args: ['dealMemo.split[1].shareBps'],
        message: 'dealMemo.split[1].shareBps must be a whole number from 1 to 10000.',
      });
    });

    it.each([undefined, null])('needs each share (%j)', (shareBps) => {
      expect(describeRefusal(() => validate(memo({ split: [talentShare(shareBps)] })))).toEqual({
        code: ConnectionsErrorCode.Required,
        args: ['dealMemo.split[0].shareBps'],
        message: 'This is a required field.',
      });
    });

    it('takes the smallest share, 1 bps', () => {
      expect(validate(memo({ split: [talentShare(9999), repShare(AGENT_ID, 1)] })).split[1].shareBps).toBe(1);
    });
  });

  describe('the shares add up to exactly 10000 bps (splitNotWhole, args: the sum)', () => {
    it.each([
      [[talentShare(9000), repShare(AGENT_ID, 999)], '9999', '99.99%'],
      [[talentShare(9000), repShare(AGENT_ID, 1001)], '10001', '100.01%'],
      [[talentShare(5000)], '5000', '50%'],
      [[talentShare(1)], '1', '0.01%'],
      [[talentShare(10_000), repShare(AGENT_ID, 10_000), repShare(MANAGER_ID, 10_000)], '30000', '300%'],
    ])('refuses a split of %j (sum %s)', (split, sum, shown) => {
      expect(describeRefusal(() => validate(memo({ split })))).toEqual({
        code: ConnectionsErrorCode.SplitNotWhole,
        args: [sum],
        message: `The payment split must add up to exactly 100% (it adds up to ${shown}).`,
      });
    });

    it('mentions 99.99% for a split one basis point short', () => {
      const refusal = describeRefusal(() => validate(memo({ split: [talentShare(3333), repShare(AGENT_ID, 6666)] })));
      expect(refusal.args).toEqual(['9999']);
      expect(refusal.message).toContain('99.99%');
    });

    it('takes a three-way split of 33.34 / 33.33 / 33.33 %', () => {
      const split = [talentShare(3334), repShare(AGENT_ID, 3333), repShare(MANAGER_ID, 3333)];
      expect(validate(memo({ split })).split.reduce((sum, share) => sum + share.shareBps, 0)).toBe(WHOLE_BPS);
    });
  });

  it('checks the rows in order: rate type, unit rate, quantity, then the split', () => {
    const everythingWrong: DealMemoInput = {
      rateType: 'yearly',
      unitRate: 1.5,
      quantity: 0,
      split: [repShare(STRANGER_ID, 1)],
    };
    expect(describeRefusal(() => validate(everythingWrong)).args[0]).toBe('dealMemo.rateType');
    expect(describeRefusal(() => validate({ ...everythingWrong, rateType: 'daily' })).args[0]).toBe(
      'dealMemo.unitRate',
    );
    expect(describeRefusal(() => validate({ ...everythingWrong, rateType: 'daily', unitRate: 100 })).args[0]).toBe(
      'dealMemo.quantity',
    );
    expect(
      describeRefusal(() => validate({ ...everythingWrong, rateType: 'daily', unitRate: 100, quantity: 1 })),
    ).toMatchObject({ code: ConnectionsErrorCode.SplitRecipientNotConnected });
  });
});

describe('dealMemoTotal', () => {
  it.each([
    [50_000, 3, 150_000],
    [2550, 8, 20_400],
    [1, 1, 1],
    [UNIT_RATE_MAX_CENTS, QUANTITY_MAX, 1_000_000_000_000],
  ])('%d cents × %d = %d cents', (unitRate, quantity, total) => {
    expect(dealMemoTotal({ unitRate, quantity })).toBe(total);
  });

  it('totals a validated memo, a fixed rate once', () => {
    expect(dealMemoTotal(validate(memo({ rateType: 'fixed', unitRate: 250_000, quantity: undefined })))).toBe(250_000);
    expect(dealMemoTotal(validate(memo({ rateType: 'hourly', unitRate: 4500, quantity: 10 })))).toBe(45_000);
  });

  it('stays an exact integer at the largest memo', () => {
    expect(Number.isSafeInteger(dealMemoTotal({ unitRate: UNIT_RATE_MAX_CENTS, quantity: QUANTITY_MAX }))).toBe(true);
  });
});

describe('formatBps', () => {
  it.each([
    [10_000, '100%'],
    [3333, '33.33%'],
    [3334, '33.34%'],
    [9999, '99.99%'],
    [10_001, '100.01%'],
    [5000, '50%'],
    [2550, '25.50%'],
    [1005, '10.05%'],
    [1, '0.01%'],
    [99, '0.99%'],
    [100, '1%'],
    [0, '0%'],
    [30_000, '300%'],
    [-150, '-1.50%'],
  ])('%d bps → %s', (bps, shown) => {
    expect(formatBps(bps)).toBe(shown);
  });
});

import { ConnectionsErrorCode, ConnectionsException } from '../../connections.errors.js';
import { choice, invalidValue, isBlank, requiredId } from '../../common/field-rules.js';

/*
 * A deal memo (spec section 3): the rate, and how the pay is split among the talent and its
 * connected representatives. Money is integer cents (USD) and shares are integer basis points
 * (10000 = 100 %), so the split adds up exactly and payments can divide the paid amount without
 * floating point (its remainder rule lives with the transfers).
 *
 * | rule                                                       | refusal                          |
 * | ---------------------------------------------------------- | -------------------------------- |
 * | rate type: hourly, daily, weekly, monthly, fixed           | required / invalidChoice         |
 * | unit rate: whole cents, 1 to UNIT_RATE_MAX_CENTS           | required / invalidValue          |
 * | quantity: whole units, 1 to QUANTITY_MAX; 1 for fixed      | invalidValue                     |
 * | the talent has exactly one share                           | invalidValue (split)             |
 * | other shares: representatives actively connected to it     | splitRecipientNotConnected       |
 * | no profile twice; each share 1 to 10000 bps                | invalidValue                     |
 * | the shares add up to exactly 10000 bps                     | splitNotWhole (args: the sum)    |
 *
 * A memo without a split pays the talent 100 %.
 */
export const RATE_TYPES = ['hourly', 'daily', 'weekly', 'monthly', 'fixed'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const WHOLE_BPS = 10_000;
/** USD 1,000,000 per unit. */
export const UNIT_RATE_MAX_CENTS = 100_000_000;
export const QUANTITY_MAX = 10_000;
export const MEMO_CURRENCY = 'USD';

export interface SplitShareInput {
  profileType?: unknown;
  profileId?: unknown;
  shareBps?: unknown;
}

export interface DealMemoInput {
  rateType?: unknown;
  unitRate?: unknown;
  quantity?: unknown;
  split?: readonly SplitShareInput[];
}

export interface SplitShare {
  profileType: 'talent' | 'representative';
  profileId: string;
  shareBps: number;
}

export interface DealMemo {
  rateType: RateType;
  unitRate: number;
  quantity: number;
  currency: typeof MEMO_CURRENCY;
  split: SplitShare[];
}

export interface SplitParties {
  talentId: string;
  /** Representative profiles with an active connection to the talent. */
  connectedRepresentativeIds: ReadonlySet<string>;
}

export function validateDealMemo(input: DealMemoInput, parties: SplitParties): DealMemo {
  const rateType = choice('dealMemo.rateType', input.rateType, RATE_TYPES);
  const unitRate = wholeNumber('dealMemo.unitRate', input.unitRate, 1, UNIT_RATE_MAX_CENTS, true);
  const quantity = wholeNumber('dealMemo.quantity', input.quantity, 1, QUANTITY_MAX, false) ?? 1;
  if (rateType === 'fixed' && quantity !== 1) {
    throw invalidValue('dealMemo.quantity', 'A fixed rate is paid once: its quantity is 1.');
  }
  const split = input.split?.length
    ? validateSplit(input.split, parties)
    : [{ profileType: 'talent' as const, profileId: parties.talentId, shareBps: WHOLE_BPS }];
  return { rateType, unitRate: unitRate as number, quantity, currency: MEMO_CURRENCY, split };
}

/** The memo's total in cents: what the invoice charges. */
export function dealMemoTotal(memo: Pick<DealMemo, 'unitRate' | 'quantity'>): number {
  return memo.unitRate * memo.quantity;
}

function validateSplit(input: readonly SplitShareInput[], parties: SplitParties): SplitShare[] {
  const split = input.map((share, index) => {
    const field = `dealMemo.split[${index}]`;
    const profileType = choice(`${field}.profileType`, share.profileType, ['talent', 'representative'] as const);
    const profileId = requiredId(`${field}.profileId`, share.profileId);
    const shareBps = wholeNumber(`${field}.shareBps`, share.shareBps, 1, WHOLE_BPS, true) as number;
    if (profileType === 'talent' && profileId !== parties.talentId) {
      throw invalidValue(`${field}.profileId`, "The talent's share must name the application's talent.");
    }
    if (profileType === 'representative' && !parties.connectedRepresentativeIds.has(profileId)) {
      throw new ConnectionsException(
        ConnectionsErrorCode.SplitRecipientNotConnected,
        'Pay can be split only with representatives connected to the talent.',
        [profileId],
      );
    }
    return { profileType, profileId, shareBps };
  });
  if (new Set(split.map((share) => share.profileId)).size !== split.length) {
    throw invalidValue('dealMemo.split', 'Each profile appears once in the split.');
  }
  if (!split.some((share) => share.profileType === 'talent')) {
    throw invalidValue('dealMemo.split', 'The split must include the talent.');
  }
  const sum = split.reduce((total, share) => total + share.shareBps, 0);
  if (sum !== WHOLE_BPS) {
    throw new ConnectionsException(
      ConnectionsErrorCode.SplitNotWhole,
      `The payment split must add up to exactly 100% (it adds up to ${formatBps(sum)}).`,
      [String(sum)],
    );
  }
  return split;
}

function wholeNumber(field: string, value: unknown, min: number, max: number, isRequired: boolean): number | undefined {
  if (isBlank(value)) {
    if (isRequired) {
      throw new ConnectionsException(ConnectionsErrorCode.Required, 'This is a required field.', [field]);
    }
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidValue(field, `${field} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** 3333 → "33.33%". */
export function formatBps(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const rest = Math.abs(bps % 100);
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0')}%`;
}

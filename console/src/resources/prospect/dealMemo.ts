import { intlLocale } from '../../i18n/locales';

/*
 * The deal memo dialog's arithmetic and rules, as the connections service checks them
 * (services/connections/src/application/domain/deal-memo.rules.ts) so that the dialog refuses on the
 * field what the service would refuse:
 *
 * | field      | rule                                                        |
 * | ---------- | ----------------------------------------------------------- |
 * | rate type  | hourly, daily, weekly, monthly, fixed                       |
 * | unit rate  | dollars with at most two decimals: 0.01 to 1,000,000.00 USD |
 * | quantity   | whole units, 1 to 10,000; 1 for a fixed rate                |
 * | each share | a percent with at most two decimals: 0.01 to 100            |
 * | the split  | one share for the talent; all shares add up to exactly 100  |
 *
 * Money travels in integer cents and shares in integer basis points (10000 = 100 %): both are read
 * from the typed digits, never through floating point, so "0.29" is 29 cents and "33.33" is 3333.
 */
export const RATE_TYPES = ['hourly', 'daily', 'weekly', 'monthly', 'fixed'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const WHOLE_BPS = 10_000;
/** USD 1,000,000 per unit. */
export const UNIT_RATE_MAX_CENTS = 100_000_000;
export const QUANTITY_MAX = 10_000;

export type ProfileType = 'talent' | 'representative';

export interface ShareForm {
  profileType: ProfileType;
  profileId: string;
  /** Shown beside the share. */
  name: string;
  /** As typed: "80", "33.33", "12,5"; empty leaves a representative out of the split. */
  percent: string;
}

export interface DealMemoForm {
  rateType: string;
  /** Dollars as typed: "450", "450.50", "450,5". */
  unitRate: string;
  quantity: string;
  shares: ShareForm[];
}

/** What the API takes (PATCH /api/application/status/accept/{id} or /api/application/{id}: {dealMemo}). */
export interface DealMemoBody {
  rateType: RateType;
  unitRate: number;
  quantity: number;
  split: { profileType: ProfileType; profileId: string; shareBps: number }[];
}

/** A refusal of a field: a key under resources.prospect.dealMemo.errors, with its arguments. */
export interface FieldError {
  key: string;
  args?: Record<string, string | number>;
}

export type DealMemoField = 'rateType' | 'unitRate' | 'quantity' | 'split' | `share.${number}`;
export type DealMemoErrors = Partial<Record<DealMemoField, FieldError>>;

type Parsed = { value: number } | { error: 'required' | 'format' | 'decimals' };

/**
 * A decimal with at most two decimals as an integer number of hundredths ("450.5" → 45050), read
 * from its digits. Either "." or "," marks the decimals (the three languages write one or the other);
 * no grouping separators, so "1,000" is one dollar with three decimals, refused, never a thousand.
 */
export function parseHundredths(text: string): Parsed {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') {
    return { error: 'required' };
  }
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) {
    return { error: 'format' };
  }
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) {
    return { error: 'decimals' };
  }
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? { value } : { error: 'format' };
}

/** Dollars as typed to cents. */
export const parseCents = parseHundredths;

/** A percent as typed to basis points ("80" → 8000, "33.33" → 3333). */
export const parseBps = parseHundredths;

export function isRateType(value: string): value is RateType {
  return (RATE_TYPES as readonly string[]).includes(value);
}

/** The quantity the memo carries: always 1 for a fixed rate, else the whole number typed (undefined when not one). */
export function quantityOf(form: Pick<DealMemoForm, 'rateType' | 'quantity'>): number | undefined {
  if (form.rateType === 'fixed') {
    return 1;
  }
  const text = form.quantity.trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** The memo's total in cents (unit rate × quantity, the service's dealMemoTotal), or undefined while incomplete. */
export function totalCents(form: Pick<DealMemoForm, 'rateType' | 'unitRate' | 'quantity'>): number | undefined {
  const rate = parseCents(form.unitRate);
  const quantity = quantityOf(form);
  if (!('value' in rate) || quantity === undefined) {
    return undefined;
  }
  return rate.value * quantity;
}

/** The shares' basis points as typed (an empty or unreadable share counts as 0). */
export function sharesBps(shares: readonly ShareForm[]): number[] {
  return shares.map((share) => {
    const parsed = parseBps(share.percent);
    return 'value' in parsed ? parsed.value : 0;
  });
}

/** What is left to give (negative when the shares add up to more than 100 %). */
export function remainderBps(shares: readonly ShareForm[]): number {
  return WHOLE_BPS - sharesBps(shares).reduce((sum, bps) => sum + bps, 0);
}

/**
 * Each share's money out of a total, adding up to the total to the cent: the payments service's
 * largest remainder method (services/payments/src/transfer/domain/payment-split.ts). Each party gets
 * its share rounded down; the cents left over go one each to the shares that lost the most, ties to
 * the talent first, then in memo order.
 */
export function splitAmounts(
  total: number,
  shares: readonly { profileType: ProfileType; shareBps: number }[],
): number[] {
  const whole = BigInt(WHOLE_BPS);
  const parts = shares.map((share, index) => {
    const product = BigInt(total) * BigInt(share.shareBps);
    return {
      index,
      talent: share.profileType === 'talent',
      amount: Number(product / whole),
      lost: Number(product % whole),
    };
  });
  const leftover = total - parts.reduce((sum, part) => sum + part.amount, 0);
  [...parts]
    .sort((a, b) => b.lost - a.lost || Number(b.talent) - Number(a.talent) || a.index - b.index)
    .slice(0, Math.max(0, leftover))
    .forEach((part) => {
      part.amount += 1;
    });
  return parts.map((part) => part.amount);
}

/** Basis points as a percent of the locale ("80 %" in fr-QC, "33.33%" in en-US). */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / WHOLE_BPS,
  );
}

function moneyError(parsed: Parsed, field: 'unitRate'): FieldError | undefined {
  if ('value' in parsed) {
    if (parsed.value < 1) {
      return { key: 'unitRateMin' };
    }
    return parsed.value > UNIT_RATE_MAX_CENTS ? { key: 'unitRateMax' } : undefined;
  }
  return {
    key: parsed.error === 'required' ? 'required' : `${field}${parsed.error === 'decimals' ? 'Cents' : 'Format'}`,
  };
}

function shareError(share: ShareForm): FieldError | undefined {
  const parsed = parseBps(share.percent);
  if ('error' in parsed) {
    if (parsed.error === 'required') {
      // A representative left empty is not in the split; the talent always is.
      return share.profileType === 'talent' ? { key: 'required' } : undefined;
    }
    return { key: parsed.error === 'decimals' ? 'shareDecimals' : 'shareFormat' };
  }
  if (parsed.value < 1 && share.profileType === 'talent') {
    return { key: 'talentShareMin' };
  }
  return parsed.value > WHOLE_BPS ? { key: 'shareMax' } : undefined;
}

/**
 * The form's refusals on their fields, or the body to send. A representative with an empty (or zero)
 * share is left out of the split, as the service refuses a share of 0.
 */
export function validateDealMemo(form: DealMemoForm): { errors: DealMemoErrors; body?: DealMemoBody } {
  const errors: DealMemoErrors = {};
  if (!isRateType(form.rateType)) {
    errors.rateType = { key: 'required' };
  }
  const rate = parseCents(form.unitRate);
  const rateError = moneyError(rate, 'unitRate');
  if (rateError) {
    errors.unitRate = rateError;
  }
  const quantity = quantityOf(form);
  if (form.rateType !== 'fixed') {
    if (form.quantity.trim() === '') {
      errors.quantity = { key: 'required' };
    } else if (quantity === undefined || quantity < 1 || quantity > QUANTITY_MAX) {
      errors.quantity = { key: 'quantityRange', args: { max: QUANTITY_MAX } };
    }
  }
  form.shares.forEach((share, index) => {
    const error = shareError(share);
    if (error) {
      errors[`share.${index}`] = error;
    }
  });
  const sum = WHOLE_BPS - remainderBps(form.shares);
  if (sum !== WHOLE_BPS) {
    errors.split = { key: 'splitNotWhole', args: { sum } };
  }
  if (Object.keys(errors).length > 0 || !isRateType(form.rateType) || !('value' in rate) || quantity === undefined) {
    return { errors };
  }
  const split = form.shares
    .map((share, index) => ({
      profileType: share.profileType,
      profileId: share.profileId,
      shareBps: sharesBps(form.shares)[index] ?? 0,
    }))
    .filter((share) => share.shareBps > 0);
  return { errors, body: { rateType: form.rateType, unitRate: rate.value, quantity, split } };
}

/** The parts of a refused memo the service names, as the API's error body carries them. */
export interface RefusalBody {
  code?: string;
  args?: string[];
}

/**
 * Where a refusal of the service belongs in the dialog: splitNotWhole (with the sum it found) and
 * splitRecipientNotConnected on the split; required, invalidValue and invalidChoice on the field they
 * name (dealMemo.unitRate, dealMemo.quantity, dealMemo.rateType, dealMemo.split[…]). A key is given
 * when the dialog words it itself; otherwise the API's translated message goes on the field. Undefined
 * for the others (the snackbar then says it).
 */
export function refusalField(body: RefusalBody | undefined): { field: DealMemoField; error?: FieldError } | undefined {
  const code = body?.code;
  const first = body?.args?.[0] ?? '';
  if (code === 'splitNotWhole') {
    const sum = Number(first);
    return { field: 'split', error: Number.isFinite(sum) ? { key: 'splitNotWhole', args: { sum } } : undefined };
  }
  if (code === 'splitRecipientNotConnected') {
    return { field: 'split' };
  }
  if (code !== 'required' && code !== 'invalidValue' && code !== 'invalidChoice') {
    return undefined;
  }
  const share = /^dealMemo\.split\[(\d+)\]/.exec(first);
  if (share) {
    return { field: 'split' };
  }
  const named: Record<string, DealMemoField> = {
    'dealMemo.rateType': 'rateType',
    'dealMemo.unitRate': 'unitRate',
    'dealMemo.quantity': 'quantity',
    'dealMemo.split': 'split',
  };
  const field = named[first];
  return field ? { field } : undefined;
}

/** Hundredths as the digits a member types in this locale: 45050 → "450.50" (en-US) or "450,50" (fr-QC, es-ES). */
export function hundredthsText(value: number, locale: string): string {
  const decimal =
    new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = String(Math.abs(Math.trunc(value))).padStart(3, '0');
  const cents = digits.slice(-2);
  return cents === '00' ? digits.slice(0, -2) : `${digits.slice(0, -2)}${decimal}${cents}`;
}

/** The job posting's rate types that a deal memo can carry as they are (flat pay is a fixed rate). */
const MEMO_RATE_OF_JOB_RATE: Record<string, RateType> = {
  flat: 'fixed',
  hourly: 'hourly',
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
};

/**
 * The terms a new memo starts from: the posting's rate type and amount when it states them (a range or
 * an annual salary gives no unit rate to start from), else nothing.
 */
export function suggestedTerms(
  payment: { paying?: boolean; rateType?: string; amount?: number } | undefined,
  locale: string,
): Pick<DealMemoForm, 'rateType' | 'unitRate' | 'quantity'> {
  const rateType = payment?.paying ? MEMO_RATE_OF_JOB_RATE[payment.rateType ?? ''] : undefined;
  const amount = payment?.paying && rateType ? payment.amount : undefined;
  return {
    rateType: rateType ?? '',
    unitRate: amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? hundredthsText(amount, locale) : '',
    quantity: rateType === 'fixed' ? '1' : '',
  };
}

import {
  OUTCOME_DEPENDENT_KINDS,
  RATE_TYPES,
  WORK_DURATIONS,
  type OutcomeDependentKind,
  type RateType,
  type WorkDuration,
} from '../../catalogue/job.catalogue.js';
import {
  invalidRange,
  invalidValue,
  isBlankGroup,
  optionalBoolean,
  optionalChoice,
  optionalGroup,
  optionalMoney,
  optionalText,
  required,
  requiredBoolean,
} from '../../common/field-rules.js';

/*
 * The Payment Information and Extra compensation info sections of a job (spec sections 2 and 3).
 * Money is a whole number of cents of USD (spec section 9: amounts are minor units, divided by 100
 * for display). Every field but `paying` may be left out of a draft: the missing ones only bring the
 * recommendations of pay-recommendations.ts, and the pay-transparency check when the job goes active.
 *
 * How the flags combine (each contradiction is refused, naming the later field):
 * - pay details (rate type, amount, range, no details, outcome, agreed amount, pay securely) only on a
 *   paying job; an unpaid job may still give its duration and extra compensation notes (meals, credit);
 * - a work duration, or "duration unknown", not both;
 * - an amount or a min–max range, not both; "no details" excludes both;
 * - pay that depends on the project's outcome (profit share, deferred), or an amount to be agreed with
 *   the talent (`agreedAmount`: negotiable), not both.
 *
 * | limit                               | value | field                           |
 * | ----------------------------------- | ----- | ------------------------------- |
 * | EXTRA_COMPENSATION_NOTES_MAX_LENGTH | 1000  | payment.extraCompensationNotes  |
 * | (field-rules.ts) MONEY_MAX_...      | 1e10  | amount, range.min, range.max    |
 */
export const EXTRA_COMPENSATION_NOTES_MAX_LENGTH = 1000;

/** The marketplace's one currency (spec section 9). */
export const CURRENCY = 'USD';

export interface PaymentInput {
  paying?: boolean;
  workDuration?: string;
  durationUnknown?: boolean;
  rateType?: string;
  /** Cents. */
  amount?: number;
  /** Cents, both ends included. */
  range?: { min?: number; max?: number };
  noDetails?: boolean;
  dependsOnOutcome?: string;
  agreedAmount?: boolean;
  paySecurely?: boolean;
  extraCompensationNotes?: string;
}

export interface PayRange {
  min: number;
  max: number;
}

export interface PaymentData {
  paying: boolean;
  workDuration?: WorkDuration;
  durationUnknown: boolean;
  rateType?: RateType;
  amount?: number;
  range?: PayRange;
  noDetails: boolean;
  dependsOnOutcome?: OutcomeDependentKind;
  agreedAmount: boolean;
  paySecurely: boolean;
  extraCompensationNotes?: string;
  currency: typeof CURRENCY;
}

/** The payment section, or undefined when it was left blank. */
export function validatePayment(value: unknown): PaymentData | undefined {
  const input = optionalGroup('payment', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  const paying = requiredBoolean('payment.paying', input.paying);
  const workDuration = optionalChoice('payment.workDuration', input.workDuration, WORK_DURATIONS);
  const durationUnknown = optionalBoolean('payment.durationUnknown', input.durationUnknown);
  if (workDuration !== undefined && durationUnknown) {
    throw invalidValue('payment.durationUnknown', 'Give a work duration or say it is unknown, not both.');
  }
  const rateType = optionalChoice('payment.rateType', input.rateType, RATE_TYPES);
  const amount = optionalMoney('payment.amount', input.amount);
  const range = validRange(input.range);
  if (amount !== undefined && range !== undefined) {
    throw invalidValue('payment.range', 'Give an amount or a range, not both.');
  }
  const noDetails = optionalBoolean('payment.noDetails', input.noDetails);
  if (noDetails && (amount !== undefined || range !== undefined)) {
    throw invalidValue('payment.noDetails', 'A job without pay details gives no amount or range.');
  }
  const dependsOnOutcome = optionalChoice('payment.dependsOnOutcome', input.dependsOnOutcome, OUTCOME_DEPENDENT_KINDS);
  const agreedAmount = optionalBoolean('payment.agreedAmount', input.agreedAmount);
  if (dependsOnOutcome !== undefined && agreedAmount) {
    throw invalidValue('payment.agreedAmount', 'Pay depends on the project outcome or is an agreed amount, not both.');
  }
  const paySecurely = optionalBoolean('payment.paySecurely', input.paySecurely);
  const extraCompensationNotes = optionalText(
    'payment.extraCompensationNotes',
    input.extraCompensationNotes,
    EXTRA_COMPENSATION_NOTES_MAX_LENGTH,
  );
  const payment: PaymentData = {
    paying,
    workDuration,
    durationUnknown,
    rateType,
    amount,
    range,
    noDetails,
    dependsOnOutcome,
    agreedAmount,
    paySecurely,
    extraCompensationNotes,
    currency: CURRENCY,
  };
  if (!paying) {
    refusePayDetails(payment);
  }
  return payment;
}

function validRange(value: unknown): PayRange | undefined {
  const input = optionalGroup('payment.range', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  const min = optionalMoney('payment.range.min', input.min) ?? throwRequired('payment.range.min');
  const max = optionalMoney('payment.range.max', input.max) ?? throwRequired('payment.range.max');
  if (min > max) {
    throw invalidRange('payment.range', 'The minimum pay must not be above the maximum.');
  }
  return { min, max };
}

/** An unpaid job gives no pay details: the first one answered, in form order, is refused. */
function refusePayDetails(payment: PaymentData): void {
  const answered: [string, boolean][] = [
    ['rateType', payment.rateType !== undefined],
    ['amount', payment.amount !== undefined],
    ['range', payment.range !== undefined],
    ['noDetails', payment.noDetails],
    ['dependsOnOutcome', payment.dependsOnOutcome !== undefined],
    ['agreedAmount', payment.agreedAmount],
    ['paySecurely', payment.paySecurely],
  ];
  const first = answered.find(([, given]) => given);
  if (first !== undefined) {
    throw invalidValue(`payment.${first[0]}`, 'Only a paying job has pay details.');
  }
}

function throwRequired(field: string): never {
  throw required(field);
}

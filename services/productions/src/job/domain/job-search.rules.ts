import {
  LOCATION_KINDS,
  PRODUCTION_CATEGORIES,
  JOB_TYPES,
  RATE_TYPES,
  REMOTE_OPTIONS,
  UNION_STATUSES,
} from '../../catalogue/index.js';
import { ProductionsErrorCode, ProductionsException } from '../../productions.errors.js';

export const SEARCH_TEXT_MAX_LENGTH = 100;

/** A talent's or representative's job search, checked: catalogue keys, ordered ranges, real dates. */
export interface JobSearch {
  text: string;
  types: string[];
  categories: string[];
  locationKinds: string[];
  remoteOptions: string[];
  unionStatuses: string[];
  paying?: boolean;
  rateTypes: string[];
  /** Cents: jobs whose pay reaches into [min, max]. */
  pay: { min?: number; max?: number };
  /** A key date within [from, to]. */
  dates: { from?: string; to?: string };
  hiring?: boolean;
  country?: string;
  state?: string;
  city?: string;
}

export interface JobSearchInput {
  text?: string;
  types?: string[];
  categories?: string[];
  locationKinds?: string[];
  remoteOptions?: string[];
  unionStatuses?: string[];
  paying?: boolean;
  rateTypes?: string[];
  pay?: { min?: number; max?: number };
  dates?: { from?: string; to?: string };
  hiring?: boolean;
  country?: string;
  state?: string;
  city?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validateJobSearch(input: JobSearchInput): JobSearch {
  const text = (input.text ?? '').trim();
  if (text.length > SEARCH_TEXT_MAX_LENGTH) {
    throw new ProductionsException(ProductionsErrorCode.MaxLength, `Max ${SEARCH_TEXT_MAX_LENGTH} characters`, [
      String(SEARCH_TEXT_MAX_LENGTH),
      'text',
    ]);
  }
  const pay = { min: input.pay?.min, max: input.pay?.max };
  for (const [field, value] of [
    ['pay.min', pay.min],
    ['pay.max', pay.max],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw new ProductionsException(ProductionsErrorCode.InvalidValue, `${field} is a whole number of cents.`, [
        field,
      ]);
    }
  }
  if (pay.min !== undefined && pay.max !== undefined && pay.min > pay.max) {
    throw new ProductionsException(ProductionsErrorCode.InvalidRange, 'pay: the minimum is above the maximum.', [
      'pay',
    ]);
  }
  // Pay details are a paying job's only (job-payment.rules.ts): asked of unpaid jobs, they match none.
  if (
    input.paying === false &&
    (pay.min !== undefined || pay.max !== undefined || (input.rateTypes ?? []).length > 0)
  ) {
    throw new ProductionsException(
      ProductionsErrorCode.InvalidValue,
      'Unpaid jobs have no pay or rate type: leave pay and rateTypes out, or search for paying jobs.',
      ['paying'],
    );
  }
  const dates = { from: input.dates?.from, to: input.dates?.to };
  for (const [field, value] of [
    ['dates.from', dates.from],
    ['dates.to', dates.to],
  ] as const) {
    if (value !== undefined && (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))) {
      throw new ProductionsException(ProductionsErrorCode.InvalidDate, `${field} must be a date (YYYY-MM-DD).`, [
        field,
      ]);
    }
  }
  if (dates.from !== undefined && dates.to !== undefined && dates.from > dates.to) {
    throw new ProductionsException(ProductionsErrorCode.InvalidRange, 'dates: from is after to.', ['dates']);
  }
  return {
    text,
    types: keys('types', input.types, JOB_TYPES),
    categories: keys('categories', input.categories, PRODUCTION_CATEGORIES),
    locationKinds: keys('locationKinds', input.locationKinds, LOCATION_KINDS),
    remoteOptions: keys('remoteOptions', input.remoteOptions, REMOTE_OPTIONS),
    unionStatuses: keys('unionStatuses', input.unionStatuses, UNION_STATUSES),
    paying: input.paying,
    rateTypes: keys('rateTypes', input.rateTypes, RATE_TYPES),
    pay,
    dates,
    hiring: input.hiring,
    country: input.country?.trim().toUpperCase() || undefined,
    state: input.state?.trim().toUpperCase() || undefined,
    city: input.city?.trim() || undefined,
  };
}

function keys(field: string, values: readonly string[] | undefined, catalogue: readonly string[]): string[] {
  for (const value of values ?? []) {
    if (!catalogue.includes(value)) {
      throw new ProductionsException(ProductionsErrorCode.InvalidChoice, `"${value}" is not a valid choice`, [
        field,
        value,
      ]);
    }
  }
  return [...new Set(values ?? [])];
}

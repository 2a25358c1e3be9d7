/** Who registers an account (spec section 6; the wire keys of proto/src/account-kinds.ts). */
export const BUSINESS_TYPES = ['individual', 'parent', 'company', 'non_profit'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** What kind of profile an account is for (spec section 3), as wire keys. */
export const ACCOUNT_TYPES = [
  'talent_performer_creator',
  'talent_representative',
  'talent',
  'representative',
  'casting',
  'fan_supporter',
  'production_company',
  'manager',
  'agent',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec section 9: individuals (and the guardian of a minor) must be at least 18. */
export const MINIMUM_ADULT_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and today (spec section 9: age from YYYYMMDD). */
export function ageInYears(dateOfBirth: string, today = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return Math.floor((todayKey - (year * 10000 + month * 100 + day)) / 10000);
}

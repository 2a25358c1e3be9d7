/** Who registers an account (spec section 3). */
export const BUSINESS_TYPES = ['company', 'individual', 'parent', 'non_profit'] as const;

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
export type BusinessType = (typeof BUSINESS_TYPES)[number];

import type { AccountType } from './account-kinds.js';

/** Feature keys of the product configuration (spec section 6). */
export const FEATURE_KEYS = [
  'account',
  'talentProfiles',
  'representative',
  'production',
  'connection',
  'invoices',
  'applications',
  'transfers',
  'search',
  'searchTalent',
  'searchRepresentative',
  'searchJob',
  'customers',
  'users',
  'payments',
  'disputes',
  'products',
  'coupons',
  'paymentLinks',
  'taxRates',
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

export function isFeatureKey(value: string): value is FeatureKey {
  return (FEATURE_KEYS as readonly string[]).includes(value);
}

/** The account feature is always allowed, whatever the configuration says (spec section 6). */
export const ALWAYS_ALLOWED_FEATURE: FeatureKey = 'account';

/**
 * The side of the marketplace each account type is on. An access list may name a role, an exact
 * account type or one of these audiences: the shipped "representative" entry then covers managers,
 * agents and casting professionals (spec section 1), not only the literal `representative` type.
 */
export const ACCOUNT_TYPE_AUDIENCE = {
  talent_performer_creator: 'talent',
  talent: 'talent',
  talent_representative: 'representative',
  representative: 'representative',
  casting: 'representative',
  manager: 'representative',
  agent: 'representative',
  production_company: 'production',
  fan_supporter: 'fan',
} as const satisfies Record<AccountType, string>;

export type Audience = (typeof ACCOUNT_TYPE_AUDIENCE)[AccountType];

export interface FeatureRule {
  enabled: boolean;
  /** Roles, account types or audiences allowed; empty means everyone. */
  access: readonly string[];
  requiresOwner: boolean;
}

export interface FeatureCaller {
  role: string;
  owner: boolean;
  accountType?: string;
}

/**
 * Spec section 6: a feature is usable when enabled and, when it has an access list, the caller's role
 * or account type is on it; requires-owner features are for owners only; account is always allowed.
 */
export function featureAllows(key: FeatureKey, rule: FeatureRule | undefined, caller: FeatureCaller): boolean {
  if (key === ALWAYS_ALLOWED_FEATURE) {
    return true;
  }
  if (!rule?.enabled) {
    return false;
  }
  if (rule.requiresOwner && !caller.owner) {
    return false;
  }
  if (rule.access.length === 0) {
    return true;
  }
  const audience = audienceOf(caller.accountType);
  return (
    rule.access.includes(caller.role) ||
    (caller.accountType !== undefined && rule.access.includes(caller.accountType)) ||
    (audience !== undefined && rule.access.includes(audience))
  );
}

export function audienceOf(accountType: string | undefined): Audience | undefined {
  return accountType !== undefined && accountType in ACCOUNT_TYPE_AUDIENCE
    ? ACCOUNT_TYPE_AUDIENCE[accountType as AccountType]
    : undefined;
}

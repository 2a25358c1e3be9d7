import type { FeatureRule } from './publicConfig';

/**
 * The side of the marketplace each account type is on: the same table as the gateway's
 * (proto/src/feature-access.ts, ACCOUNT_TYPE_AUDIENCE), so an access list naming "representative"
 * covers managers, agents and casting professionals. featureAccess.test.ts checks both stay equal.
 */
export const ACCOUNT_TYPE_AUDIENCE: Record<string, string> = {
  talent_performer_creator: 'talent',
  talent: 'talent',
  talent_representative: 'representative',
  representative: 'representative',
  casting: 'representative',
  manager: 'representative',
  agent: 'representative',
  production_company: 'production',
  fan_supporter: 'fan',
};

export interface FeatureCaller {
  role: string;
  owner: boolean;
  accountType?: string;
}

/**
 * Spec section 6, as the gateway enforces it: a feature is usable when enabled and, when it has an
 * access list, the caller's role, account type or audience is on it; requires-owner features are for
 * owners only; the account feature is always allowed.
 */
export function featureAllows(key: string, rule: FeatureRule | undefined, caller: FeatureCaller): boolean {
  if (key === 'account') {
    return true;
  }
  if (!rule?.enabled) {
    return false;
  }
  if (rule.requiresOwner && !caller.owner) {
    return false;
  }
  const access = rule.access ?? [];
  if (access.length === 0) {
    return true;
  }
  const audience = caller.accountType ? ACCOUNT_TYPE_AUDIENCE[caller.accountType] : undefined;
  return (
    access.includes(caller.role) ||
    (caller.accountType !== undefined && access.includes(caller.accountType)) ||
    (audience !== undefined && access.includes(audience))
  );
}

import { AccessErrorCode, featureAllows, type FeatureKey, type FeatureRule } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';
import type { Caller } from '../auth/access-token.verifier.js';
import type { Role, RouteAccess } from './route-access.table.js';

export class AccessException extends DomainError<AccessErrorCode> {}

export type FeatureRules = ReadonlyMap<FeatureKey, FeatureRule>;

/** The request's path parameters, as the router decoded them (Fastify's request.params). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * Decides whether `caller` may use a route, in the order a member can act on: a switched-off feature
 * looks like a missing route (404), then the account must be selected, then the feature's access list
 * and owner flag, then the route's roles, then the roles of the path parameters' values (the invoice
 * action). Throws the refusal; returns nothing when allowed.
 */
export function checkRouteAccess(
  rule: RouteAccess,
  caller: Caller,
  features: FeatureRules,
  params: RouteParams = {},
): void {
  for (const key of rule.features) {
    const feature = features.get(key);
    if (key !== 'account' && !feature?.enabled) {
      throw new AccessException(AccessErrorCode.FeatureDisabled, `The ${key} feature is not enabled.`, [key]);
    }
  }
  if (rule.account === 'required' && caller.account === undefined) {
    throw new AccessException(
      AccessErrorCode.AccountRequired,
      'Select an account first (POST /api/auth/session with account): this route works on its records.',
    );
  }
  for (const key of rule.features) {
    if (!featureAllows(key, features.get(key), caller)) {
      throw new AccessException(AccessErrorCode.Forbidden, `Your role or account type cannot use the ${key} feature.`, [
        key,
      ]);
    }
  }
  if (rule.roles) {
    assertRole(rule.roles, caller);
  }
  for (const [name, byValue] of Object.entries(rule.rolesByParam ?? {})) {
    const value = params[name];
    // Own keys only: a parameter such as "constructor" must not reach Object.prototype.
    if (value !== undefined && Object.hasOwn(byValue, value)) {
      assertRole(byValue[value], caller);
    }
  }
}

function assertRole(roles: readonly Role[], caller: Caller): void {
  if (!roles.includes(caller.role as Role)) {
    throw new AccessException(AccessErrorCode.Forbidden, `Only an account ${roles.join(' or ')} can do this.`, [
      roles.join(','),
    ]);
  }
}

import { AccessErrorCode, featureAllows, type FeatureKey, type FeatureRule } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';
import type { Caller } from '../auth/access-token.verifier.js';

export type Role = 'owner' | 'admin' | 'user';

/** Who may call one `/api` route (declared on it with `@Access`). */
export interface RouteAccess {
  /** Every feature listed must be usable by the caller (spec section 6). */
  features: readonly FeatureKey[];
  /** `required`: the token must have an account selected, because the route works on its records. */
  account: 'required' | 'optional';
  /** Roles allowed; omitted means every member of the account. */
  roles?: readonly Role[];
  /**
   * Roles by the value of a path parameter, on top of `roles`: one route serving several actions
   * (`POST /api/stripe/invoice/:id/:action`) keeps its money-moving ones for owners and admins.
   * `rolesByParam.action.finalize = ['owner', 'admin']`: only they may call it with action `finalize`;
   * a value not listed needs what the route's `roles` say (every member when omitted).
   */
  rolesByParam?: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>>;
}

export const ACCOUNT_ADMINS = ['owner', 'admin'] as const satisfies readonly Role[];

/**
 * The invoice actions that move money or settle the bill (spec section 4): owners and admins only. send
 * and pdf stay open to every member of the paying account, like reading invoices.
 */
export const INVOICE_ADMIN_ACTIONS = [
  'finalize',
  'void',
  'charge',
  'pay',
  'markPaid',
  'markUncollectible',
  'creditNote',
] as const;

/*
 * The vocabulary of the rules. Details and search routes belong to the search features (a talent reads
 * a job's details through searchJob); managing records belongs to the record's feature.
 */

/** Signed in, before or around choosing an account (the account feature is always allowed). */
export const signedIn = (): RouteAccess => ({ features: ['account'], account: 'optional' });

/** A member of the selected account, allowed every feature listed. */
export const inAccount = (...features: FeatureKey[]): RouteAccess => ({ features, account: 'required' });

/** An owner or admin of the selected account: money leaving it, its members, its payment side. */
export const accountAdmins = (...features: FeatureKey[]): RouteAccess => ({
  features: features.length > 0 ? features : ['account'],
  account: 'required',
  roles: ACCOUNT_ADMINS,
});

/** `rolesByParam` of the invoice action route: its money-moving actions for owners and admins. */
export const INVOICE_ACTION_ROLES: NonNullable<RouteAccess['rolesByParam']> = {
  action: Object.fromEntries(INVOICE_ADMIN_ACTIONS.map((action) => [action, ACCOUNT_ADMINS])),
};

export class AccessException extends DomainError<AccessErrorCode> {}

export type FeatureRules = ReadonlyMap<FeatureKey, FeatureRule>;

/** The request's path parameters, as the router decoded them (Fastify's request.params). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

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

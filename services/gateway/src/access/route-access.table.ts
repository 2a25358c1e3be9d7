import type { FeatureKey } from '@callsheet/contracts';

export type Role = 'owner' | 'admin' | 'user';

/** Who may call one `/api` route. */
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
  'markPaid',
  'markUncollectible',
  'creditNote',
] as const;

const signedIn = (): RouteAccess => ({ features: ['account'], account: 'optional' });
const inAccount = (...features: FeatureKey[]): RouteAccess => ({ features, account: 'required' });
const accountAdmins = (...features: FeatureKey[]): RouteAccess => ({
  features: features.length > 0 ? features : ['account'],
  account: 'required',
  roles: ACCOUNT_ADMINS,
});

/** Spec section 7's generic CRUD: list, get, create, update, delete. */
function crud(path: string, read: RouteAccess, write: RouteAccess = read): Record<string, RouteAccess> {
  return {
    [`GET ${path}`]: read,
    [`GET ${path}/:id`]: read,
    [`POST ${path}`]: write,
    [`PATCH ${path}/:id`]: write,
    [`DELETE ${path}/:id`]: write,
  };
}

/**
 * The access matrix: every `/api` route, keyed by method and Fastify path, with the features, account
 * and roles it needs. The gateway refuses to start when a registered `/api` route is missing here, so
 * a new controller cannot ship unguarded. Details and search routes belong to the search features
 * (a talent reads a job's details through searchJob); managing records belongs to the record's feature.
 */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Signed in, before or around choosing an account (the account feature is always allowed).
  'GET /api/auth/me': signedIn(),
  'PATCH /api/auth/me': signedIn(),
  'POST /api/auth/session': signedIn(),
  'POST /api/auth/clearSession': signedIn(),
  'POST /api/auth/password': signedIn(),
  'POST /api/account': signedIn(),
  'POST /api/token/:token/process': signedIn(),

  // The selected account and its payment-provider side.
  'GET /api/account': inAccount('account'),
  'PATCH /api/account': accountAdmins(),
  'GET /api/account/balance': inAccount('account'),
  // Money leaves the platform account: owners and admins only (so are bank accounts and persons).
  'POST /api/account/payout/quote': accountAdmins(),
  'POST /api/account/payout': accountAdmins(),
  'POST /api/account/invites': accountAdmins(),
  'POST /api/stripe/file': accountAdmins(),
  ...crud('/api/account/person', inAccount('account'), accountAdmins()),
  ...crud('/api/stripe/account/external', inAccount('account'), accountAdmins()),

  // Talent and representative profiles.
  ...crud('/api/talent', inAccount('talentProfiles')),
  'GET /api/talent/details/:id': inAccount('search', 'searchTalent'),
  'POST /api/talent/search': inAccount('search', 'searchTalent'),
  'GET /api/talent/:id/photos': inAccount('talentProfiles'),
  'POST /api/talent/:id/photos': inAccount('talentProfiles'),
  'DELETE /api/talent/:id/photos/:photoId': inAccount('talentProfiles'),
  ...crud('/api/representative', inAccount('representative')),
  'GET /api/representative/details/:id': inAccount('search', 'searchRepresentative'),
  'POST /api/representative/search': inAccount('search', 'searchRepresentative'),

  // Productions, projects and jobs.
  ...crud('/api/production', inAccount('production')),
  ...crud('/api/project', inAccount('production')),
  ...crud('/api/job', inAccount('production')),
  'PATCH /api/production/:id/status': inAccount('production'),
  'PATCH /api/project/:id/status': inAccount('production'),
  'PATCH /api/job/:id/status': inAccount('production'),
  'PATCH /api/production/:id/phase': inAccount('production'),
  'GET /api/project/byProductionId/:id': inAccount('production'),
  'GET /api/job/byProjectId/:id': inAccount('production'),
  'GET /api/production/details/:id': inAccount('search', 'searchJob'),
  'GET /api/project/details/:id': inAccount('search', 'searchJob'),
  'GET /api/job/details/:id': inAccount('search', 'searchJob'),
  'POST /api/job/search': inAccount('search', 'searchJob'),

  // Connections between talent and representatives.
  'GET /api/connection/representatives/connected': inAccount('connection'),
  'GET /api/connection/talents/connected': inAccount('connection'),
  'GET /api/connection/status/approved': inAccount('connection'),
  'GET /api/connection/status/received': inAccount('connection'),
  'GET /api/connection/status/sent': inAccount('connection'),
  'GET /api/connection/pending/:id': inAccount('connection'),
  'GET /api/connection/connected/:id': inAccount('connection'),
  'POST /api/connection': inAccount('connection'),
  'PATCH /api/connection/:id': inAccount('connection'),
  'DELETE /api/connection/:id': inAccount('connection'),
  'PATCH /api/connection/status/approve/:id': inAccount('connection'),

  // Applications, prospects and deal memos.
  'GET /api/application': inAccount('applications'),
  'GET /api/application/:id': inAccount('applications'),
  'POST /api/application': inAccount('applications'),
  'PATCH /api/application/:id': inAccount('applications'),
  'DELETE /api/application/:id': inAccount('applications'),
  'GET /api/application/status/accepted': inAccount('applications'),
  'GET /api/application/status/pending': inAccount('applications'),
  'GET /api/application/status/denied': inAccount('applications'),
  'GET /api/application/prospects/:jobId': inAccount('applications'),
  'PATCH /api/application/status/accept/:id': inAccount('applications'),

  // Invoices and transfers.
  'GET /api/stripe/invoice': inAccount('invoices'),
  'POST /api/stripe/invoice/application/:id': inAccount('invoices'),
  'GET /api/stripe/invoice/:id': inAccount('invoices'),
  'DELETE /api/stripe/invoice/:id': inAccount('invoices'),
  'POST /api/stripe/invoice/:id/:action': {
    ...inAccount('invoices'),
    rolesByParam: { action: Object.fromEntries(INVOICE_ADMIN_ACTIONS.map((action) => [action, ACCOUNT_ADMINS])) },
  },
  'GET /api/stripe/transfer': inAccount('transfers'),
  'GET /api/stripe/transfers/:id': inAccount('transfers'),
  'POST /api/stripe/transfer/report': accountAdmins('transfers'),
  'GET /api/stripe/transfer/report/:id': inAccount('transfers'),
};

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

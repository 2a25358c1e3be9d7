import { AccessErrorCode, type FeatureKey, type FeatureRule } from '@callsheet/contracts';
import { readFileSync } from 'node:fs';
import type { Caller } from '../auth/access-token.verifier.js';
import { assertEveryApiRouteGuarded } from './api-access.guard.js';
import { checkRouteAccess, type FeatureRules } from './route-access.js';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.table.js';

// The configuration identity ships (spec section 6), read as data: the matrix is checked against it.
const shippedFile = JSON.parse(
  readFileSync(new URL('../../../identity/config/public-config.v1.json', import.meta.url), 'utf8'),
) as { features: Record<FeatureKey, { enabled: boolean; access?: string[]; requiresOwner?: boolean }> };

function rulesFrom(features: typeof shippedFile.features): Map<FeatureKey, FeatureRule> {
  return new Map(
    Object.entries(features).map(([key, rule]) => [
      key as FeatureKey,
      { enabled: rule.enabled, access: rule.access ?? [], requiresOwner: rule.requiresOwner ?? false },
    ]),
  );
}

const shipped = rulesFrom(shippedFile.features);

function aCaller(overrides: Partial<Caller> = {}): Caller {
  return {
    userId: 'user-1',
    role: 'owner',
    owner: true,
    account: 'account-1',
    accountType: 'manager',
    emailVerified: true,
    sessionId: 'session-1',
    ...overrides,
  };
}

function refusal(rule: RouteAccess, caller: Caller, features: FeatureRules = shipped): string | undefined {
  try {
    checkRouteAccess(rule, caller, features);
    return undefined;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

// Spec section 7, route by route (generic CRUD expanded to list, get, create, update, delete).
const crud = (path: string) => [
  `GET ${path}`,
  `GET ${path}/:id`,
  `POST ${path}`,
  `PATCH ${path}/:id`,
  `DELETE ${path}/:id`,
];
const SPEC_ROUTES = [
  'POST /api/token/:token/process',
  'POST /api/auth/clearSession',
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/account',
  'POST /api/auth/session',
  'GET /api/account',
  'PATCH /api/account',
  'GET /api/account/balance',
  'POST /api/stripe/file',
  'POST /api/talent/search',
  'POST /api/representative/search',
  'POST /api/job/search',
  ...[
    '/api/account/person',
    '/api/talent',
    '/api/representative',
    '/api/job',
    '/api/production',
    '/api/project',
  ].flatMap(crud),
  ...crud('/api/stripe/account/external'),
  'GET /api/talent/details/:id',
  'GET /api/representative/details/:id',
  'GET /api/job/details/:id',
  'GET /api/production/details/:id',
  'GET /api/project/details/:id',
  'PATCH /api/job/:id/status',
  'PATCH /api/production/:id/status',
  'PATCH /api/project/:id/status',
  'GET /api/job/byProjectId/:id',
  'GET /api/project/byProductionId/:id',
  'GET /api/connection/representatives/connected',
  'GET /api/connection/talents/connected',
  'GET /api/connection/status/approved',
  'GET /api/connection/status/received',
  'GET /api/connection/status/sent',
  'GET /api/connection/pending/:id',
  'GET /api/connection/connected/:id',
  'POST /api/connection',
  'PATCH /api/connection/:id',
  'DELETE /api/connection/:id',
  'PATCH /api/connection/status/approve/:id',
  'GET /api/application/prospects/:jobId',
  'PATCH /api/application/:id',
  'DELETE /api/application/:id',
  'GET /api/application/status/accepted',
  'GET /api/application/status/pending',
  'GET /api/application/status/denied',
  'POST /api/application',
  'PATCH /api/application/status/accept/:id',
  'GET /api/application',
  'GET /api/application/:id',
  'GET /api/stripe/invoice',
  'POST /api/stripe/invoice/application/:id',
  'GET /api/stripe/invoice/:id',
  'DELETE /api/stripe/invoice/:id',
  'GET /api/stripe/transfer',
  'GET /api/stripe/transfers/:id',
  'POST /api/stripe/transfer/report',
];

const rows = Object.entries(ROUTE_ACCESS);

describe('the access matrix', () => {
  it.each(SPEC_ROUTES)('has a row for %s (spec section 7)', (route) => {
    expect(ROUTE_ACCESS[route]).toBeDefined();
  });

  it.each(rows)('lets an owner of a representative-side account use %s', (_route, rule) => {
    expect(refusal(rule, aCaller())).toBeUndefined();
  });

  it.each(rows.filter(([, rule]) => rule.features.some((key) => key !== 'account')))(
    'answers featureDisabled on %s when its feature is switched off',
    (_route, rule) => {
      for (const key of rule.features.filter((feature) => feature !== 'account')) {
        const disabled = new Map(shipped).set(key, { enabled: false, access: [], requiresOwner: false });
        expect(refusal(rule, aCaller(), disabled)).toBe(AccessErrorCode.FeatureDisabled);
      }
    },
  );

  it.each(rows.filter(([, rule]) => rule.account === 'required'))(
    'answers accountRequired on %s without an account selected',
    (_route, rule) => {
      expect(refusal(rule, aCaller({ account: undefined, accountType: undefined, role: 'user', owner: false }))).toBe(
        AccessErrorCode.AccountRequired,
      );
    },
  );

  it.each(rows.filter(([, rule]) => rule.account === 'optional'))(
    'lets %s through with no account selected (only the account feature, always allowed)',
    (_route, rule) => {
      expect(rule.features).toEqual(['account']);
      expect(refusal(rule, aCaller({ account: undefined, accountType: undefined, role: 'user', owner: false }))).toBe(
        undefined,
      );
    },
  );

  it.each(rows.filter(([, rule]) => rule.roles !== undefined))(
    'refuses %s to a plain member of the account (roles owner, admin)',
    (_route, rule) => {
      expect(refusal(rule, aCaller({ role: 'user', owner: false }))).toBe(AccessErrorCode.Forbidden);
      expect(refusal(rule, aCaller({ role: 'admin', owner: false }))).toBeUndefined();
    },
  );

  it.each(rows.filter(([, rule]) => rule.features.includes('production') || rule.features.includes('representative')))(
    'refuses %s to a talent account (access list: representative side)',
    (_route, rule) => {
      expect(refusal(rule, aCaller({ accountType: 'talent' }))).toBe(AccessErrorCode.Forbidden);
    },
  );

  it.each(
    rows.filter(
      ([, rule]) => !rule.features.some((key) => key === 'production' || key === 'representative') && !rule.roles,
    ),
  )('lets a plain member of a talent account use %s', (_route, rule) => {
    expect(refusal(rule, aCaller({ accountType: 'talent', role: 'user', owner: false }))).toBeUndefined();
  });

  it('lets a production company manage productions but not representative profiles', () => {
    const company = aCaller({ accountType: 'production_company' });
    expect(refusal(ROUTE_ACCESS['POST /api/production'], company)).toBeUndefined();
    expect(refusal(ROUTE_ACCESS['POST /api/representative'], company)).toBe(AccessErrorCode.Forbidden);
  });

  it('keeps a requires-owner feature for owners only', () => {
    const ownersOnly = new Map(shipped).set('connection', { enabled: true, access: [], requiresOwner: true });
    const rule = ROUTE_ACCESS['POST /api/connection'];
    expect(refusal(rule, aCaller({ role: 'admin', owner: false }), ownersOnly)).toBe(AccessErrorCode.Forbidden);
    expect(refusal(rule, aCaller(), ownersOnly)).toBeUndefined();
  });

  it('never switches off the account feature, whatever the configuration says', () => {
    const accountOff = new Map(shipped).set('account', { enabled: false, access: ['nobody'], requiresOwner: true });
    expect(refusal(ROUTE_ACCESS['GET /api/auth/me'], aCaller({ role: 'user', owner: false }), accountOff)).toBe(
      undefined,
    );
  });

  it('stops start-up naming an /api route that has no row', () => {
    expect(() =>
      assertEveryApiRouteGuarded([
        { method: 'GET', url: '/api/auth/me' },
        { method: 'HEAD', url: '/api/auth/me' },
        { method: 'GET', url: '/public/config' },
        { method: 'POST', url: '/api/secret' },
      ]),
    ).toThrow(/POST \/api\/secret/);
    expect(() => assertEveryApiRouteGuarded([{ method: 'GET', url: '/api/talent' }])).not.toThrow();
  });
});

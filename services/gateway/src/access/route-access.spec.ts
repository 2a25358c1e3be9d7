import { AccessErrorCode, type FeatureKey, type FeatureRule } from '@callsheet/contracts';
import { KAFKA, METRICS, RpcTransport } from '@callsheet/kernel';
import { describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import type { Caller } from '../auth/access-token.verifier.js';
import { GATEWAY_CLIENTS, GATEWAY_CONTROLLERS } from '../gateway.module.js';
import { OPS_TOKEN } from '../ops/ops-token.guard.js';
import { Access, accessOfRoute } from './access.decorator.js';
import { assertEveryApiRouteGuarded, type RegisteredRoute } from './api-access.guard.js';
import { documentRouteAccess } from './route-access.openapi.js';
import {
  ACCOUNT_ADMINS,
  checkRouteAccess,
  INVOICE_ADMIN_ACTIONS,
  signedIn,
  type FeatureRules,
  type RouteAccess,
  type RouteParams,
} from './route-access.js';

/**
 * Registers `controllers` on Fastify as the gateway does (no listening, every dependency a stub: no
 * route runs) and answers the routes as Fastify registered them, each with its @Access rule.
 */
async function registeredRoutes(controllers: Type[], dependencies: unknown[] = []): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const adapter = new FastifyAdapter();
  adapter.getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access: accessOfRoute(route) });
    }
  });
  @Module({
    controllers,
    providers: dependencies.map((token) => ({ provide: token as Type, useValue: {} })),
  })
  class RoutesOnly {}
  const app: INestApplication = await NestFactory.create(RoutesOnly, adapter, { logger: false, abortOnError: false });
  await app.init();
  await app.close();
  return routes;
}

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
    operator: false,
    ...overrides,
  };
}

function refusal(
  rule: RouteAccess,
  caller: Caller,
  features: FeatureRules = shipped,
  params: RouteParams = {},
): string | undefined {
  try {
    checkRouteAccess(rule, caller, features, params);
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

/**
 * The matrix as the table in route-access.table.ts had it when the rules moved onto the routes (a
 * snapshot of that table): who may call each route. Changing a route's @Access changes this file too.
 */
const EXPECTED = JSON.parse(readFileSync(new URL('./route-access.expected.json', import.meta.url), 'utf8')) as Record<
  string,
  RouteAccess
>;

// The gateway's controllers as it registers them; stubs stand for the clients and the probes' dependencies.
const MATRIX = assertEveryApiRouteGuarded(
  await registeredRoutes(GATEWAY_CONTROLLERS, [...GATEWAY_CLIENTS, KAFKA, METRICS, RpcTransport, OPS_TOKEN]),
);
const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = Object.fromEntries(MATRIX);
const rows = Object.entries(ROUTE_ACCESS);

describe('the access matrix', () => {
  it('declares on every /api route the rule the table had, and no other route', () => {
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [route, rule] of rows) {
      expect({ route, rule }).toEqual({ route, rule: EXPECTED[route] });
    }
  });

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

  it('stops start-up naming an /api route that has no rule', () => {
    expect(() =>
      assertEveryApiRouteGuarded([
        { method: 'GET', url: '/api/auth/me', access: signedIn() },
        { method: 'HEAD', url: '/api/auth/me' },
        { method: 'GET', url: '/public/config' },
        { method: 'POST', url: '/api/secret' },
      ]),
    ).toThrow(/POST \/api\/secret/);
    expect(() => assertEveryApiRouteGuarded([{ method: 'GET', url: '/api/talent', access: signedIn() }])).not.toThrow();
  });

  it('finds a controller route without @Access as Fastify registers it', async () => {
    @Controller('api/unguarded')
    class Unguarded {
      @Get('guarded')
      @Access(signedIn())
      guarded() {
        return {};
      }

      @Get(':id')
      forgotten() {
        return {};
      }
    }
    const routes = await registeredRoutes([Unguarded]);
    expect(() => assertEveryApiRouteGuarded(routes)).toThrow(
      'These /api routes declare no @Access rule (access/access.decorator.ts): GET /api/unguarded/:id',
    );
  });
});

// Security issue "money moves by any member": payouts, bank accounts, persons, transfer reports and the
// invoice actions that move money or settle the bill need an owner or admin; reading, send and pdf do not.
describe('money moves by owners and admins only', () => {
  const member = aCaller({ role: 'user', owner: false });
  const admin = aCaller({ role: 'admin', owner: false });
  const owner = aCaller();
  const invoiceAction = ROUTE_ACCESS['POST /api/stripe/invoice/:id/:action'];
  const asAction = (action: string): RouteParams => ({ id: 'invoice-1', action });

  it.each([
    'POST /api/account/payout',
    'POST /api/account/payout/quote',
    'POST /api/stripe/transfer/report',
    'POST /api/stripe/account/external',
    'PATCH /api/stripe/account/external/:id',
    'DELETE /api/stripe/account/external/:id',
    'POST /api/account/person',
    'PATCH /api/account/person/:id',
    'DELETE /api/account/person/:id',
    'POST /api/stripe/file',
  ])('keeps %s for owners and admins (403 forbidden to a plain member)', (route) => {
    expect(ROUTE_ACCESS[route].roles).toEqual(ACCOUNT_ADMINS);
    expect(refusal(ROUTE_ACCESS[route], member)).toBe(AccessErrorCode.Forbidden);
    expect(refusal(ROUTE_ACCESS[route], admin)).toBeUndefined();
    expect(refusal(ROUTE_ACCESS[route], owner)).toBeUndefined();
  });

  it.each([
    'GET /api/account',
    'GET /api/account/balance',
    'GET /api/account/person',
    'GET /api/stripe/account/external',
    'GET /api/stripe/invoice',
    'GET /api/stripe/invoice/:id',
    'GET /api/stripe/transfer',
    'GET /api/stripe/transfers/:id',
    'GET /api/stripe/transfer/report/:id',
  ])('lets every member read %s', (route) => {
    expect(refusal(ROUTE_ACCESS[route], member)).toBeUndefined();
  });

  it('names exactly the money-moving invoice actions', () => {
    expect([...INVOICE_ADMIN_ACTIONS].sort()).toEqual(
      ['charge', 'creditNote', 'finalize', 'markPaid', 'markUncollectible', 'pay', 'void'].sort(),
    );
    expect(invoiceAction.rolesByParam?.action).toEqual(
      Object.fromEntries(INVOICE_ADMIN_ACTIONS.map((action) => [action, ACCOUNT_ADMINS])),
    );
  });

  it.each(INVOICE_ADMIN_ACTIONS)(
    'refuses the invoice action %s to a plain member, not to an owner or admin',
    (action) => {
      expect(refusal(invoiceAction, member, shipped, asAction(action))).toBe(AccessErrorCode.Forbidden);
      expect(refusal(invoiceAction, admin, shipped, asAction(action))).toBeUndefined();
      expect(refusal(invoiceAction, owner, shipped, asAction(action))).toBeUndefined();
    },
  );

  it.each(['send', 'pdf'])('lets a plain member %s an invoice', (action) => {
    expect(refusal(invoiceAction, member, shipped, asAction(action))).toBeUndefined();
  });

  it('names the roles in the refusal (403 forbidden, args owner,admin)', () => {
    let refused: unknown;
    try {
      checkRouteAccess(invoiceAction, member, shipped, asAction('finalize'));
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: AccessErrorCode.Forbidden, args: ['owner,admin'] });
  });

  it('still checks the feature and the account before the action’s roles', () => {
    const invoicesOff = new Map(shipped).set('invoices', { enabled: false, access: [], requiresOwner: false });
    expect(refusal(invoiceAction, owner, invoicesOff, asAction('finalize'))).toBe(AccessErrorCode.FeatureDisabled);
    expect(refusal(invoiceAction, aCaller({ account: undefined }), shipped, asAction('send'))).toBe(
      AccessErrorCode.AccountRequired,
    );
  });

  it('leaves values it does not list to the route’s roles, without reading inherited keys', () => {
    for (const action of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'FINALIZE', '']) {
      expect(refusal(invoiceAction, member, shipped, asAction(action))).toBeUndefined();
    }
    const adminsOnly: RouteAccess = { ...invoiceAction, roles: ACCOUNT_ADMINS };
    expect(refusal(adminsOnly, member, shipped, asAction('send'))).toBe(AccessErrorCode.Forbidden);
  });

  it('documents the roles by action in OpenAPI (x-access, the description and the parameter)', () => {
    const document = {
      openapi: '3.0.0',
      info: { title: 'test', version: '1' },
      paths: {
        '/api/stripe/invoice/{id}/{action}': {
          post: {
            responses: {},
            parameters: [
              { name: 'id', in: 'path', required: true },
              { name: 'action', in: 'path', required: true, schema: { enum: ['finalize', 'send'] } },
            ],
          },
        },
        '/api/account/payout': { post: { responses: {} } },
      },
    } as unknown as OpenAPIObject;
    documentRouteAccess(document, MATRIX);
    const operation = document.paths['/api/stripe/invoice/{id}/{action}'].post as unknown as {
      description: string;
      'x-access': RouteAccess;
      parameters: { name: string; description?: string; 'x-access-roles'?: unknown }[];
    };
    expect(operation['x-access'].rolesByParam?.action?.finalize).toEqual(['owner', 'admin']);
    expect(operation.description).toContain(
      'action finalize, void, charge, pay, markPaid, markUncollectible, creditNote: roles owner, admin',
    );
    expect(operation.description).toContain('other action values: any role');
    const action = operation.parameters.find((parameter) => parameter.name === 'action');
    expect(action?.description).toContain('roles owner, admin');
    expect(action?.['x-access-roles']).toMatchObject({ void: ['owner', 'admin'] });
    expect(operation.parameters.find((parameter) => parameter.name === 'id')?.description).toBeUndefined();
    expect((document.paths['/api/account/payout'].post as { description: string }).description).toContain(
      'roles: owner, admin',
    );
  });
});

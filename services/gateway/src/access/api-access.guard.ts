import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccessTokenVerifier, type Caller } from '../auth/access-token.verifier.js';
import { FeatureRulesSource } from './feature-rules.source.js';
import { checkRouteAccess, type RouteParams } from './route-access.js';
import { ROUTE_ACCESS, routeKey } from './route-access.table.js';

type ApiRequest = FastifyRequest & { caller?: Caller };

export const API_PREFIX = '/api/';

/**
 * Guards every `/api` route (registered globally): a valid bearer access token, then the route's row
 * of the access matrix (features, selected account, roles, roles by path parameter such as the invoice
 * action). Routes outside `/api` are public.
 */
@Injectable()
export class ApiAccessGuard implements CanActivate {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly featureRules: FeatureRulesSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') {
      return true;
    }
    const request = context.switchToHttp().getRequest<ApiRequest>();
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith(API_PREFIX)) {
      return true;
    }
    const rule = ROUTE_ACCESS[routeKey(request.method, url)];
    if (!rule) {
      // Unreachable while assertEveryApiRouteGuarded runs at start-up; refuse rather than let it through.
      throw new Error(`No access rule for ${routeKey(request.method, url)}`);
    }
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw new KernelException(KernelErrorCode.Unauthorized, 'Sign in first: this route needs a bearer access token.');
    }
    const caller = await this.verifier.verify(header.slice('Bearer '.length).trim());
    // The path parameters as the router decoded them: the same values the controller receives.
    const params = (request.params ?? {}) as RouteParams;
    checkRouteAccess(rule, caller, await this.featureRules.current(), params);
    request.caller = caller;
    return true;
  }
}

/** Fails start-up when a registered `/api` route has no row in the access matrix. */
export function assertEveryApiRouteGuarded(routes: Iterable<{ method: string; url: string }>): void {
  const missing = [...routes]
    .filter((route) => route.url.startsWith(API_PREFIX) && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => routeKey(route.method, route.url))
    .filter((key) => !(key in ROUTE_ACCESS));
  if (missing.length > 0) {
    throw new Error(
      `These /api routes have no row in ROUTE_ACCESS (access/route-access.table.ts): ${missing.join(', ')}`,
    );
  }
}

/** The verified caller of an `/api` route. */
export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<ApiRequest>().caller;
  if (!caller) {
    throw new KernelException(KernelErrorCode.Unauthorized, 'Sign in first: this route needs a bearer access token.');
  }
  return caller;
});

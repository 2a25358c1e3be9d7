import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AccessTokenVerifier, type Caller } from '../auth/access-token.verifier.js';
import { ROUTE_ACCESS } from './access.decorator.js';
import { FeatureRulesSource } from './feature-rules.source.js';
import { checkRouteAccess, routeKey, type RouteAccess, type RouteParams } from './route-access.js';

type ApiRequest = FastifyRequest & { caller?: Caller };

export const API_PREFIX = '/api/';

/**
 * Guards every `/api` route (registered globally): a valid bearer access token, then the rule the
 * route declares with `@Access` (features, selected account, roles, roles by path parameter such as
 * the invoice action). Routes outside `/api` are public.
 */
@Injectable()
export class ApiAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
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
    const rule = this.reflector.get<RouteAccess | undefined>(ROUTE_ACCESS, context.getHandler());
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

/** A route as Fastify registered it, with the rule its `@Access` put in the route's config. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access?: RouteAccess;
}

/**
 * Fails start-up when a registered `/api` route declares no `@Access` rule; answers the access matrix
 * ("METHOD /api/path" → rule) that OpenAPI documents.
 */
export function assertEveryApiRouteGuarded(routes: Iterable<RegisteredRoute>): ReadonlyMap<string, RouteAccess> {
  const matrix = new Map<string, RouteAccess>();
  const missing: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD' || route.method === 'OPTIONS') {
      continue;
    }
    const key = routeKey(route.method, route.url);
    if (route.access) {
      matrix.set(key, route.access);
    } else {
      missing.push(key);
    }
  }
  if (missing.length > 0) {
    throw new Error(`These /api routes declare no @Access rule (access/access.decorator.ts): ${missing.join(', ')}`);
  }
  return matrix;
}

/** The verified caller of an `/api` route. */
export const CurrentCaller = createParamDecorator((_: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<ApiRequest>().caller;
  if (!caller) {
    throw new KernelException(KernelErrorCode.Unauthorized, 'Sign in first: this route needs a bearer access token.');
  }
  return caller;
});

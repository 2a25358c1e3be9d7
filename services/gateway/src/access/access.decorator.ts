import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiErrorStatuses } from '../http/api-error.response.js';
import type { RouteAccess } from './route-access.js';

/** The metadata key of a route's rule, read by ApiAccessGuard through Nest's Reflector. */
export const ROUTE_ACCESS = 'callsheet:route-access';

/**
 * Who may call this `/api` route: the features, selected account and roles the global guard checks
 * (`@Access(inAccount('production'))`, `@Access(accountAdmins())`, `@Access(signedIn())`). Fastify's
 * route config carries the same rule, so the start-up check and OpenAPI's `x-access` read it from the
 * routes as Fastify registered them: the gateway refuses to start with an `/api` route without one.
 * OpenAPI also lists the guard's refusals: 401 without a valid token, 403 where an account is needed.
 */
export function Access(rule: RouteAccess, options: Pick<RouteAccess, 'rolesByParam'> = {}): MethodDecorator {
  const access: RouteAccess = { ...rule, ...options };
  return applyDecorators(
    SetMetadata(ROUTE_ACCESS, access),
    RouteConfig({ access }),
    ApiErrorStatuses(401, ...(access.account === 'required' ? [403] : [])),
  );
}

/** The rule a route registered with, from Fastify's route options (its config). */
export function accessOfRoute(route: { config?: unknown }): RouteAccess | undefined {
  return (route.config as { access?: RouteAccess } | undefined)?.access;
}

/** The rule declared on a controller's route method, for a load that must be allowed what the route allows. */
export function accessOfHandler<T>(controller: Type<T>, method: keyof T & string): RouteAccess {
  const rule = Reflect.getMetadata(ROUTE_ACCESS, (controller.prototype as T)[method] as object) as
    RouteAccess | undefined;
  if (!rule) {
    throw new Error(`${controller.name}.${method} declares no @Access rule`);
  }
  return rule;
}

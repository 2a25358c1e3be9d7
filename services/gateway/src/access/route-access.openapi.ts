import type { OpenAPIObject } from '@nestjs/swagger';
import { ROUTE_ACCESS, routeKey } from './route-access.table.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * Writes each `/api` operation's row of the access matrix into the OpenAPI document: a sentence in the
 * description and an `x-access` extension, so the published contract says who may call what.
 */
export function documentRouteAccess(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const operation = item[method];
      const rule = ROUTE_ACCESS[routeKey(method, fastifyPath)];
      if (!operation || !rule) {
        continue;
      }
      const who = [
        `features: ${rule.features.join(' + ')}`,
        rule.account === 'required' ? 'an account selected' : 'no account needed',
        rule.roles ? `roles: ${rule.roles.join(', ')}` : 'any role',
      ].join('; ');
      operation.description = [operation.description, `**Access** — ${who}.`].filter(Boolean).join('\n\n');
      Object.assign(operation, { 'x-access': rule });
    }
  }
}

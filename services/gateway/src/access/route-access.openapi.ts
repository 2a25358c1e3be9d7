import type { OpenAPIObject } from '@nestjs/swagger';
import { routeKey, type RouteAccess } from './route-access.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Operation = NonNullable<OpenAPIObject['paths'][string]['post']>;

/**
 * Writes each `/api` operation's access rule (its `@Access`, as `assertEveryApiRouteGuarded` collected
 * them from the registered routes) into the OpenAPI document: a sentence in the description and an
 * `x-access` extension, so the published contract says who may call what. A rule with roles by path
 * parameter (the invoice action) says so in the sentence, in `x-access.rolesByParam`
 * and on the parameter itself, so the console can show which actions a plain member may not use.
 */
export function documentRouteAccess(document: OpenAPIObject, matrix: ReadonlyMap<string, RouteAccess>): void {
  for (const [path, item] of Object.entries(document.paths)) {
    const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const operation = item[method];
      const rule = matrix.get(routeKey(method, fastifyPath));
      if (!operation || !rule) {
        continue;
      }
      const who = [
        `features: ${rule.features.join(' + ')}`,
        rule.account === 'required' ? 'an account selected' : 'no account needed',
        rule.roles ? `roles: ${rule.roles.join(', ')}` : 'any role',
        ...Object.entries(rule.rolesByParam ?? {}).map(([name, byValue]) => byParamSentence(rule, name, byValue)),
      ].join('; ');
      operation.description = [operation.description, `**Access** — ${who}.`].filter(Boolean).join('\n\n');
      Object.assign(operation, { 'x-access': rule });
      documentParameters(operation, rule);
    }
  }
}

/** "action finalize, void: roles owner, admin" (values grouped by the roles they need). */
function byParamSentence(
  rule: RouteAccess,
  name: string,
  byValue: NonNullable<RouteAccess['rolesByParam']>[string],
): string {
  const groups = new Map<string, string[]>();
  for (const [value, roles] of Object.entries(byValue)) {
    const key = roles.join(', ');
    groups.set(key, [...(groups.get(key) ?? []), value]);
  }
  return [...groups]
    .map(([roles, values]) => `${name} ${values.join(', ')}: roles ${roles}`)
    .concat(`other ${name} values: ${rule.roles ? `roles ${rule.roles.join(', ')}` : 'any role'}`)
    .join('; ');
}

function documentParameters(operation: Operation, rule: RouteAccess): void {
  for (const [name, byValue] of Object.entries(rule.rolesByParam ?? {})) {
    const parameter = operation.parameters?.find(
      (candidate) => 'name' in candidate && candidate.name === name && candidate.in === 'path',
    );
    if (parameter && 'name' in parameter) {
      parameter.description = [parameter.description, `Access by value — ${byParamSentence(rule, name, byValue)}.`]
        .filter(Boolean)
        .join(' ');
      Object.assign(parameter, { 'x-access-roles': byValue });
    }
  }
}

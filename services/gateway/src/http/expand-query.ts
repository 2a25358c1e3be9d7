import { KernelException } from '@callsheet/kernel';
import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SchemaObject } from './proto-json.js';

/**
 * What a GET by id can include beside the record (spec section 7: "Get accepts expand"): each
 * expansion's name and what it adds, as OpenAPI shows it. `?expand=a&expand=b` asks for several.
 */
export type Expansions = Readonly<Record<string, string>>;

/** How each expansion of a route is loaded, from the record the route answers with. */
export type Expanders<Names extends string, Loaded> = {
  readonly [Name in Names]: (record: Loaded) => Promise<unknown>;
};

/** The expansions asked for, each once; an unknown one answers `validationFailed` naming `expand`. */
export function parseExpand(value: unknown, expansions: Expansions): string[] {
  const asked = [value ?? []].flat();
  for (const name of asked) {
    if (typeof name !== 'string' || !Object.hasOwn(expansions, name)) {
      throw KernelException.validation(
        'expand',
        `Unknown expand value ${JSON.stringify(name)}; use one of ${Object.keys(expansions).join(', ')}.`,
      );
    }
  }
  return [...new Set(asked as string[])];
}

/** The route's validated `expand` values (the route documents them with ApiExpandQuery). */
export const ExpandQuery = createParamDecorator((expansions: Expansions, context: ExecutionContext): string[] => {
  const request = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>();
  return parseExpand(request.query.expand, expansions);
});

/** Documents a route's `expand` parameter: its values and what each adds. */
export function ApiExpandQuery(expansions: Expansions): MethodDecorator {
  return applyDecorators(
    ApiQuery({
      name: 'expand',
      required: false,
      description: Object.entries(expansions)
        .map(([name, adds]) => `${name}: ${adds}`)
        .join('; '),
      schema: { type: 'array', items: { type: 'string', enum: Object.keys(expansions) } },
      style: 'form',
      explode: true,
    }),
  );
}

/** The view with each asked expansion loaded beside it, the loads running together. */
export async function withExpansions<Names extends string, Loaded>(
  view: object,
  record: Loaded,
  expand: readonly string[],
  expanders: Expanders<Names, Loaded>,
): Promise<object> {
  const loaded = await Promise.all(
    expand
      .filter((name): name is Names => Object.hasOwn(expanders, name))
      .map(async (name) => [name, await expanders[name](record)] as const),
  );
  return { ...view, ...Object.fromEntries(loaded) };
}

/** A record's response schema with its expansions as optional properties. */
export function expandableSchema(schema: SchemaObject, expansions: Record<string, SchemaObject>): SchemaObject {
  return { ...schema, properties: { ...schema.properties, ...expansions } };
}

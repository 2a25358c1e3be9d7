import { parsePageQuery, type PageRequest } from '@callsheet/kernel';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The validated `limit`, `starting_after` and `ending_before` of a list call (spec section 7). */
export const PageQuery = createParamDecorator((_: unknown, context: ExecutionContext): PageRequest => {
  const request = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: Record<string, unknown> }>>();
  return parsePageQuery(request.query);
});

/** Documents the pagination parameters of a list route. */
export function ApiPageQuery(): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } }),
    ApiQuery({ name: 'starting_after', required: false, description: 'id of the last record of the previous page' }),
    ApiQuery({ name: 'ending_before', required: false, description: 'id of the first record of the next page' }),
  );
}

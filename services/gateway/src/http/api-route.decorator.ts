import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  type ApiBodyOptions,
  type ApiHeaderOptions,
  type ApiParamOptions,
  type ApiQueryOptions,
  type ApiResponseOptions,
} from '@nestjs/swagger';
import { ApiErrorResponses } from './api-error.response.js';
import { ApiExpandQuery, type Expansions } from './expand-query.js';
import { ApiPageQuery } from './page-query.decorator.js';
import { parsedBodySchema, type SchemaObject } from './proto-json.js';

/** A success answer: an OpenAPI schema, or a DTO class Swagger reads. */
export type AnswerShape = SchemaObject | Type<unknown>;

/**
 * What OpenAPI says about one route. Each area keeps its routes' documentation in its `*.openapi.ts`
 * beside the schemas, and the controller names it in one decorator: `@ApiRoute(productionDocs.list)`.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Path parameters that need more than their name (a description, the values allowed). */
  params?: readonly ApiParamOptions[];
  /** A list route: `limit`, `starting_after` and `ending_before` (spec section 7). */
  paged?: boolean;
  /** Query parameters beside the page's. */
  query?: readonly ApiQueryOptions[];
  /** The `expand` values of a GET by id. */
  expand?: Expansions;
  headers?: readonly ApiHeaderOptions[];
  consumes?: string;
  /** The body, where its parameter does not document it (ProtoBody and its kin do; DTO classes are read). */
  body?: ApiBodyOptions;
  /** 200 with this body. */
  ok?: AnswerShape;
  /** 201 with this body. */
  created?: AnswerShape;
  /** Any other success answer (202, 204, a file). */
  responses?: readonly ApiResponseOptions[];
  /**
   * The route's own error statuses. Every route also documents 400 (hostile input is refused
   * everywhere), 503 and 504 (it answers through a service over Kafka); `@Access` adds the guard's.
   */
  errors?: readonly number[];
}

/** The OpenAPI decorators of one route, from its documentation. */
export function ApiRoute(doc: RouteDoc): MethodDecorator {
  return (target, key, descriptor) => {
    const parsed = parsedBodySchema(target, key);
    const body = doc.body ?? (parsed ? { schema: parsed } : undefined);
    return routeDecorators({ ...doc, body })(target, key, descriptor);
  };
}

function routeDecorators(doc: RouteDoc): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: doc.summary, ...(doc.description ? { description: doc.description } : {}) }),
    ...(doc.params ?? []).map((param) => ApiParam(param)),
    ...(doc.query ?? []).map((query) => ApiQuery(query)),
    ...(doc.paged ? [ApiPageQuery()] : []),
    ...(doc.expand ? [ApiExpandQuery(doc.expand)] : []),
    ...(doc.headers ?? []).map((header) => ApiHeader(header)),
    ...(doc.consumes ? [ApiConsumes(doc.consumes)] : []),
    ...(doc.body ? [ApiBody(doc.body)] : []),
    ...(doc.ok ? [ApiResponse(answer(200, doc.ok))] : []),
    ...(doc.created ? [ApiResponse(answer(201, doc.created))] : []),
    ...(doc.responses ?? []).map((response) => ApiResponse(response)),
    ApiErrorResponses(...(doc.errors ?? []), 503, 504),
  );
}

function answer(status: number, shape: AnswerShape): ApiResponseOptions {
  return typeof shape === 'function' ? { status, type: shape } : { status, schema: shape };
}

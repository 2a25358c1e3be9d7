import type { OpenAPIObject } from '@nestjs/swagger';
import { acceptsIdempotencyKey, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotency.js';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['post']>;
type Parameter = NonNullable<OperationObject['parameters']>[number];
type ParameterObject = Exclude<Parameter, { $ref: string }>;

const METHODS = ['post', 'patch'] as const;

const DESCRIPTION =
  'Makes a retry safe (Stripe’s semantics): the same key with the same request answers the first answer again ' +
  `(same status and body, with ${REPLAYED_HEADER}: true) for a day; with another request, 422 idempotencyKeyReused; ` +
  'while the first is under way, 409 idempotencyKeyInUse. Kept per member (per client address on public routes) ' +
  'and route; 5xx, 401, 403, 404, 409 and 429 answers are not kept, so a retry runs again.';

const HEADER: ParameterObject = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: DESCRIPTION,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
};

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorResponse' } } };

const IN_USE = `idempotencyKeyInUse: a request with this ${IDEMPOTENCY_HEADER} is still under way (Retry-After)`;
const REUSED = `idempotencyKeyReused: this ${IDEMPOTENCY_HEADER} was sent with another request`;

/**
 * Documents Idempotency-Key on every operation that takes it (the same test as the hooks,
 * acceptsIdempotencyKey; multipart uploads never do): the header, its 409 and 422, and the replay
 * header on success. An operation that already documents the header (the payments routes, which also
 * pass it to Stripe and allow fewer characters) keeps its schema with this description added.
 */
export function documentIdempotency(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    const routeUrl = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || !acceptsIdempotencyKey(method, routeUrl) || isMultipartOnly(operation)) {
        continue;
      }
      documentHeader(operation);
      documentRefusals(operation);
      documentReplays(operation);
    }
  }
}

function isMultipartOnly(operation: OperationObject): boolean {
  const body = operation.requestBody;
  const types = body && 'content' in body ? Object.keys(body.content) : [];
  return types.length > 0 && types.every((type) => type.startsWith('multipart/'));
}

function documentHeader(operation: OperationObject): void {
  const parameters: Parameter[] = operation.parameters ?? [];
  const own = parameters.find(
    (parameter): parameter is ParameterObject =>
      'name' in parameter && parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  if (own) {
    own.description = own.description ? `${DESCRIPTION} ${own.description}` : DESCRIPTION;
  } else {
    operation.parameters = [...parameters, { ...HEADER }];
  }
}

function documentRefusals(operation: OperationObject): void {
  const conflict = operation.responses['409'];
  operation.responses['409'] = {
    description: conflict && 'description' in conflict ? `${conflict.description}; or ${IN_USE}` : IN_USE,
    headers: {
      'Retry-After': {
        description: 'With idempotencyKeyInUse: whole seconds to wait before trying again',
        schema: { type: 'integer', minimum: 1 },
      },
    },
    content: ERROR_BODY,
  };
  operation.responses['422'] = { description: REUSED, content: ERROR_BODY };
}

function documentReplays(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2\d\d$/.test(status) || !response || !('description' in response)) {
      continue;
    }
    response.headers = {
      ...response.headers,
      [REPLAYED_HEADER]: {
        description: `"true" when this is the kept answer to an earlier request with the same ${IDEMPOTENCY_HEADER}`,
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
}

import type { OpenAPIObject } from '@nestjs/swagger';
import { isRateLimited } from './rate-limit.js';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

const RATE_LIMITED = 'tooManyRequests: over the rate limit per member (signed in) or per client address';

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Whole seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/**
 * Documents the rate limit's 429 on every operation it applies to (the same test as the limit itself,
 * isRateLimited), with the error body and Retry-After. An operation that already answers 429 for its
 * own throttle (sign-in, the mail routes) keeps its description with the rate limit added.
 */
export function documentRateLimit(document: OpenAPIObject): void {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRateLimited(path.replace(/\{([^}]+)\}/g, ':$1'))) {
      continue;
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) {
        continue;
      }
      const own = operation.responses['429'];
      const description = own && 'description' in own ? `${own.description}; or ${RATE_LIMITED}` : RATE_LIMITED;
      operation.responses['429'] = {
        description,
        headers: RETRY_AFTER,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorResponse' } } },
      };
    }
  }
}

import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';

/** The body of every error reply. */
export class ApiErrorResponse {
  @ApiProperty({ example: 'validationFailed', description: 'Stable error code; the console translates it' })
  code!: string;

  @ApiProperty({ example: 'limit must be a whole number from 1 to 100.' })
  message!: string;

  @ApiProperty({
    type: [String],
    example: ['limit'],
    description: 'Positional arguments of the message ({0}, {1}, ...)',
  })
  args!: string[];

  @ApiProperty({
    required: false,
    example: 'alreadyApplied-Ada Lovelace',
    description: 'Domain errors: "key-argument", the code and its first argument (spec section 8)',
  })
  error?: string;
}

const descriptions: Record<number, string> = {
  400: 'validationFailed or malformedRequest (on any route: NUL characters, a repeated query parameter, a body nested too deep)',
  401: 'unauthorized',
  403: 'forbidden: the caller may not do this',
  404: 'routeNotFound, featureDisabled, or the record does not exist for this caller',
  409: 'the record’s state does not allow it',
  429: 'too many attempts: wait for Retry-After',
  503: 'upstreamUnavailable: the service could not be reached',
  504: 'upstreamTimeout: the service did not answer in time',
};

/**
 * Documents the error replies of a route, each with the shared error body. 400 is always among them:
 * every route refuses hostile input before its handler runs (NUL characters, a query parameter given
 * twice, a body nested too deep: src/http/hostile-input.ts), whatever else it validates.
 */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return ApiErrorStatuses(400, ...statuses);
}

/** Documents these error replies only (a decorator adding a route's refusals beside ApiErrorResponses). */
export function ApiErrorStatuses(...statuses: number[]): MethodDecorator & ClassDecorator {
  const all = [...new Set(statuses)].sort((a, b) => a - b);
  return applyDecorators(
    ...all.map((status) =>
      ApiResponse({ status, description: descriptions[status] ?? 'error', type: ApiErrorResponse }),
    ),
  );
}

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
  400: 'validationFailed or malformedRequest',
  401: 'unauthorized',
  404: 'routeNotFound',
  503: 'upstreamUnavailable: the service could not be reached',
  504: 'upstreamTimeout: the service did not answer in time',
};

/** Documents the error replies of a route, each with the shared error body. */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: descriptions[status] ?? 'error', type: ApiErrorResponse }),
    ),
  );
}

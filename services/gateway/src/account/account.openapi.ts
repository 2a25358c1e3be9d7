import { ApiProperty } from '@nestjs/swagger';
import { AccessTokenResponse } from '../auth/auth.openapi.js';
import type { RouteDoc } from '../http/api-route.decorator.js';

export class CreateAccountResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: AccessTokenResponse, description: 'A session with the new account selected' })
  session!: AccessTokenResponse;
}

export const accountDocs = {
  create: {
    summary: 'Create an account (the caller becomes its owner) and a session with it selected',
    created: CreateAccountResponse,
  },
} satisfies Record<string, RouteDoc>;

import { create } from '@bufbuild/protobuf';
import { GetMeRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '../identity/identity.calls.js';
import type { Caller } from './access-token.verifier.js';
import { AuthenticatedGuard, CurrentCaller } from './authenticated.guard.js';
import { MeResponse } from './auth.requests.js';

@ApiTags('auth')
@ApiBearerAuth('access')
@UseGuards(AuthenticatedGuard)
@Controller('api/auth/me')
export class MeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in member' })
  @ApiOkResponse({ type: MeResponse })
  @ApiErrorResponses(401, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller): Promise<MeResponse> {
    const me = await this.rpc.send(IdentityCalls.getMe, create(GetMeRequestSchema, { userId: caller.userId }));
    return {
      id: me.id,
      email: me.email,
      emailVerified: me.emailVerified,
      displayName: me.displayName,
      firstName: me.firstName,
      lastName: me.lastName,
      timezone: me.timezone,
      language: me.language,
    };
  }
}

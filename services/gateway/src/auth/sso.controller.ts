import { create } from '@bufbuild/protobuf';
import { ExchangeSsoRequestSchema } from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { IdentityCalls } from '@callsheet/contracts';
import { accessTokenResponse, SsoExchangeRequest, SsoExchangeResponse } from './auth.requests.js';

/** The single-sign-on hand-off (spec sections 4 and 7): a one-time token for a session. */
@ApiTags('auth')
@Controller('public/sso')
export class SsoController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Exchange a one-time hand-off token for a sign-in token (result) with the account selected',
  })
  @ApiOkResponse({ type: SsoExchangeResponse })
  @ApiErrorResponses(400, 404, 409, 410, 503, 504)
  async exchange(@Body() body: SsoExchangeRequest): Promise<SsoExchangeResponse> {
    const session = accessTokenResponse(
      await this.rpc.send(IdentityCalls.exchangeSso, create(ExchangeSsoRequestSchema, body)),
    );
    return { result: session.accessToken, ...session };
  }
}

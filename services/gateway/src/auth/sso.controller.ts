import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ssoDocs } from './auth.openapi.js';
import { SsoExchangeRequest } from './auth.requests.js';
import { IdentityClient } from './identity.client.js';

/** The single-sign-on hand-off (spec sections 4 and 7): a one-time token for a session. */
@ApiTags('auth')
@Controller('public/sso')
export class SsoController {
  constructor(private readonly identity: IdentityClient) {}

  @Post()
  @HttpCode(200)
  @ApiRoute(ssoDocs.exchange)
  exchange(@Body() body: SsoExchangeRequest) {
    return this.identity.exchangeSso(body);
  }
}

import { Body, Controller, Get, HttpCode, Ip, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { signedIn } from '../access/route-access.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import type { Caller } from './access-token.verifier.js';
import { AccountMembershipResponse, meDocs } from './auth.openapi.js';
import { ChangeEmailRequest, ChangePasswordRequest, SelectAccountRequest, UpdateMeRequest } from './auth.requests.js';
import { IdentityClient } from './identity.client.js';

/** The signed-in member: their record, preferences, email, password and sign-out. */
@ApiTags('auth')
@ApiExtraModels(AccountMembershipResponse)
@ApiBearerAuth('access')
@Controller('api/auth')
export class MeController {
  constructor(private readonly identity: IdentityClient) {}

  @Get('me')
  @Access(signedIn())
  @ApiRoute(meDocs.get)
  async get(@CurrentCaller() caller: Caller) {
    // Whether the member is a platform operator, as their token says (what /ops accepts).
    return { ...((await this.identity.me(caller)) as object), operator: caller.operator };
  }

  @Patch('me')
  @Access(signedIn())
  @ApiRoute(meDocs.update)
  async update(@CurrentCaller() caller: Caller, @Body() body: UpdateMeRequest) {
    return { ...((await this.identity.updateMe(caller, body)) as object), operator: caller.operator };
  }

  @Post('session')
  @HttpCode(200)
  @Access(signedIn())
  @ApiRoute(meDocs.selectAccount)
  selectAccount(@CurrentCaller() caller: Caller, @Body() body: SelectAccountRequest) {
    return this.identity.selectAccount(caller, body);
  }

  @Post('password')
  @HttpCode(204)
  @Access(signedIn())
  @ApiRoute(meDocs.changePassword)
  changePassword(@CurrentCaller() caller: Caller, @Body() body: ChangePasswordRequest, @Ip() clientIp: string) {
    return this.identity.changePassword(caller, body, clientIp);
  }

  @Post('email')
  @HttpCode(202)
  @Access(signedIn())
  @ApiRoute(meDocs.changeEmail)
  changeEmail(@CurrentCaller() caller: Caller, @Body() body: ChangeEmailRequest, @Ip() clientIp: string) {
    return this.identity.changeEmail(caller, body, clientIp);
  }

  @Post('clearSession')
  @HttpCode(204)
  @Access(signedIn())
  @ApiRoute(meDocs.clearSession)
  clearSession(@CurrentCaller() caller: Caller) {
    return this.identity.clearSession(caller);
  }
}

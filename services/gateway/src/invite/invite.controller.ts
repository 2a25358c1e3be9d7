import type { PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountAdmins, signedIn } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { IdentityClient } from '../auth/identity.client.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { inviteDocs } from './invite.openapi.js';
import { CreateInviteRequest } from './invite.requests.js';

/** Invitations to join an account (spec sections 4 and 7: invite tokens), and the pending ones. */
@ApiTags('invites')
@Controller()
export class InviteController {
  constructor(private readonly identity: IdentityClient) {}

  @Post('api/account/invites')
  @ApiBearerAuth('access')
  @Access(accountAdmins())
  @ApiRoute(inviteDocs.create)
  create(@CurrentCaller() caller: Caller, @Body() body: CreateInviteRequest) {
    return this.identity.createInvite(caller, body);
  }

  @Get('api/account/invites')
  @ApiBearerAuth('access')
  @Access(accountAdmins())
  @ApiRoute(inviteDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.identity.pendingInvites(caller, page);
  }

  @Delete('api/account/invites/:id')
  @ApiBearerAuth('access')
  @Access(accountAdmins())
  @ApiRoute(inviteDocs.revoke)
  revoke(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.identity.revokeInvite(caller, id);
  }

  @Post('api/account/invites/:id/resend')
  @HttpCode(200)
  @ApiBearerAuth('access')
  @Access(accountAdmins())
  @ApiRoute(inviteDocs.resend)
  resend(@CurrentCaller() caller: Caller, @Param('id') id: string, @Ip() clientIp: string) {
    return this.identity.resendInvite(caller, id, clientIp);
  }

  @Get('public/token/:token/info')
  @ApiRoute(inviteDocs.info)
  info(@Param('token') token: string) {
    return this.identity.inviteInfo(token);
  }

  @Post('api/token/:token/process')
  @HttpCode(200)
  @ApiBearerAuth('access')
  @Access(signedIn())
  @ApiRoute(inviteDocs.process)
  process(@CurrentCaller() caller: Caller, @Param('token') token: string) {
    return this.identity.acceptInvite(caller, token);
  }
}

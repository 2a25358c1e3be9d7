import type { PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountAdmins, signedIn } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { IdentityClient } from '../auth/identity.client.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { accountDocs } from './account.openapi.js';
import { ChangeMemberRoleRequest, CreateAccountRequest } from './account.requests.js';

/** Accounts and their members. Role changes are for owners: identity refuses an admin (403 notAllowed). */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account')
export class AccountController {
  constructor(private readonly identity: IdentityClient) {}

  @Post()
  @Access(signedIn())
  @ApiRoute(accountDocs.create)
  create(@CurrentCaller() caller: Caller, @Body() body: CreateAccountRequest) {
    return this.identity.createAccount(caller, body);
  }

  @Get('members')
  @Access(accountAdmins())
  @ApiRoute(accountDocs.members)
  members(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.identity.members(caller, page);
  }

  @Patch('members/:userId')
  @Access(accountAdmins())
  @ApiRoute(accountDocs.changeMemberRole)
  changeMemberRole(
    @CurrentCaller() caller: Caller,
    @Param('userId') userId: string,
    @Body() body: ChangeMemberRoleRequest,
  ) {
    return this.identity.changeMemberRole(caller, userId, body);
  }

  @Delete('members/:userId')
  @Access(accountAdmins())
  @ApiRoute(accountDocs.removeMember)
  removeMember(@CurrentCaller() caller: Caller, @Param('userId') userId: string) {
    return this.identity.removeMember(caller, userId);
  }
}

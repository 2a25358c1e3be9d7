import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { signedIn } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { IdentityClient } from '../auth/identity.client.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { accountDocs } from './account.openapi.js';
import { CreateAccountRequest } from './account.requests.js';

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
}

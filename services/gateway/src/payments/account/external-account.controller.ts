import type { JsonObject } from '@bufbuild/protobuf';
import type { PageRequest } from '@callsheet/kernel';
import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins, inAccount } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { ExpandQuery } from '../../http/expand-query.js';
import { PageQuery } from '../../http/page-query.decorator.js';
import { PaymentsAccountClient } from './payments-account.client.js';
import { STRIPE_OBJECT_EXPANSIONS } from './payments-account.expand.js';
import { externalAccountDocs } from './payments-account.openapi.js';
import { IdempotencyKey, StripeBody } from './payments-account.requests.js';

/**
 * Where the account’s payouts go (spec section 3): bank accounts and debit cards, with instant
 * eligibility. Every member reads them; owners and admins change them.
 */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/stripe/account/external')
export class ExternalAccountController {
  constructor(private readonly payments: PaymentsAccountClient) {}

  @Get()
  @Access(inAccount('account'))
  @ApiRoute(externalAccountDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.payments.externalAccounts.list(caller, page);
  }

  @Get(':id')
  @Access(inAccount('account'))
  @ApiRoute(externalAccountDocs.get)
  get(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ExpandQuery(STRIPE_OBJECT_EXPANSIONS) expand: string[],
  ) {
    return this.payments.externalAccounts.get(caller, id, expand);
  }

  @Post()
  @Access(accountAdmins())
  @ApiRoute(externalAccountDocs.create)
  create(@CurrentCaller() caller: Caller, @StripeBody() fields: JsonObject, @IdempotencyKey() commandId: string) {
    return this.payments.externalAccounts.create(caller, fields, commandId);
  }

  @Patch(':id')
  @Access(accountAdmins())
  @ApiRoute(externalAccountDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @StripeBody() fields: JsonObject,
    @IdempotencyKey() commandId: string,
  ) {
    return this.payments.externalAccounts.update(caller, id, fields, commandId);
  }

  @Delete(':id')
  @Access(accountAdmins())
  @ApiRoute(externalAccountDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string, @IdempotencyKey() commandId: string) {
    return this.payments.externalAccounts.delete(caller, id, commandId);
  }
}

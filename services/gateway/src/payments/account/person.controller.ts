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
import { personDocs } from './payments-account.openapi.js';
import { IdempotencyKey, StripeBody } from './payments-account.requests.js';

/**
 * The persons of the account’s connected account (spec section 3: representative, owners, directors).
 * Every member reads them; owners and admins change them.
 */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account/person')
export class PersonController {
  constructor(private readonly payments: PaymentsAccountClient) {}

  @Get()
  @Access(inAccount('account'))
  @ApiRoute(personDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.payments.persons.list(caller, page);
  }

  @Get(':id')
  @Access(inAccount('account'))
  @ApiRoute(personDocs.get)
  get(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ExpandQuery(STRIPE_OBJECT_EXPANSIONS) expand: string[],
  ) {
    return this.payments.persons.get(caller, id, expand);
  }

  @Post()
  @Access(accountAdmins())
  @ApiRoute(personDocs.create)
  create(@CurrentCaller() caller: Caller, @StripeBody() person: JsonObject, @IdempotencyKey() commandId: string) {
    return this.payments.persons.create(caller, person, commandId);
  }

  @Patch(':id')
  @Access(accountAdmins())
  @ApiRoute(personDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @StripeBody() person: JsonObject,
    @IdempotencyKey() commandId: string,
  ) {
    return this.payments.persons.update(caller, id, person, commandId);
  }

  @Delete(':id')
  @Access(accountAdmins())
  @ApiRoute(personDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string, @IdempotencyKey() commandId: string) {
    return this.payments.persons.delete(caller, id, commandId);
  }
}

import type { PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins, inAccount } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { PageQuery } from '../../http/page-query.decorator.js';
import { IdempotencyKey } from '../account/payments-account.requests.js';
import { PaymentsBillingClient } from './billing.client.js';
import { billingDocs } from './billing.openapi.js';
import { AttachPaymentMethodRequest, SetupIntentRequest, UpdateBillingRequest } from './billing.requests.js';

/**
 * The selected account as a payer (spec section 2, account settings tab Billing): every member sees how
 * it pays; owners and admins change it.
 */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account/billing')
export class BillingController {
  constructor(private readonly billing: PaymentsBillingClient) {}

  @Get()
  @Access(inAccount('account'))
  @ApiRoute(billingDocs.get)
  get(@CurrentCaller() caller: Caller) {
    return this.billing.get(caller);
  }

  @Patch()
  @Access(accountAdmins())
  @ApiRoute(billingDocs.update)
  update(@CurrentCaller() caller: Caller, @Body() body: UpdateBillingRequest, @IdempotencyKey() key: string) {
    return this.billing.update(caller, body, key);
  }

  @Post('setup-intent')
  @Access(accountAdmins())
  @ApiRoute(billingDocs.setupIntent)
  setupIntent(@CurrentCaller() caller: Caller, @Body() body: SetupIntentRequest, @IdempotencyKey() key: string) {
    return this.billing.setupIntent(caller, body, key);
  }

  @Get('payment-methods')
  @Access(inAccount('account'))
  @ApiRoute(billingDocs.listMethods)
  listMethods(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.billing.listMethods(caller, page);
  }

  @Post('payment-methods')
  @Access(accountAdmins())
  @ApiRoute(billingDocs.attach)
  attach(@CurrentCaller() caller: Caller, @Body() body: AttachPaymentMethodRequest, @IdempotencyKey() key: string) {
    return this.billing.attach(caller, body, key);
  }

  @Post('payment-methods/:id/default')
  @HttpCode(200)
  @Access(accountAdmins())
  @ApiRoute(billingDocs.setDefault)
  setDefault(@CurrentCaller() caller: Caller, @Param('id') id: string, @IdempotencyKey() key: string) {
    return this.billing.setDefault(caller, id, key);
  }

  @Delete('payment-methods/:id')
  @Access(accountAdmins())
  @ApiRoute(billingDocs.detach)
  detach(@CurrentCaller() caller: Caller, @Param('id') id: string, @IdempotencyKey() key: string) {
    return this.billing.detach(caller, id, key);
  }
}

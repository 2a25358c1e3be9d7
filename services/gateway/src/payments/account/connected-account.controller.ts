import type { JsonObject } from '@bufbuild/protobuf';
import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins, inAccount } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { PaymentsAccountClient } from './payments-account.client.js';
import { connectedAccountDocs } from './payments-account.openapi.js';
import { AccountLinkRequest, IdempotencyKey, PayoutRequest, StripeBody } from './payments-account.requests.js';

/**
 * The selected account's Stripe side (spec sections 3 and 7): details and status, the fields a user
 * may change, Stripe's hosted onboarding and Express dashboard (express accounts), the balance, and
 * instant payouts with the fee shown before confirming. Money leaves the platform account, and the
 * payment side changes, by owners and admins only.
 */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account')
export class ConnectedAccountController {
  constructor(private readonly payments: PaymentsAccountClient) {}

  @Get()
  @Access(inAccount('account'))
  @ApiRoute(connectedAccountDocs.get)
  get(@CurrentCaller() caller: Caller) {
    return this.payments.getAccount(caller);
  }

  @Patch()
  @Access(accountAdmins())
  @ApiRoute(connectedAccountDocs.update)
  update(@CurrentCaller() caller: Caller, @StripeBody() fields: JsonObject, @IdempotencyKey() commandId: string) {
    return this.payments.updateAccount(caller, fields, commandId);
  }

  @Post('onboarding-link')
  @Access(accountAdmins())
  @ApiRoute(connectedAccountDocs.onboardingLink)
  onboardingLink(
    @CurrentCaller() caller: Caller,
    @Body() body: AccountLinkRequest,
    @IdempotencyKey() commandId: string,
  ) {
    return this.payments.onboardingLink(caller, body, commandId);
  }

  @Post('dashboard-link')
  @Access(accountAdmins())
  @ApiRoute(connectedAccountDocs.dashboardLink)
  dashboardLink(@CurrentCaller() caller: Caller, @IdempotencyKey() commandId: string) {
    return this.payments.dashboardLink(caller, commandId);
  }

  @Get('balance')
  @Access(inAccount('account'))
  @ApiRoute(connectedAccountDocs.balance)
  balance(@CurrentCaller() caller: Caller) {
    return this.payments.balance(caller);
  }

  @Post('payout/quote')
  @HttpCode(200)
  @Access(accountAdmins())
  @ApiRoute(connectedAccountDocs.quote)
  quote(@CurrentCaller() caller: Caller, @Body() body: PayoutRequest) {
    return this.payments.quotePayout(caller, body);
  }

  @Post('payout')
  @Access(accountAdmins())
  @ApiRoute(connectedAccountDocs.payout)
  payout(@CurrentCaller() caller: Caller, @Body() body: PayoutRequest, @IdempotencyKey() commandId: string) {
    return this.payments.payout(caller, body, commandId);
  }
}

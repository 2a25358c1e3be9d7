import { create } from '@bufbuild/protobuf';
import {
  ConnectedAccountRefSchema,
  InstantPayoutRequestSchema,
  UpdateConnectedAccountRequestSchema,
} from '@callsheet/contracts';
import { RpcClient } from '@callsheet/kernel';
import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import type { SchemaObject } from '../../http/proto-json.js';
import { PaymentsAccountCalls } from '@callsheet/contracts';
import {
  balanceSchema,
  connectedAccountSchema,
  IDEMPOTENCY_HEADER,
  payoutQuoteSchema,
  payoutSchema,
} from './payments-account.openapi.js';
import {
  accountJson,
  balanceJson,
  idempotencyKeyOf,
  payoutBody,
  payoutJson,
  quoteJson,
  stripeBody,
} from './payments-account.rest.js';

const payoutBodySchema = {
  type: 'object',
  required: ['amount'],
  properties: {
    amount: { type: 'integer', minimum: 1, description: 'Minor units leaving the balance; the fee comes out of it' },
    currency: { type: 'string', example: 'usd' },
  },
} satisfies SchemaObject;

/**
 * The selected account's Stripe side (spec sections 3 and 7): details and status, the fields a user
 * may change, the balance, and instant payouts with the fee shown before confirming.
 */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/account')
export class ConnectedAccountController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'The account’s payment details and status',
    description:
      'Stripe’s fields in Stripe’s names (business_profile with mcc and url, company, individual, support contacts, tax id masked, tos_acceptance, settings.payouts.schedule, charges_enabled), our status (unknown, restricted, complete, enabled, restrictedSoon, rejected, pending) and the requirements as messages.',
  })
  @ApiOkResponse({ schema: connectedAccountSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.getAccount,
      create(ConnectedAccountRefSchema, { accountId: accountOf(caller) }),
    );
    return accountJson(view);
  }

  @Patch()
  @ApiOperation({
    summary: 'Change the account’s payment details (only the fields given, in Stripe’s names)',
    description:
      'business_profile (mcc, url, name, product_description, support_email, support_phone, support_url, support_address), company (name, phone, tax_id, address, owners_provided, ...), individual (names, email, phone, dob, address, ssn_last_4, id_number, verification.document.front/back file ids), email, tos_acceptance or tos_shown_and_accepted (custom accounts), settings.payouts.schedule. company.owners_provided: true needs every owner holding 25% or more to be complete.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiBody({ schema: { type: 'object' } })
  @ApiOkResponse({ schema: connectedAccountSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Body() body: unknown, @Req() request: FastifyRequest) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.updateAccount,
      create(UpdateConnectedAccountRequestSchema, {
        accountId: accountOf(caller),
        fields: stripeBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return accountJson(view);
  }

  @Get('balance')
  @ApiOperation({ summary: 'The account’s balance: available and pending, per currency, in minor units' })
  @ApiOkResponse({ schema: balanceSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async balance(@CurrentCaller() caller: Caller) {
    const balance = await this.rpc.send(
      PaymentsAccountCalls.getBalance,
      create(ConnectedAccountRefSchema, { accountId: accountOf(caller) }),
    );
    return balanceJson(balance);
  }

  @Post('payout/quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'What an instant payout of this amount would cost: fee and net, before confirming',
    description:
      '409 instantPayoutNotSupported where Stripe offers none, instantPayoutNotEligible without a bank account or debit card that takes them.',
  })
  @ApiBody({ schema: payoutBodySchema })
  @ApiOkResponse({ schema: payoutQuoteSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async quote(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const quote = await this.rpc.send(
      PaymentsAccountCalls.quoteInstantPayout,
      create(InstantPayoutRequestSchema, { accountId: accountOf(caller), ...payoutBody(body) }),
    );
    return quoteJson(quote);
  }

  @Post('payout')
  @ApiOperation({ summary: 'Confirm an instant payout of this amount (the quoted fee comes out of it)' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiBody({ schema: payoutBodySchema })
  @ApiResponse({ status: 201, schema: payoutSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async payout(@CurrentCaller() caller: Caller, @Body() body: unknown, @Req() request: FastifyRequest) {
    const payout = await this.rpc.send(
      PaymentsAccountCalls.createInstantPayout,
      create(InstantPayoutRequestSchema, {
        accountId: accountOf(caller),
        ...payoutBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return payoutJson(payout);
  }
}

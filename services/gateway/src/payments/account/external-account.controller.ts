import { create } from '@bufbuild/protobuf';
import { SaveExternalAccountRequestSchema } from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import type { SchemaObject } from '../../http/proto-json.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { PaymentsAccountCalls } from '@callsheet/contracts';
import {
  IDEMPOTENCY_HEADER,
  stripeObjectDeletedSchema,
  stripeObjectPageSchema,
  stripeObjectSchema,
} from './payments-account.openapi.js';
import { deleteStripeObject, getStripeObject, listStripeObjects } from './stripe-object.routes.js';
import { idempotencyKeyOf, stripeBody } from './payments-account.rest.js';

const createBody = {
  type: 'object',
  required: ['external_account'],
  properties: {
    external_account: {
      description:
        'A Stripe.js token (tok_... card, btok_... bank account) or a US bank account {account_number, routing_number, account_holder_name, account_holder_type}',
    },
    default_for_currency: { type: 'boolean' },
  },
} satisfies SchemaObject;

const updateBody = {
  type: 'object',
  properties: {
    account_holder_name: { type: 'string' },
    account_holder_type: { type: 'string', enum: ['individual', 'company'] },
    default_for_currency: { type: 'boolean' },
  },
} satisfies SchemaObject;

/** Where the account’s payouts go (spec section 3): bank accounts and debit cards, with instant eligibility. */
@ApiTags('account')
@ApiBearerAuth('access')
@Controller('api/stripe/account/external')
export class ExternalAccountController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The account’s bank accounts and cards (cursors are their ids)' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: stripeObjectPageSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return listStripeObjects(this.rpc, PaymentsAccountCalls.listExternalAccounts, caller, page);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One bank account or card (available_payout_methods lists instant when eligible)' })
  @ApiOkResponse({ schema: stripeObjectSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return getStripeObject(this.rpc, PaymentsAccountCalls.getExternalAccount, caller, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a bank account or card: a token, or a US bank account (routing number checked)' })
  @ApiBody({ schema: createBody })
  @ApiResponse({ status: 201, schema: stripeObjectSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown, @Req() request: FastifyRequest) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.createExternalAccount,
      create(SaveExternalAccountRequestSchema, {
        accountId: accountOf(caller),
        fields: stripeBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return view.object ?? {};
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the holder’s name or type, or make it the default for its currency' })
  @ApiBody({ schema: updateBody })
  @ApiOkResponse({ schema: stripeObjectSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const view = await this.rpc.send(
      PaymentsAccountCalls.updateExternalAccount,
      create(SaveExternalAccountRequestSchema, {
        accountId: accountOf(caller),
        id,
        fields: stripeBody(body),
        commandId: idempotencyKeyOf(request),
      }),
    );
    return view.object ?? {};
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a bank account or card' })
  @ApiOkResponse({ schema: stripeObjectDeletedSchema })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string, @Req() request: FastifyRequest) {
    return deleteStripeObject(this.rpc, PaymentsAccountCalls.deleteExternalAccount, caller, id, request);
  }
}

import { create } from '@bufbuild/protobuf';
import {
  CreateInvoiceRequestSchema,
  InvoiceActionRequestSchema,
  InvoiceActionResultSchema,
  InvoiceRefSchema,
  InvoiceSchema,
  ListInvoicesRequestSchema,
} from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { bodyAs } from '../../connections/connections.requests.js';
import { ApiErrorResponses } from '../../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../../http/page-query.decorator.js';
import { protoJsonSchema, protoPageSchema, toRestJson } from '../../http/proto-json.js';
import { pageMessage } from '../../http/rpc-page.js';
import { PaymentsInvoiceCalls } from '@callsheet/contracts';

const ACTIONS = ['finalize', 'markPaid', 'void', 'markUncollectible', 'send', 'charge', 'creditNote', 'pdf'];

const STATE_MACHINE_DOC = [
  'Our state machine mirrors Stripe’s (spec section 4): draft → open (finalize) → paid (markPaid: collected',
  'outside the platform; charge: the payment method on file), void or uncollectible; after uncollectible only',
  'paid or void; send, creditNote on open (creditNote on paid too); pdf once finalized. A refused action answers',
  '409 invoiceActionNotAllowed with args [status, action]; charge without a payment method on file answers 409',
  'noValidPaymentMethods. A paid invoice’s amount is transferred to the talent and representatives by the deal',
  'memo split (a minor’s trust share paid out to the trust account).',
].join(' ');

/** Invoices of accepted applications (spec sections 3, 4 and 7). */
@ApiTags('invoice')
@ApiBearerAuth('access')
@Controller('api/stripe/invoice')
export class InvoiceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The account’s invoices (it pays them), newest first' })
  @ApiQuery({ name: 'status', required: false, enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] })
  @ApiQuery({ name: 'applicationId', required: false })
  @ApiPageQuery()
  @ApiOkResponse({ schema: protoPageSchema(InvoiceSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(
    @CurrentCaller() caller: Caller,
    @Query('status') status: string | undefined,
    @Query('applicationId') applicationId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    const result = await this.rpc.send(
      PaymentsInvoiceCalls.listInvoices,
      create(ListInvoicesRequestSchema, {
        accountId: accountOf(caller),
        status: status || undefined,
        applicationId: applicationId || undefined,
        page: pageMessage(page),
      }),
    );
    return { data: result.data.map((invoice) => toRestJson(InvoiceSchema, invoice)), has_more: result.hasMore };
  }

  @Post('application/:id')
  @ApiOperation({
    summary: 'Invoice an accepted application from its deal memo (the job’s account only)',
    description:
      'The deal memo gives the first line (rate type, quantity, unit rate; taxRatesBps and coupons apply to it); items adds lines. prefix: 1 to 12 uppercase letters or digits. billingMethod charge_automatically (default) or send_invoice with a dueDate after today. finalizeAt schedules the finalization (queue invoice-finalization). 404 applicationNotFound, 403 notOwner, 409 applicationNotInvoiceable.',
  })
  @ApiParam({ name: 'id', description: 'The application' })
  @ApiBody({ schema: protoJsonSchema(CreateInvoiceRequestSchema, { omit: ['accountId', 'applicationId'] }) })
  @ApiResponse({ status: 201, schema: protoJsonSchema(InvoiceSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const request = bodyAs(CreateInvoiceRequestSchema, body ?? {}, ['accountId', 'applicationId']);
    request.accountId = accountOf(caller);
    request.applicationId = id;
    return toRestJson(InvoiceSchema, await this.rpc.send(PaymentsInvoiceCalls.createInvoice, request));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One invoice: lines with their figures, display status, allowed actions' })
  @ApiOkResponse({ schema: protoJsonSchema(InvoiceSchema) })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return toRestJson(
      InvoiceSchema,
      await this.rpc.send(
        PaymentsInvoiceCalls.getInvoice,
        create(InvoiceRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a draft permanently (here and at Stripe); other statuses answer 409' })
  @ApiOkResponse({ schema: protoJsonSchema(InvoiceSchema) })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return toRestJson(
      InvoiceSchema,
      await this.rpc.send(
        PaymentsInvoiceCalls.deleteInvoice,
        create(InvoiceRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Post(':id/:action')
  @HttpCode(200)
  @ApiOperation({ summary: 'An invoice action', description: STATE_MACHINE_DOC })
  @ApiParam({ name: 'action', enum: ACTIONS })
  @ApiBody({
    required: false,
    schema: {
      type: 'object',
      properties: {
        creditAmount: { type: 'integer', description: 'creditNote: cents (the whole invoice by default)' },
        creditReason: {
          type: 'string',
          enum: ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'],
        },
        creditMemo: { type: 'string' },
      },
    },
  })
  @ApiOkResponse({ schema: protoJsonSchema(InvoiceActionResultSchema) })
  @ApiErrorResponses(400, 401, 402, 403, 404, 409, 503, 504)
  async action(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    const request = bodyAs(InvoiceActionRequestSchema, body ?? {}, ['accountId', 'id', 'action', 'commandId']);
    request.accountId = accountOf(caller);
    request.id = id;
    request.action = action;
    // A client retrying a send, charge or credit note passes the same Idempotency-Key.
    request.commandId = idempotencyKey || undefined;
    return toRestJson(InvoiceActionResultSchema, await this.rpc.send(PaymentsInvoiceCalls.invoiceAction, request));
  }
}

import {
  CreateInvoiceRequestSchema,
  InvoiceActionRequestSchema,
  InvoiceDraftFieldsSchema,
  type CreateInvoiceRequest,
  type InvoiceActionRequest,
  type InvoiceDraftFields,
} from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../../access/access.decorator.js';
import { CurrentCaller } from '../../access/api-access.guard.js';
import { accountAdmins, inAccount, INVOICE_ACTION_ROLES } from '../../access/route-access.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import { ApiRoute } from '../../http/api-route.decorator.js';
import { PageQuery } from '../../http/page-query.decorator.js';
import { ProtoBody, ProtoPatchBody, type ProtoPatch } from '../../http/proto-json.js';
import { PaymentsInvoiceClient } from './payments-invoice.client.js';
import { invoiceDocs } from './payments-invoice.openapi.js';

/** Invoices of accepted applications (spec sections 3, 4 and 7). */
@ApiTags('invoice')
@ApiBearerAuth('access')
@Controller('api/stripe/invoice')
export class InvoiceController {
  constructor(private readonly invoices: PaymentsInvoiceClient) {}

  @Get()
  @Access(inAccount('invoices'))
  @ApiRoute(invoiceDocs.list)
  list(
    @CurrentCaller() caller: Caller,
    @Query('status') status: string | undefined,
    @Query('applicationId') applicationId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.invoices.listInvoices(caller, { status, applicationId }, page);
  }

  @Post('application/:id')
  @Access(inAccount('invoices'))
  @ApiRoute(invoiceDocs.create)
  create(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoBody(CreateInvoiceRequestSchema, { reserved: ['accountId', 'applicationId'], optional: true })
    body: CreateInvoiceRequest,
  ) {
    return this.invoices.createInvoice(caller, id, body);
  }

  @Get(':id')
  @Access(inAccount('invoices'))
  @ApiRoute(invoiceDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.invoices.getInvoice(caller, id);
  }

  /** Drafts only: the money it asks for is set by owners and admins. */
  @Patch(':id')
  @Access(accountAdmins('invoices'))
  @ApiRoute(invoiceDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(InvoiceDraftFieldsSchema) update: ProtoPatch<InvoiceDraftFields>,
  ) {
    return this.invoices.updateInvoice(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('invoices'))
  @ApiRoute(invoiceDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.invoices.deleteInvoice(caller, id);
  }

  /** The money-moving actions (pay and charge among them) are for owners and admins; send and pdf for every member. */
  @Post(':id/:action')
  @HttpCode(200)
  @Access(inAccount('invoices'), { rolesByParam: INVOICE_ACTION_ROLES })
  @ApiRoute(invoiceDocs.action)
  action(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Param('action') action: string,
    @ProtoBody(InvoiceActionRequestSchema, { reserved: ['accountId', 'id', 'action', 'commandId'], optional: true })
    body: InvoiceActionRequest,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.invoices.invoiceAction(caller, id, action, body, idempotencyKey);
  }
}

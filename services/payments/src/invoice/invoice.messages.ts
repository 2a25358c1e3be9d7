import type { JsonValue } from '@bufbuild/protobuf';
import {
  CreateInvoiceRequestSchema,
  InvoiceActionRequestSchema,
  InvoiceRefSchema,
  ListInvoicesRequestSchema,
  PaymentsInvoiceCalls,
  UpdateInvoiceRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { CreateInvoiceCommand } from './commands/create-invoice/create-invoice.command.js';
import { DeleteInvoiceCommand } from './commands/delete-invoice/delete-invoice.command.js';
import { InvoiceActionCommand } from './commands/invoice-action/invoice-action.command.js';
import { UpdateInvoiceCommand } from './commands/update-invoice/update-invoice.command.js';
import { InvoiceViews } from './invoice.views.js';
import { GetInvoiceQuery } from './queries/get-invoice/get-invoice.query.js';
import { ListInvoicesQuery } from './queries/list-invoices/list-invoices.query.js';

/** Kafka transport for invoices: decode, dispatch one command or query, encode. */
@Controller()
export class InvoiceMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly views: InvoiceViews,
  ) {}

  @RpcHandler(PaymentsInvoiceCalls.createInvoice)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, applicationId, ...input } = plainInput(decodeRequest(CreateInvoiceRequestSchema, payload));
    return this.views.one(await this.commandBus.execute(new CreateInvoiceCommand(accountId, applicationId, input)));
  }

  @RpcHandler(PaymentsInvoiceCalls.getInvoice)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(InvoiceRefSchema, payload);
    return this.views.one(await this.queryBus.execute(new GetInvoiceQuery(accountId, id)));
  }

  @RpcHandler(PaymentsInvoiceCalls.listInvoices)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, status, applicationId, page } = decodeRequest(ListInvoicesRequestSchema, payload);
    return this.views.page(
      await this.queryBus.execute(new ListInvoicesQuery(accountId, status, applicationId, pageOf(page))),
    );
  }

  @RpcHandler(PaymentsInvoiceCalls.updateInvoice)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateInvoiceRequestSchema, payload);
    const input = fields ? plainInput(fields) : {};
    return this.views.one(await this.commandBus.execute(new UpdateInvoiceCommand(accountId, id, input, fieldMask)));
  }

  @RpcHandler(PaymentsInvoiceCalls.deleteInvoice)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(InvoiceRefSchema, payload);
    return this.views.one(await this.commandBus.execute(new DeleteInvoiceCommand(accountId, id)));
  }

  @RpcHandler(PaymentsInvoiceCalls.invoiceAction)
  async action(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, action, commandId, creditAmount, creditReason, creditMemo, paymentMethod } = decodeRequest(
      InvoiceActionRequestSchema,
      payload,
    );
    const outcome = await this.commandBus.execute(
      new InvoiceActionCommand(accountId, id, action, {
        commandId,
        creditAmount,
        creditReason,
        creditMemo,
        paymentMethod,
      }),
    );
    return this.views.actionResult(outcome.invoice, { pdfUrl: outcome.pdfUrl, creditNoteId: outcome.creditNoteId });
  }
}

import {
  PaymentsErrorCode,
  PaymentsInvoiceCalls as Calls,
  type CreateInvoiceRequest,
  type InvoiceActionRequest,
  type InvoiceDraftFields,
  type RequestTransferReportRequest,
  type TransferReport,
} from '@callsheet/contracts';
import { DomainError, FILE_STORAGE, RpcClient, type FileStorage, type PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { accountOf } from '../../access/caller-account.js';
import type { Caller } from '../../auth/access-token.verifier.js';
import type { ProtoPatch } from '../../http/proto-json.js';
import { pageView } from '../../http/rest.views.js';
import { pageMessage } from '../../http/rpc-page.js';
import { GatewayClient } from '../../rpc/gateway.client.js';
import {
  contentDisposition,
  invoiceActionView,
  invoiceView,
  transferReportView,
  transferView,
} from './payments-invoice.views.js';
import { awaitReport } from './transfer-report.wait.js';

/** Which of its invoices an account lists. */
export interface InvoiceFilter {
  status?: string;
  applicationId?: string;
}

/** The payments service's calls behind the invoice, transfer and transfer-report routes. */
@Injectable()
export class PaymentsInvoiceClient extends GatewayClient {
  constructor(
    rpc: RpcClient,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    super(rpc);
  }

  async listInvoices(caller: Caller, { status, applicationId }: InvoiceFilter, page: PageRequest) {
    const request = {
      accountId: accountOf(caller),
      status: status || undefined,
      applicationId: applicationId || undefined,
      page: pageMessage(page),
    };
    return pageView(await this.send(Calls.listInvoices, request), invoiceView);
  }

  async createInvoice(caller: Caller, applicationId: string, body: CreateInvoiceRequest) {
    const request = { ...body, accountId: accountOf(caller), applicationId };
    return invoiceView(await this.send(Calls.createInvoice, request));
  }

  async getInvoice(caller: Caller, id: string) {
    return invoiceView(await this.send(Calls.getInvoice, { accountId: accountOf(caller), id }));
  }

  async updateInvoice(caller: Caller, id: string, { fields, fieldMask }: ProtoPatch<InvoiceDraftFields>) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return invoiceView(await this.send(Calls.updateInvoice, request));
  }

  async deleteInvoice(caller: Caller, id: string) {
    return invoiceView(await this.send(Calls.deleteInvoice, { accountId: accountOf(caller), id }));
  }

  /** A client retrying a send, charge or credit note passes the same Idempotency-Key. */
  async invoiceAction(
    caller: Caller,
    id: string,
    action: string,
    body: InvoiceActionRequest,
    idempotencyKey: string | undefined,
  ) {
    const request = { ...body, accountId: accountOf(caller), id, action, commandId: idempotencyKey || undefined };
    return invoiceActionView(await this.send(Calls.invoiceAction, request));
  }

  async listTransfers(caller: Caller, invoiceId: string | undefined, page: PageRequest) {
    const request = { accountId: accountOf(caller), invoiceId: invoiceId || undefined, page: pageMessage(page) };
    return pageView(await this.send(Calls.listTransfers, request), transferView);
  }

  async getTransfer(caller: Caller, id: string) {
    return transferView(await this.send(Calls.getTransfer, { accountId: accountOf(caller), id }));
  }

  /**
   * Queues a transfer report and answers the CSV when it is ready within a few seconds; otherwise 202
   * with the report (Location names it), which keeps building in the background.
   */
  async requestTransferReport(caller: Caller, body: RequestTransferReportRequest, reply: FastifyReply) {
    const queued = await this.send(Calls.requestTransferReport, { ...body, accountId: accountOf(caller) });
    const report = await awaitReport(queued, (id) => this.transferReportStatus(caller, id));
    if (report.status !== 'ready') {
      reply.header('location', `/api/stripe/transfer/report/${report.id}`);
    }
    await this.answerReport(report, reply, 202);
  }

  /** A transfer report: the CSV when ready, else its status as JSON. */
  async transferReport(caller: Caller, id: string, reply: FastifyReply) {
    await this.answerReport(await this.transferReportStatus(caller, id), reply, 200);
  }

  private transferReportStatus(caller: Caller, id: string): Promise<TransferReport> {
    return this.send(Calls.getTransferReport, { accountId: accountOf(caller), id });
  }

  /**
   * The payments worker streams the report into file storage; the answer streams it from there to the
   * client, never holding the file in memory.
   */
  private async answerReport(report: TransferReport, reply: FastifyReply, notReadyStatus: number): Promise<void> {
    if (report.status !== 'ready' || !report.storageKey) {
      await reply.status(notReadyStatus).send(transferReportView(report));
      return;
    }
    const file = await this.storage.getStream(report.storageKey);
    if (!file) {
      throw new DomainError(PaymentsErrorCode.TransferReportNotFound, `The file of report ${report.id} is gone.`, [
        report.id,
      ]);
    }
    await reply
      .status(200)
      .header('content-type', report.contentType || 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(report.fileName))
      .header('content-length', String(report.bytes))
      .header('x-report-id', report.id)
      .header('x-report-rows', String(report.rows))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file);
  }
}

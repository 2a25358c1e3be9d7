import { Command } from '@nestjs/cqrs';
import type { StoredReport } from '../../report.repository.js';

export interface TransferReportRequest {
  fileName?: string;
  invoiceId?: string;
  createdFrom?: string;
  createdTo?: string;
  startingAfter?: string;
  endingBefore?: string;
}

/** POST /api/stripe/transfer/report: a report row (queued) and its job on the transfer-report queue. */
export class RequestTransferReportCommand extends Command<StoredReport> {
  constructor(
    readonly accountId: string,
    readonly request: TransferReportRequest,
  ) {
    super();
  }
}

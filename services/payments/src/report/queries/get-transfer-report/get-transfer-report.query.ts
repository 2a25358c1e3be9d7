import { Query } from '@nestjs/cqrs';
import type { StoredReport } from '../../report.repository.js';

/** GET /api/stripe/transfer/report/{id}: the report's status, and its file's storage key once ready. */
export class GetTransferReportQuery extends Query<StoredReport> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}

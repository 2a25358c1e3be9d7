import { requireOwned } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { ReportRepository, type StoredReport } from '../../report.repository.js';
import { GetTransferReportQuery } from './get-transfer-report.query.js';

@QueryHandler(GetTransferReportQuery)
export class GetTransferReportHandler implements IQueryHandler<GetTransferReportQuery, StoredReport> {
  constructor(private readonly reports: ReportRepository) {}

  async execute({ accountId, id }: GetTransferReportQuery): Promise<StoredReport> {
    return requireOwned(
      await this.reports.findById(id),
      accountId,
      () => new PaymentsException(PaymentsErrorCode.TransferReportNotFound, `No transfer report ${id}.`, [id]),
    );
  }
}

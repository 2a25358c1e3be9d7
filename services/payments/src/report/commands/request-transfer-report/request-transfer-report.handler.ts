import { isUuid, uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalidValue, optionalText, requiredText } from '../../../common/field-rules.js';
import { ReportRepository, type ReportFilters, type StoredReport } from '../../report.repository.js';
import { TransferReportQueue } from '../../transfer-report.queue.js';
import { RequestTransferReportCommand, type TransferReportRequest } from './request-transfer-report.command.js';

export const FILE_NAME_MAX = 200;
/** Letters, digits, spaces and . _ - ( ): a name any file system and Content-Disposition takes as is. */
const FILE_NAME_PATTERN = /^[\p{L}\p{N} ._\-()]+$/u;

@CommandHandler(RequestTransferReportCommand)
export class RequestTransferReportHandler implements ICommandHandler<RequestTransferReportCommand, StoredReport> {
  constructor(
    private readonly reports: ReportRepository,
    private readonly queue: TransferReportQueue,
  ) {}

  async execute({ accountId, request }: RequestTransferReportCommand): Promise<StoredReport> {
    const report = await this.reports.insert({
      id: uuid7(),
      accountId,
      fileName: reportFileName(request.fileName),
      filters: reportFilters(request),
    });
    await this.queue.enqueue(report);
    return report;
  }
}

/** The download's name: required, safe characters only, ending in .csv (added when missing). */
export function reportFileName(value: unknown): string {
  const name = requiredText('fileName', value, FILE_NAME_MAX);
  if (!FILE_NAME_PATTERN.test(name) || name.startsWith('.')) {
    throw invalidValue('fileName', 'Use letters, digits, spaces and . _ - ( ) only');
  }
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

export function reportFilters(request: TransferReportRequest): ReportFilters {
  const id = (field: string, value: unknown) => {
    const text = optionalText(field, value, 100);
    if (text !== undefined && !isUuid(text)) {
      throw invalidValue(field, 'Expected an id');
    }
    return text;
  };
  const time = (field: string, value: unknown) => {
    const text = optionalText(field, value, 40);
    if (text === undefined) {
      return undefined;
    }
    const at = new Date(text);
    if (Number.isNaN(at.getTime())) {
      throw invalidValue(field, 'Expected a date (YYYY-MM-DD) or a date and time (ISO-8601)');
    }
    return at.toISOString();
  };
  const filters: ReportFilters = {
    invoiceId: id('invoiceId', request.invoiceId),
    createdFrom: time('createdFrom', request.createdFrom),
    createdTo: time('createdTo', request.createdTo),
    startingAfter: id('startingAfter', request.startingAfter),
    endingBefore: id('endingBefore', request.endingBefore),
  };
  if (filters.startingAfter && filters.endingBefore) {
    throw invalidValue('startingAfter', 'Use either startingAfter or endingBefore, not both');
  }
  if (filters.createdFrom && filters.createdTo && filters.createdFrom >= filters.createdTo) {
    throw invalidValue('createdTo', 'createdTo must be after createdFrom');
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

import { create, type JsonValue, toJson } from '@bufbuild/protobuf';
import { TransferReportFiltersSchema, TransferReportSchema } from '@callsheet/contracts';
import type { StoredReport } from './report.repository.js';
import { REPORT_CONTENT_TYPE } from './transfer-report.processor.js';

export function reportJson(report: StoredReport): JsonValue {
  return toJson(
    TransferReportSchema,
    create(TransferReportSchema, {
      id: report.id,
      accountId: report.accountId,
      fileName: report.fileName,
      status: report.status,
      filters: create(TransferReportFiltersSchema, report.filters),
      storageKey: report.status === 'ready' ? report.storageKey : undefined,
      contentType: REPORT_CONTENT_TYPE,
      rows: report.rows,
      bytes: BigInt(report.bytes),
      error: report.error,
      createdAt: report.createdAt.toISOString(),
      completedAt: report.completedAt?.toISOString(),
    }),
  );
}

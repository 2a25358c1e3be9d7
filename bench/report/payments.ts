// What the report bench uses from the payments service, in one place. A workspace is normally imported
// through its package entry, but the payments package exports only its Nest application: the bench
// measures the transfer-report worker's own code (keyset batches, CSV, streaming), so it reaches into
// the sources here.
/* eslint-disable no-restricted-imports -- the bench drives the report worker directly, see above */
export { createPaymentsDatabase } from '../../services/payments/src/database/payments.database.js';
export { paymentsEnvSchema } from '../../services/payments/src/payments.env.js';
export { ReportRepository } from '../../services/payments/src/report/report.repository.js';
export type { TransferReportQueue } from '../../services/payments/src/report/transfer-report.queue.js';
export { TransferReportProcessor } from '../../services/payments/src/report/transfer-report.processor.js';

import { DATABASE, findByUuid, withoutNulls } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase } from '../database/payments.database.js';
import { Prisma, type TransferReport as TransferReportRow } from '../generated/prisma/client.js';
import type { PayoutDestination } from '../transfer/domain/coogan.js';
import type { TransferReportEntry } from '../transfer/domain/transfer-report.js';

export type ReportStatus = 'queued' | 'running' | 'ready' | 'failed';

export interface ReportFilters {
  invoiceId?: string;
  /** ISO-8601, inclusive. */
  createdFrom?: string;
  /** ISO-8601, exclusive. */
  createdTo?: string;
  /** A transfer id: only older ones (the list's cursor). */
  startingAfter?: string;
  /** A transfer id: only newer ones. */
  endingBefore?: string;
}

export interface StoredReport {
  id: string;
  accountId: string;
  fileName: string;
  status: ReportStatus;
  filters: ReportFilters;
  storageKey?: string;
  rows: number;
  bytes: number;
  error?: string;
  createdAt: Date;
  completedAt?: Date;
}

interface ReportRow {
  id: string;
  invoice_id: string;
  created_at: Date;
  amount: number;
  currency: string;
  destination: string;
  status: string;
  transfer_group: string;
  stripe_account_id: string | null;
}

/** transfer_report rows, and the report's transfers read in keyset batches; the only Prisma user for them. */
@Injectable()
export class ReportRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async insert(report: Pick<StoredReport, 'id' | 'accountId' | 'fileName' | 'filters'>): Promise<StoredReport> {
    const row = await this.db.transferReport.create({
      data: {
        id: report.id,
        accountId: report.accountId,
        fileName: report.fileName,
        status: 'queued',
        filters: report.filters as Prisma.InputJsonValue,
      },
    });
    return toStored(row);
  }

  async findById(id: string): Promise<StoredReport | undefined> {
    return findByUuid(id, (key) => this.db.transferReport.findUnique({ where: { id: key } }), toStored);
  }

  async queued(): Promise<StoredReport[]> {
    const rows = await this.db.transferReport.findMany({
      where: { status: { in: ['queued', 'running'] } },
      orderBy: { id: 'asc' },
      take: 10_000,
    });
    return rows.map(toStored);
  }

  async markRunning(id: string): Promise<void> {
    await this.db.transferReport.updateMany({
      where: { id, status: { in: ['queued', 'running', 'failed'] } },
      data: { status: 'running', error: null },
    });
  }

  async markReady(id: string, storageKey: string, rows: number, bytes: number): Promise<StoredReport> {
    const row = await this.db.transferReport.update({
      where: { id },
      data: { status: 'ready', storageKey, rows, bytes, completedAt: new Date(), error: null },
    });
    return toStored(row);
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.transferReport.update({
      where: { id },
      data: { status: 'failed', error: error.slice(0, 1000), completedAt: new Date() },
    });
  }

  /**
   * The report's transfers, newest first, one batch at a time: each batch continues below the last
   * id read (keyset), so a batch costs the same whether it is the first or the five hundredth and
   * memory holds one batch. The payer's and the recipient's transfers come from their own indexes
   * ((payer_account_id, id) and (account_id, id)) and are merged.
   */
  async *transfers(
    accountId: string,
    filters: ReportFilters,
    batchSize: number,
  ): AsyncGenerator<TransferReportEntry[]> {
    let below = filters.startingAfter;
    for (;;) {
      const rows = await this.batch(accountId, filters, below, batchSize);
      if (rows.length === 0) {
        return;
      }
      yield rows.map(toEntry);
      if (rows.length < batchSize) {
        return;
      }
      below = rows[rows.length - 1].id;
    }
  }

  private async batch(
    accountId: string,
    filters: ReportFilters,
    below: string | undefined,
    limit: number,
  ): Promise<ReportRow[]> {
    const conditions = [
      below ? Prisma.sql`t.id < ${below}::uuid` : Prisma.empty,
      filters.endingBefore ? Prisma.sql`t.id > ${filters.endingBefore}::uuid` : Prisma.empty,
      filters.invoiceId ? Prisma.sql`t.invoice_id = ${filters.invoiceId}::uuid` : Prisma.empty,
      filters.createdFrom ? Prisma.sql`t.created_at >= ${new Date(filters.createdFrom)}` : Prisma.empty,
      filters.createdTo ? Prisma.sql`t.created_at < ${new Date(filters.createdTo)}` : Prisma.empty,
    ].filter((condition) => condition !== Prisma.empty);
    const more = conditions.length > 0 ? Prisma.sql`AND ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
    const side = (column: Prisma.Sql) => Prisma.sql`
      (SELECT t.id, t.invoice_id, t.created_at, t.amount, t.currency, t.destination, t.status, t.transfer_group,
              t.account_id
       FROM transfer t
       WHERE ${column} = ${accountId}::uuid ${more}
       ORDER BY t.id DESC
       LIMIT ${limit})`;
    return this.db.$queryRaw<ReportRow[]>`
      SELECT x.id, x.invoice_id, x.created_at, x.amount, x.currency, x.destination, x.status, x.transfer_group,
             ca.stripe_account_id
      FROM (${side(Prisma.sql`t.payer_account_id`)} UNION ${side(Prisma.sql`t.account_id`)}) x
      LEFT JOIN connected_account ca ON ca.account_id = x.account_id
      ORDER BY x.id DESC
      LIMIT ${limit}`;
  }
}

function toEntry(row: ReportRow): TransferReportEntry {
  const recipient = row.destination as PayoutDestination;
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    createdAt: row.created_at,
    amount: row.amount,
    currency: row.currency,
    destination: row.stripe_account_id ?? '',
    recipient,
    status: row.status,
    transferGroup: row.transfer_group,
    description: recipient === 'trust' ? 'Minor’s trust set-aside (paid out to the trust account)' : null,
  };
}

function toStored(row: TransferReportRow): StoredReport {
  return { ...withoutNulls(row), status: row.status as ReportStatus, filters: row.filters as ReportFilters };
}

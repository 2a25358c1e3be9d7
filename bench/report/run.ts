// bench/report: the transfer report of 1,000,000 transfers, built by the transfer-report worker's code
// (ReportRepository keyset batches -> transfer-report.ts CSV -> FileStorage.putStream), with the time it
// takes and the process's peak RSS sampled every 20 ms. Not part of npm test.
// Usage: npm run bench:report [-- --rows 1000000 --batch 2000 --keep]
// It uses the payments test database (callsheet_payments_test, migrated by `npm run db:migrate -- --test`)
// with accounts and an invoice of its own, and deletes its rows afterwards unless --keep.
import { createLogger, LocalDiskStorage, uuid7 } from '@callsheet/kernel';
import { infra, testDatabaseUrl } from '@callsheet/testing';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import {
  createPaymentsDatabase,
  paymentsEnvSchema,
  ReportRepository,
  type TransferReportQueue,
  TransferReportProcessor,
} from './payments.js';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    batch: { type: 'string', default: '2000' },
    keep: { type: 'boolean', default: false },
  },
});
const rows = Number(options.rows);

infra('up', 'postgres');
// The worker's classes built by hand (tsx emits no decorator metadata for Nest's injection); no queue:
// build() is what the queue's job runs.
const env = paymentsEnvSchema.parse({
  DATABASE_URL: testDatabaseUrl('callsheet_payments'),
  KAFKA_BROKERS: '127.0.0.1:9092',
  LOG_LEVEL: 'error',
  FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'bench-report-')),
  BULLMQ_WORKERS: 'false',
  TRANSFER_REPORT_BATCH_SIZE: options.batch,
});
const db = createPaymentsDatabase(env.DATABASE_URL);
const reports = new ReportRepository(db);
const worker = new TransferReportProcessor(
  env,
  createLogger('bench-report', 'error'),
  new LocalDiskStorage(env.FILE_STORAGE_DIR),
  reports,
  undefined as unknown as TransferReportQueue,
);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
console.log(
  `bench/report on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${rows} transfers, batches of ${options.batch}`,
);

const payer = uuid7();
const invoiceId = uuid7();
const recipients = [uuid7(), uuid7(), uuid7()];
try {
  for (const accountId of [payer, ...recipients]) {
    await db.connectedAccount.create({
      data: {
        accountId,
        stripeAccountId: `acct_bench${accountId.replaceAll('-', '').slice(-12)}`,
        type: 'custom',
        country: 'US',
        businessType: 'company',
        accountType: 'talent',
        status: 'enabled',
      },
    });
  }
  await db.invoice.create({
    data: {
      id: invoiceId,
      accountId: payer,
      applicationId: uuid7(),
      status: 'paid',
      billingMethod: 'charge_automatically',
      draft: {},
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      transferGroup: `invoice_${invoiceId}`,
    },
  });
  const seeding = Date.now();
  // One statement per 100,000 rows: ids are random UUIDs (the report's keyset order), amounts and
  // recipients vary so that the CSV looks like a real one.
  for (let start = 0; start < rows; start += 100_000) {
    const count = Math.min(100_000, rows - start);
    await db.$executeRaw`
      INSERT INTO transfer (id, invoice_id, payer_account_id, account_id, destination, profile_id, amount, currency,
                            transfer_group, stripe_transfer_id, status, created_at, updated_at)
      SELECT gen_random_uuid(), ${invoiceId}::uuid, ${payer}::uuid,
             (ARRAY[${recipients[0]}::uuid, ${recipients[1]}::uuid, ${recipients[2]}::uuid])[1 + n % 3],
             (ARRAY['talent', 'representative', 'trust'])[1 + n % 3] || '-' || n::text, gen_random_uuid(),
             1 + (n::bigint * 7919) % 99999999, 'usd', ${`invoice_${invoiceId}`}, 'tr_' || md5(n::text), 'created',
             now() - (n || ' seconds')::interval, now()
      FROM generate_series(${start}::int, ${start + count - 1}::int) AS n`;
  }
  // The unique (invoice, destination, profile) key needs distinct destinations above; put the real ones back.
  await db.$executeRaw`
    UPDATE transfer SET destination = split_part(destination, '-', 1) WHERE invoice_id = ${invoiceId}::uuid`;
  await db.$executeRaw`ANALYZE transfer`;
  console.log(`seeded ${rows} transfers in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const report = await reports.insert({ id: uuid7(), accountId: payer, fileName: 'bench.csv', filters: {} });
  global.gc?.();
  const started = process.hrtime.bigint();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  // The peak of each second: flat memory shows as a plateau, a leak as a climb.
  const perSecond: number[] = [];
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    const second = Math.floor(Number(process.hrtime.bigint() - started) / 1e9);
    perSecond[second] = Math.max(perSecond[second] ?? 0, now.rss);
  }, 20);
  const ready = await worker.build(report);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  console.log(
    [
      `report: ${ready.rows} rows, ${mb(ready.bytes)} in ${seconds.toFixed(1)} s (${Math.round(ready.rows / seconds)} rows/s)`,
      `RSS: ${mb(baseline.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - baseline.rss)})`,
      `heap used: ${mb(baseline.heapUsed)} before, peak ${mb(peakHeap)} (heap limit ${mb(getHeapStatistics().heap_size_limit)})`,
      `RSS peak per second: ${perSecond.map((rss) => Math.round(rss / 2 ** 20)).join(' ')} MiB`,
    ].join('\n'),
  );
  if (ready.rows !== rows) {
    throw new Error(`expected ${rows} rows, the report has ${ready.rows}`);
  }
  await rm(env.FILE_STORAGE_DIR, { recursive: true, force: true });
} finally {
  if (!options.keep) {
    await db.transfer.deleteMany({ where: { invoiceId } });
    await db.transferReport.deleteMany({ where: { accountId: payer } });
    await db.invoice.deleteMany({ where: { id: invoiceId } });
    await db.connectedAccount.deleteMany({ where: { accountId: { in: [payer, ...recipients] } } });
  }
  await db.$disconnect();
}

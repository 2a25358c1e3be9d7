import { PaymentsErrorCode } from '@callsheet/contracts';
import { FILE_STORAGE, type FileStorage, uuid7 } from '@callsheet/kernel';
import { refusalOf, repoRoot, waitFor } from '@callsheet/testing';
import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue, Worker } from 'bullmq';
import { spawn } from 'node:child_process';
import Stripe from 'stripe';
import { DeleteInvoiceCommand } from '../src/invoice/commands/delete-invoice/delete-invoice.command.js';
import { InvoiceFinalizationProcessor } from '../src/invoice/invoice-finalization.processor.js';
import { InvoiceRepository, type StoredInvoice } from '../src/invoice/invoice.repository.js';
import { INVOICE_FINALIZATION_QUEUE } from '../src/queue/payments-queues.js';
import { RequestTransferReportCommand } from '../src/report/commands/request-transfer-report/request-transfer-report.command.js';
import { GetTransferReportQuery } from '../src/report/queries/get-transfer-report/get-transfer-report.query.js';
import type { StoredReport } from '../src/report/report.repository.js';
import { transferReportCsv } from '../src/transfer/domain/transfer-report.js';
import { act, announceApplication, createInvoice, outboxTypes, type Parties, parties } from './invoice-fixtures.js';
import { type PaymentsTestApp, startPaymentsTestApp, usePaymentsTestApp } from './payments-test-app.js';

// Small lock and stalled-check times so a dead worker's job is picked up within seconds.
const quickWorkers = {
  BULLMQ_WORKERS: 'true',
  BULLMQ_LOCK_DURATION_MS: '1000',
  BULLMQ_STALLED_INTERVAL_MS: '500',
  BULLMQ_BACKOFF_MS: '100',
};

const harness = usePaymentsTestApp({
  ...quickWorkers,
  BULLMQ_PREFIX: `test-queue-${uuid7()}`,
  TRANSFER_REPORT_BATCH_SIZE: '2',
});
let finalizationQueue: Queue;
let who: Parties;

function queueOf(instance: PaymentsTestApp): Queue {
  return instance.app.get<Queue>(getQueueToken(INVOICE_FINALIZATION_QUEUE));
}

beforeAll(async () => {
  finalizationQueue = queueOf(harness);
  who = await parties(harness);
});

async function scheduledInvoice(inMs: number, instance = harness): Promise<StoredInvoice> {
  return createInvoice(instance, who, await announceApplication(instance, who), {
    finalizeAt: new Date(Date.now() + inMs).toISOString(),
  });
}

async function finishedJob(invoiceId: string, queue = finalizationQueue): Promise<Job> {
  return waitFor(
    `the finalization job of ${invoiceId} to complete`,
    async () =>
      // The state first, then the job: a job read before it completed has no return value yet.
      (await queue.getJobState(invoiceId)) === 'completed' ? queue.getJob(invoiceId) : undefined,
    { timeoutMs: 20_000 },
  );
}

function stripeDown(): Stripe.errors.StripeAPIError {
  return new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'Stripe had a hiccup' });
}

describe('queue invoice-finalization', () => {
  it('schedules one delayed job per invoice, its id the invoice id', async () => {
    const invoice = await scheduledInvoice(60_000);
    const job = await finalizationQueue.getJob(invoice.id);
    expect(job?.data).toEqual({ invoiceId: invoice.id, accountId: who.payer });
    expect(await job?.getState()).toBe('delayed');
    expect(job?.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 100 } });
    // Deleting the draft removes its job.
    await harness.commands.execute(new DeleteInvoiceCommand(who.payer, invoice.id));
    expect(await finalizationQueue.getJob(invoice.id)).toBeUndefined();
  });

  it('finalizes exactly once when the job fails twice, then succeeds', async () => {
    const finalize = jest
      .spyOn(harness.stripe.invoices, 'finalizeInvoice')
      .mockRejectedValueOnce(stripeDown())
      .mockRejectedValueOnce(stripeDown());
    const invoice = await scheduledInvoice(300);
    const job = await finishedJob(invoice.id);
    expect(job.returnvalue).toBe('finalized');
    expect(job.attemptsMade).toBe(3);
    expect(finalize).toHaveBeenCalledTimes(3);
    // Every attempt repeats the same Stripe request: one idempotency key.
    expect(new Set(finalize.mock.calls.map(([, , options]) => options?.idempotencyKey)).size).toBe(1);
    expect(await harness.app.get(InvoiceRepository).findById(invoice.id)).toMatchObject({ status: 'open' });
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated', 'InvoiceFinalized']);
  });

  it('does nothing, successfully, for an invoice that is no longer a draft', async () => {
    const invoice = await scheduledInvoice(1_500);
    await act(harness, invoice, 'finalize');
    const finalize = jest.spyOn(harness.stripe.invoices, 'finalizeInvoice');
    const job = await finishedJob(invoice.id);
    expect(job.returnvalue).toBe('skipped');
    expect(finalize).not.toHaveBeenCalled();
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated', 'InvoiceFinalized']);
  });
});

describe('queue invoice-finalization, worker killed', () => {
  // Payments instances of their own: a key prefix the main instance's worker never reads, and workers
  // idle (BULLMQ_WORKERS=false) until the test runs one, so the test decides which worker takes a job.
  const instances: PaymentsTestApp[] = [];

  async function idleInstance(prefix: string): Promise<PaymentsTestApp> {
    const instance = await startPaymentsTestApp({ ...quickWorkers, BULLMQ_WORKERS: 'false', BULLMQ_PREFIX: prefix });
    instances.push(instance);
    return instance;
  }

  /** Runs the instance's own finalization worker, as BULLMQ_WORKERS=true does at start-up. */
  function runWorker(instance: PaymentsTestApp): Worker {
    const { worker } = instance.app.get(InvoiceFinalizationProcessor);
    void worker.run();
    return worker;
  }

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('retries the job of a worker killed mid-job: another instance’s worker completes it, once', async () => {
    const prefix = `test-queue-killed-${uuid7()}`;
    const doomed = await idleInstance(prefix);
    const rescuer = await idleInstance(prefix);
    let started!: () => void;
    const inStripeCall = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The doomed instance's finalize never answers: its worker is busy with the job when it dies.
    const hung = jest.spyOn(doomed.stripe.invoices, 'finalizeInvoice').mockImplementationOnce(() => {
      started();
      return new Promise<never>(() => undefined);
    });
    const finalize = jest.spyOn(rescuer.stripe.invoices, 'finalizeInvoice');
    const doomedWorker = runWorker(doomed);
    const invoice = await scheduledInvoice(200, doomed);
    await inStripeCall;
    // Killed: closed at once, without finishing the job or renewing its lock.
    await doomedWorker.close(true);
    expect(await queueOf(doomed).getJobState(invoice.id)).toBe('active');
    runWorker(rescuer);
    const job = await finishedJob(invoice.id, queueOf(rescuer));
    expect(job.returnvalue).toBe('finalized');
    expect(hung).toHaveBeenCalledTimes(1);
    expect(finalize).toHaveBeenCalledTimes(1);
    // The second run repeats the first one's Stripe request: one idempotency key.
    const [, , first] = hung.mock.calls[0];
    const [, , second] = finalize.mock.calls[0];
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(await rescuer.app.get(InvoiceRepository).findById(invoice.id)).toMatchObject({ status: 'open' });
    expect(await outboxTypes(rescuer, invoice.id)).toEqual(['InvoiceCreated', 'InvoiceFinalized']);
  });

  // A worker in its own process, killed with SIGKILL while it holds the job: no clean-up runs, its lock
  // simply stops being renewed. The service's worker finds the job stalled and runs it, once.
  const hangingWorker = `
    import { Worker } from 'bullmq';
    import { Redis } from 'ioredis';
    const connection = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
    const worker = new Worker('invoice-finalization', async (job) => {
      console.log('active ' + job.id);
      await new Promise(() => undefined);
    }, { connection, prefix: process.env.BULLMQ_PREFIX, lockDuration: 1000, stalledInterval: 500 });
    await worker.waitUntilReady();
    console.log('ready');
  `;

  it('leaves the job of a killed worker process to be retried, not lost', async () => {
    const service = await idleInstance(`test-queue-killed-process-${uuid7()}`);
    const child = spawn(process.execPath, ['--input-type=module', '-e', hangingWorker], {
      cwd: repoRoot,
      env: { ...process.env, REDIS_URL: service.env.REDIS_URL, BULLMQ_PREFIX: service.env.BULLMQ_PREFIX },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await waitFor(
        'the worker process to be ready',
        () => Promise.resolve(output.includes('ready') ? true : undefined),
        {
          timeoutMs: 15_000,
        },
      );
      const invoice = await scheduledInvoice(200, service);
      await waitFor(
        'the worker process to take the job',
        () => Promise.resolve(output.includes(`active ${invoice.id}`) ? true : undefined),
        { timeoutMs: 15_000 },
      );
      child.kill('SIGKILL');
      await exited;
      expect(await queueOf(service).getJobState(invoice.id)).toBe('active');
      runWorker(service);
      const job = await finishedJob(invoice.id, queueOf(service));
      expect(job.returnvalue).toBe('finalized');
      expect(await service.app.get(InvoiceRepository).findById(invoice.id)).toMatchObject({ status: 'open' });
      expect(await outboxTypes(service, invoice.id)).toEqual(['InvoiceCreated', 'InvoiceFinalized']);
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('queue transfer-report', () => {
  async function paidInvoices(payer: Parties, count: number): Promise<StoredInvoice[]> {
    const paid: StoredInvoice[] = [];
    for (let index = 0; index < count; index += 1) {
      const invoice = await createInvoice(harness, payer, await announceApplication(harness, payer));
      await act(harness, invoice, 'finalize');
      paid.push((await act(harness, { ...invoice }, 'markPaid')).invoice);
    }
    return paid;
  }

  async function readyReport(accountId: string, request: Record<string, string>): Promise<StoredReport> {
    const report = await harness.commands.execute(new RequestTransferReportCommand(accountId, request));
    expect(report.status).toBe('queued');
    return waitFor(
      `report ${report.id} to be ready`,
      async () => {
        const now = await harness.queries.execute(new GetTransferReportQuery(accountId, report.id));
        return now.status === 'ready' ? now : undefined;
      },
      { timeoutMs: 20_000 },
    );
  }

  async function expectedCsv(where: { payerAccountId?: string; accountId?: string; invoiceId?: string }) {
    const rows = await harness.db.transfer.findMany({ where, orderBy: { id: 'desc' } });
    const accounts = new Map(
      (await harness.db.connectedAccount.findMany()).map((account) => [account.accountId, account.stripeAccountId]),
    );
    return transferReportCsv(
      rows.map((row) => ({
        id: row.id,
        invoiceId: row.invoiceId,
        createdAt: row.createdAt,
        amount: row.amount,
        currency: row.currency,
        destination: accounts.get(row.accountId) ?? '',
        recipient: row.destination as 'talent' | 'representative' | 'trust',
        status: row.status,
        transferGroup: row.transferGroup,
        description: null,
      })),
    );
  }

  it('streams the payer’s and each recipient’s transfers to file storage, in keyset batches', async () => {
    const payer = await parties(harness);
    const invoices = await paidInvoices(payer, 3);
    const storage = harness.app.get<FileStorage>(FILE_STORAGE);

    const all = await readyReport(payer.payer, { fileName: 'March payouts' });
    expect(all).toMatchObject({ fileName: 'March payouts.csv', rows: 9 });
    const file = (await storage.get(all.storageKey!))!.toString();
    expect(file).toBe(await expectedCsv({ payerAccountId: payer.payer }));
    expect(all.bytes).toBe(Buffer.byteLength(file));

    const one = await readyReport(payer.payer, { fileName: 'one.csv', invoiceId: invoices[1].id });
    expect(one.rows).toBe(3);
    expect((await storage.get(one.storageKey!))!.toString()).toBe(
      await expectedCsv({ payerAccountId: payer.payer, invoiceId: invoices[1].id }),
    );

    const representative = payer.representatives[0].accountId;
    const received = await readyReport(representative, { fileName: 'mine' });
    expect(received.rows).toBe(3);
    expect((await storage.get(received.storageKey!))!.toString()).toBe(
      await expectedCsv({ accountId: representative }),
    );

    const newest = await harness.db.transfer.findMany({
      where: { payerAccountId: payer.payer },
      orderBy: { id: 'desc' },
      take: 4,
    });
    const older = await readyReport(payer.payer, { fileName: 'older', startingAfter: newest[3].id });
    expect(older.rows).toBe(5);
    const newer = await readyReport(payer.payer, { fileName: 'newer', endingBefore: newest[3].id });
    expect(newer.rows).toBe(3);
  });

  it('refuses a bad file name or cursors, and hides other accounts’ reports', async () => {
    expect(
      await refusalOf(harness.commands.execute(new RequestTransferReportCommand(who.payer, { fileName: '../x' }))),
    ).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['fileName'],
    });
    expect(await refusalOf(harness.commands.execute(new RequestTransferReportCommand(who.payer, {})))).toEqual({
      code: PaymentsErrorCode.Required,
      args: ['fileName'],
    });
    expect(
      await refusalOf(
        harness.commands.execute(
          new RequestTransferReportCommand(who.payer, { fileName: 'x', startingAfter: uuid7(), endingBefore: uuid7() }),
        ),
      ),
    ).toEqual({ code: PaymentsErrorCode.InvalidValue, args: ['startingAfter'] });
    const report = await harness.commands.execute(new RequestTransferReportCommand(who.payer, { fileName: 'x' }));
    expect(await refusalOf(harness.queries.execute(new GetTransferReportQuery(uuid7(), report.id)))).toEqual({
      code: PaymentsErrorCode.TransferReportNotFound,
      args: [report.id],
    });
  });
});

describe('queue transfer-run', () => {
  it('runs a half-done transfer run again with backoff until every line is at Stripe, each transferred once', async () => {
    const payer = await parties(harness);
    const draft = await createInvoice(harness, payer, await announceApplication(harness, payer));
    const { invoice } = await act(harness, draft, 'finalize');
    const unavailable = () => new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'Stripe is down' });
    // The first run sends none of the three lines; the first retry two of them; the second the last one.
    const create = jest
      .spyOn(harness.stripe.transfers, 'create')
      .mockRejectedValueOnce(unavailable())
      .mockRejectedValueOnce(unavailable())
      .mockRejectedValueOnce(unavailable())
      .mockRejectedValueOnce(unavailable());
    await act(harness, invoice, 'markPaid');
    const lines = () => harness.db.transfer.findMany({ where: { invoiceId: invoice.id } });
    expect((await lines()).map((line) => [line.status, line.holdCode])).toEqual([
      ['pending', 'stripeUnavailable'],
      ['pending', 'stripeUnavailable'],
      ['pending', 'stripeUnavailable'],
    ]);
    await waitFor(
      'every transfer of the paid invoice at Stripe, announced',
      async () => ((await outboxTypes(harness, invoice.id)).includes('TransfersCreated') ? true : undefined),
      { timeoutMs: 20_000 },
    );
    expect((await lines()).map((line) => line.status)).toEqual(['created', 'created', 'created']);
    // Every attempt at a line carries that line's key, and exactly one attempt per line went through.
    expect(new Set(create.mock.calls.map(([, options]) => options?.idempotencyKey)).size).toBe(3);
    const settled = await Promise.allSettled(create.mock.results.map((result) => result.value));
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(create.mock.calls.length).toBeGreaterThanOrEqual(7);
    expect((await outboxTypes(harness, invoice.id)).filter((type) => type === 'TransfersCreated')).toHaveLength(1);
  });
});

import { PaymentsErrorCode } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import type Stripe from 'stripe';
import { ApplyStripeInvoiceEventCommand } from '../src/invoice/commands/apply-stripe-invoice-event/apply-stripe-invoice-event.command.js';
import { ApplyStripeTransferEventCommand } from '../src/invoice/commands/apply-stripe-transfer-event/apply-stripe-transfer-event.command.js';
import type { StripeInvoiceEventType } from '../src/invoice/domain/stripe-invoice-events.js';
import { InvoiceRepository, type StoredInvoice } from '../src/invoice/invoice.repository.js';
import { InvoiceViews } from '../src/invoice/invoice.views.js';
import { GetTransferQuery } from '../src/transfer/queries/get-transfer/get-transfer.query.js';
import { ListTransfersQuery } from '../src/transfer/queries/list-transfers/list-transfers.query.js';
import { TransferRunProcessor, type TransferRunOutcome } from '../src/transfer/transfer-run.processor.js';
import { TRANSFER_RUN_ATTEMPTS } from '../src/transfer/transfer-runs.js';
import { transferJson } from '../src/transfer/transfer.views.js';
import { MarkTrustAccountCommand } from '../src/trust/commands/mark-trust-account/mark-trust-account.command.js';
import { TRANSFER_RUN_QUEUE, type TransferRunJob } from '../src/queue/payments-queues.js';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  act,
  announceApplication,
  createInvoice,
  type DealOptions,
  outboxTypes,
  type Parties,
  parties,
} from './invoice-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

const harness = usePaymentsTestApp({ BULLMQ_PREFIX: `test-transfer-${uuid7()}`, BULLMQ_WORKERS: 'false' });

/** The events of an invoice finalized, paid and transferred. */
const PAID_AND_TRANSFERRED = ['InvoiceCreated', 'InvoiceFinalized', 'InvoicePaid', 'TransfersCreated'];

async function openInvoice(who: Parties, deal: DealOptions = {}): Promise<StoredInvoice> {
  const invoice = await createInvoice(harness, who, await announceApplication(harness, who, deal));
  return (await act(harness, invoice, 'finalize')).invoice;
}

async function draftInvoice(who: Parties, deal: DealOptions = {}): Promise<StoredInvoice> {
  return createInvoice(harness, who, await announceApplication(harness, who, deal));
}

function stripeInvoice(invoice: StoredInvoice, fields: Partial<Stripe.Invoice> = {}): Stripe.Invoice {
  return {
    id: invoice.stripeInvoiceId,
    object: 'invoice',
    metadata: { invoice_id: invoice.id },
    amount_paid: 0,
    number: `N-${invoice.id.slice(-6)}`,
    last_finalization_error: null,
    ...fields,
  } as unknown as Stripe.Invoice;
}

/** A Stripe object of another platform's: an id we never stored and none of our metadata. */
function notOurs<T>(object: 'invoice' | 'transfer', id: string): T {
  return { id, object, metadata: {} } as unknown as T;
}

function webhook(type: StripeInvoiceEventType, invoice: StoredInvoice, fields: Partial<Stripe.Invoice> = {}) {
  return harness.commands.execute(
    new ApplyStripeInvoiceEventCommand(type, stripeInvoice(invoice, fields), Math.floor(Date.now() / 1000)),
  );
}

async function transfersOf(invoiceId: string) {
  return harness.db.transfer.findMany({ where: { invoiceId }, orderBy: [{ amount: 'desc' }, { destination: 'asc' }] });
}

/** The guardian marks a bank account (stripe-mock knows any ba_ id on any account) as the minor's trust account. */
function markTrustAccount(who: Parties, bankAccount: string) {
  return harness.commands.execute(new MarkTrustAccountCommand(who.talentAccount, who.talentId, bankAccount));
}

function runQueue(): Queue<TransferRunJob, TransferRunOutcome> {
  return harness.app.get<Queue<TransferRunJob, TransferRunOutcome>>(getQueueToken(TRANSFER_RUN_QUEUE));
}

async function invoiceView(id: string): Promise<Record<string, unknown>> {
  const invoice = (await harness.app.get(InvoiceRepository).findById(id))!;
  return (await harness.app.get(InvoiceViews).one(invoice)) as Record<string, unknown>;
}

/** Transfers at Stripe call through to stripe-mock; the spy counts them. */
function countStripeTransfers() {
  return jest.spyOn(harness.stripe.transfers, 'create');
}

describe('the split of a paid invoice', () => {
  it('transfers each party its share, adding up to the cent (largest remainder)', async () => {
    const who = await parties(harness, { talent: 7000, representatives: [2000, 1000] });
    const invoice = await openInvoice(who, { unitRate: 33_333, quantity: 3 });
    expect(invoice.total).toBe(99_999);
    const created = countStripeTransfers();
    await act(harness, invoice, 'markPaid');
    const rows = await transfersOf(invoice.id);
    // Exact shares 69999.3, 19999.8 and 9999.9: floors add to 99997, the 2 cents left go to the largest remainders.
    expect(rows.map((row) => [row.destination, row.amount, row.status])).toEqual([
      ['talent', 69_999, 'created'],
      ['representative', 20_000, 'created'],
      ['representative', 10_000, 'created'],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(invoice.total);
    expect(rows.every((row) => row.transferGroup === invoice.transferGroup && row.stripeTransferId)).toBe(true);
    expect(created).toHaveBeenCalledTimes(3);
    const accounts = await harness.db.connectedAccount.findMany({
      where: { accountId: { in: [who.talentAccount, ...who.representatives.map((r) => r.accountId)] } },
    });
    expect(created.mock.calls.map(([params]) => params.destination).sort()).toEqual(
      accounts.map((account) => account.stripeAccountId).sort(),
    );
    expect(created.mock.calls.every(([params]) => params.transfer_group === invoice.transferGroup)).toBe(true);
    const keys = created.mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    expect(await outboxTypes(harness, invoice.id)).toEqual(PAID_AND_TRANSFERRED);
  });

  it('pays a minor’s trust share out on its own, after the commissions on the gross (California, 15 %)', async () => {
    const who = await parties(harness, { talent: 8000, representatives: [1500, 500] }, { minor: true });
    await markTrustAccount(who, 'ba_trustCA1');
    const invoice = await openInvoice(who, { minor: true, workState: 'CA' });
    const payouts = jest.spyOn(harness.stripe.payouts, 'create');
    const created = countStripeTransfers();
    await act(harness, invoice, 'markPaid');
    const rows = await transfersOf(invoice.id);
    expect(rows.map((row) => [row.destination, row.amount])).toEqual([
      ['talent', 65_000],
      ['representative', 15_000],
      ['trust', 15_000],
      ['representative', 5_000],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(100_000);
    const trust = rows.find((row) => row.destination === 'trust')!;
    expect(trust).toMatchObject({
      accountId: who.talentAccount,
      profileId: who.talentId,
      status: 'created',
      trustState: 'CA',
    });
    expect(trust.stripePayoutId).toMatch(/^po_/);
    expect(created).toHaveBeenCalledTimes(4);
    const guardian = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId: who.talentAccount } });
    // The guardian's account pays out only what the platform sends: the net share to its default bank,
    // the set-aside on its own to the trust bank account.
    expect(payouts.mock.calls.map(([params, options]) => [params, options?.stripeAccount])).toEqual([
      [
        expect.objectContaining({
          amount: 65_000,
          currency: 'usd',
          metadata: expect.objectContaining({ purpose: 'guardian' }) as unknown,
        }),
        guardian.stripeAccountId,
      ],
      [
        expect.objectContaining({
          amount: 15_000,
          destination: 'ba_trustCA1',
          metadata: expect.objectContaining({ purpose: 'trust' }) as unknown,
        }),
        guardian.stripeAccountId,
      ],
    ]);
    expect(payouts.mock.calls[0][0]).not.toHaveProperty('destination');
    const payoutRows = await harness.db.payout.findMany({
      where: { invoiceId: invoice.id },
      orderBy: { amount: 'desc' },
    });
    expect(payoutRows).toEqual([
      expect.objectContaining({ purpose: 'guardian', amount: 65_000, accountId: who.talentAccount, destination: null }),
      expect.objectContaining({
        purpose: 'trust',
        amount: 15_000,
        accountId: who.talentAccount,
        destination: 'ba_trustCA1',
        status: 'pending',
      }),
    ]);
    expect((await invoiceView(invoice.id)).trustSetAside).toMatchObject({ amount: 15_000, state: 'CA' });
    expect(await outboxTypes(harness, invoice.id)).toEqual(PAID_AND_TRANSFERRED);
  });

  it.each([
    ['NY', 15_000],
    ['TX', 0],
    [undefined, 0],
  ])('sets a minor’s share aside by the job’s work state: %s, %i cents of 1,000.00', async (workState, setAside) => {
    const who = await parties(harness, undefined, { minor: true });
    await markTrustAccount(who, 'ba_trustAny');
    const invoice = await openInvoice(who, { minor: true, workState });
    await act(harness, invoice, 'markPaid');
    const rows = await transfersOf(invoice.id);
    expect(rows.filter((row) => row.destination === 'trust').map((row) => row.amount)).toEqual(
      setAside === 0 ? [] : [setAside],
    );
    expect(rows.find((row) => row.destination === 'talent')?.amount).toBe(80_000 - setAside);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(100_000);
  });

  it('asks Illinois’ age of the minor on the day paid: 15 % under 16, nothing at 16', async () => {
    const who = await parties(harness, undefined, { minor: true });
    await markTrustAccount(who, 'ba_trustIL');
    const young = await openInvoice(who, { minor: true, workState: 'IL', talentBirthDate: '2015-01-01' });
    await act(harness, young, 'markPaid');
    expect((await transfersOf(young.id)).find((row) => row.destination === 'trust')?.amount).toBe(15_000);
    const older = await openInvoice(who, { minor: true, workState: 'IL', talentBirthDate: '2010-01-01' });
    await act(harness, older, 'markPaid');
    expect((await transfersOf(older.id)).find((row) => row.destination === 'trust')).toBeUndefined();
  });

  it('keeps a trust line waiting for the trust account, pays the rest, and pays it out once the account is marked', async () => {
    const who = await parties(harness, undefined, { minor: true });
    const invoice = await openInvoice(who, { minor: true, workState: 'CA' });
    const payouts = jest.spyOn(harness.stripe.payouts, 'create');
    await act(harness, invoice, 'markPaid');
    const waiting = await transfersOf(invoice.id);
    expect(waiting.map((row) => [row.destination, row.status])).toEqual([
      ['talent', 'created'],
      ['representative', 'created'],
      ['trust', 'awaitingTrustAccount'],
      ['representative', 'created'],
    ]);
    expect(payouts.mock.calls.map(([params]) => params.metadata?.purpose)).toEqual(['guardian']);
    // The trust line says why, and every recipient's list shows it; nothing is announced as transferred yet.
    const listed = await harness.queries.execute(new ListTransfersQuery(who.talentAccount, invoice.id, { limit: 25 }));
    const trustView = listed.data.find((row) => row.destination === 'trust')!;
    expect(transferJson(trustView)).toMatchObject({
      status: 'awaitingTrustAccount',
      trustState: 'CA',
      hold: { code: 'awaitingTrustAccount', args: ['150.00', 'CA'] },
    });
    expect(await outboxTypes(harness, invoice.id)).not.toContain('TransfersCreated');
    expect((await invoiceView(invoice.id)).trustSetAside).toMatchObject({ amount: 15_000, state: 'CA' });

    // Marking the account queues a run of the invoice; the worker (run here by hand) pays the trust line out.
    await markTrustAccount(who, 'ba_markedLater');
    const [job] = await runQueue()
      .getJobs(['waiting', 'delayed'])
      .then((jobs) => jobs.filter((j) => j.data.invoiceId === invoice.id));
    expect(job?.data).toEqual({ invoiceId: invoice.id, reason: 'trustAccountMarked' });
    expect(await harness.app.get(TransferRunProcessor).process(job)).toBe('complete');
    const trust = (await transfersOf(invoice.id)).find((row) => row.destination === 'trust')!;
    expect(trust).toMatchObject({ status: 'created', holdCode: null });
    expect(payouts).toHaveBeenCalledTimes(2);
    expect(payouts.mock.calls[1][0]).toMatchObject({ amount: 15_000, destination: 'ba_markedLater' });
    expect(await outboxTypes(harness, invoice.id)).toEqual(PAID_AND_TRANSFERRED);
  });

  it('draws the transfers on the charge that paid the invoice (source_transaction)', async () => {
    const who = await parties(harness);
    const invoice = await openInvoice(who);
    const created = countStripeTransfers();
    await webhook('invoice.paid', invoice, {
      amount_paid: 100_000,
      payments: {
        object: 'list',
        data: [{ status: 'paid', payment: { type: 'charge', charge: 'ch_paidWithCard' } }],
      } as unknown as Stripe.Invoice['payments'],
    });
    expect(await harness.db.invoice.findUnique({ where: { id: invoice.id } })).toMatchObject({
      stripeChargeId: 'ch_paidWithCard',
    });
    expect(created).toHaveBeenCalledTimes(3);
    expect(created.mock.calls.map(([params]) => params.source_transaction)).toEqual([
      'ch_paidWithCard',
      'ch_paidWithCard',
      'ch_paidWithCard',
    ]);
  });

  it('waits for the funds of a trust payout (balance_insufficient): the transfer once, the payout retried by the queue', async () => {
    const who = await parties(harness, undefined, { minor: true });
    await markTrustAccount(who, 'ba_trustFunds');
    const invoice = await openInvoice(who, { minor: true, workState: 'NY' });
    const { default: StripeSdk } = await import('stripe');
    const payOut = harness.stripe.payouts.create.bind(harness.stripe.payouts);
    let refused = 0;
    // The trust payout's funds are not available the first time it is asked for.
    const payouts = jest
      .spyOn(harness.stripe.payouts, 'create')
      .mockImplementation(async (...args: Parameters<typeof payOut>) => {
        if (args[0].metadata?.purpose === 'trust' && refused++ === 0) {
          throw new StripeSdk.errors.StripeInvalidRequestError({
            type: 'invalid_request_error',
            message: 'You have insufficient funds in your Stripe account.',
            code: 'balance_insufficient',
          });
        }
        return payOut(...args);
      });
    const created = countStripeTransfers();
    await act(harness, invoice, 'markPaid');
    const held = (await transfersOf(invoice.id)).find((row) => row.destination === 'trust')!;
    expect(held).toMatchObject({ status: 'pending', holdCode: 'balanceInsufficient' });
    expect(held.stripeTransferId).toMatch(/^tr_/);
    const retry = await runQueue().getJob(`retry-${invoice.id}`);
    expect(retry?.opts.attempts).toBe(TRANSFER_RUN_ATTEMPTS);
    expect(await harness.app.get(TransferRunProcessor).process(retry!)).toBe('complete');
    expect((await transfersOf(invoice.id)).find((row) => row.destination === 'trust')).toMatchObject({
      status: 'created',
      holdCode: null,
    });
    expect(payouts.mock.calls.map(([params]) => params.metadata?.purpose)).toEqual(['guardian', 'trust', 'trust']);
    // Four lines, one transfer each: the trust transfer made before the payout waited is not made again.
    expect(created).toHaveBeenCalledTimes(4);
  });

  it('holds the transfers when the split leaves the minor less than the set-aside (nothing is paid out)', async () => {
    const who = await parties(harness, { talent: 1000, representatives: [9000] }, { minor: true });
    const invoice = await openInvoice(who, { minor: true, workState: 'CA' });
    const created = countStripeTransfers();
    const { invoice: paid } = await act(harness, invoice, 'markPaid');
    expect(paid.status).toBe('paid');
    expect(await transfersOf(invoice.id)).toEqual([]);
    expect(created).not.toHaveBeenCalled();
    expect(await outboxTypes(harness, invoice.id)).toEqual([
      'InvoiceCreated',
      'InvoiceFinalized',
      'InvoicePaid',
      'InvoiceTransfersHeld',
    ]);
  });
});

describe('ApplyStripeInvoiceEventCommand', () => {
  it('reaches the same final state whatever the order, and transfers once', async () => {
    const who = await parties(harness);
    const invoice = await draftInvoice(who);
    const created = countStripeTransfers();
    // paid before finalized: the draft jumps to paid (it was finalized, the event is late).
    expect(await webhook('invoice.paid', invoice, { amount_paid: 100_000 })).toMatchObject({
      outcome: 'applied',
      status: 'paid',
    });
    expect(await webhook('invoice.finalized', invoice)).toMatchObject({ outcome: 'unchanged', status: 'paid' });
    expect(await webhook('invoice.paid', invoice, { amount_paid: 100_000 })).toMatchObject({ outcome: 'unchanged' });
    expect(await webhook('invoice.voided', invoice)).toMatchObject({ outcome: 'unchanged', status: 'paid' });
    expect(await webhook('invoice.marked_uncollectible', invoice)).toMatchObject({ outcome: 'unchanged' });
    const after = await harness.app.get(InvoiceRepository).findById(invoice.id);
    expect(after).toMatchObject({ status: 'paid', amountPaid: 100_000 });
    expect(after?.finalizedAt).toBeInstanceOf(Date);
    expect(after?.number).toBe(`N-${invoice.id.slice(-6)}`);
    expect(created).toHaveBeenCalledTimes(3);
    expect((await transfersOf(invoice.id)).map((row) => row.amount)).toEqual([80_000, 15_000, 5_000]);
    expect(await outboxTypes(harness, invoice.id)).toEqual(['InvoiceCreated', 'InvoicePaid', 'TransfersCreated']);
  });

  it('finalized then paid, the same end', async () => {
    const who = await parties(harness);
    const invoice = await draftInvoice(who);
    expect(await webhook('invoice.finalized', invoice)).toMatchObject({ outcome: 'applied', status: 'open' });
    expect(await webhook('invoice.paid', invoice, { amount_paid: 100_000 })).toMatchObject({ status: 'paid' });
    expect(await outboxTypes(harness, invoice.id)).toEqual(PAID_AND_TRANSFERRED);
  });

  it('voided is final; uncollectible can still be paid', async () => {
    const who = await parties(harness);
    const voided = await openInvoice(who);
    expect(await webhook('invoice.voided', voided)).toMatchObject({ outcome: 'applied', status: 'void' });
    expect(await webhook('invoice.paid', voided, { amount_paid: 100_000 })).toMatchObject({
      outcome: 'unchanged',
      status: 'void',
    });
    const uncollectible = await openInvoice(who);
    expect(await webhook('invoice.marked_uncollectible', uncollectible)).toMatchObject({ status: 'uncollectible' });
    expect(await webhook('invoice.paid', uncollectible, { amount_paid: 100_000 })).toMatchObject({ status: 'paid' });
  });

  it('flags a failed payment once, on an open invoice', async () => {
    const who = await parties(harness);
    const invoice = await openInvoice(who);
    expect(await webhook('invoice.payment_failed', invoice)).toMatchObject({ outcome: 'applied', status: 'open' });
    expect(await webhook('invoice.payment_failed', invoice)).toMatchObject({ outcome: 'unchanged' });
    expect(await harness.app.get(InvoiceRepository).findById(invoice.id)).toMatchObject({ lastPaymentFailed: true });
    await webhook('invoice.paid', invoice, { amount_paid: 100_000 });
    expect(await harness.app.get(InvoiceRepository).findById(invoice.id)).toMatchObject({
      status: 'paid',
      lastPaymentFailed: false,
    });
  });

  it('creates the transfers once when markPaid and the invoice.paid webhook race', async () => {
    const who = await parties(harness);
    const invoice = await openInvoice(who);
    const created = countStripeTransfers();
    await Promise.all([
      act(harness, invoice, 'markPaid'),
      webhook('invoice.paid', invoice, { amount_paid: 100_000 }),
      webhook('invoice.paid', invoice, { amount_paid: 100_000 }),
    ]);
    expect(await transfersOf(invoice.id)).toHaveLength(3);
    // Concurrent runs may each send a pending line; the idempotency key makes Stripe create it once.
    expect(new Set(created.mock.calls.map(([, options]) => options?.idempotencyKey)).size).toBe(3);
    expect((await outboxTypes(harness, invoice.id)).filter((type) => type === 'TransfersCreated')).toHaveLength(1);
    expect((await outboxTypes(harness, invoice.id)).filter((type) => type === 'InvoicePaid')).toHaveLength(1);
  });

  it('resumes transfers a failed run left pending when invoice.paid comes again', async () => {
    const who = await parties(harness);
    const invoice = await openInvoice(who);
    const { default: StripeSdk } = await import('stripe');
    jest
      .spyOn(harness.stripe.transfers, 'create')
      .mockRejectedValueOnce(new StripeSdk.errors.StripeAPIError({ type: 'api_error', message: 'Stripe is down' }));
    await act(harness, invoice, 'markPaid');
    // One line failed, the others went; the failed one says why and a retry waits in the transfer-run queue.
    expect((await transfersOf(invoice.id)).map((row) => [row.status, row.holdCode]).sort()).toEqual([
      ['created', null],
      ['created', null],
      ['pending', 'stripeUnavailable'],
    ]);
    expect(await runQueue().getJobState(`retry-${invoice.id}`)).toBe('delayed');
    jest.restoreAllMocks();
    await webhook('invoice.paid', invoice, { amount_paid: 100_000 });
    expect((await transfersOf(invoice.id)).map((row) => row.status)).toEqual(['created', 'created', 'created']);
    expect((await outboxTypes(harness, invoice.id)).filter((type) => type === 'TransfersCreated')).toHaveLength(1);
  });

  it('ignores invoices that are not ours', async () => {
    expect(
      await harness.commands.execute(
        new ApplyStripeInvoiceEventCommand('invoice.paid', notOurs<Stripe.Invoice>('invoice', 'in_elsewhere'), 1),
      ),
    ).toEqual({ outcome: 'unknown' });
  });
});

describe('ApplyStripeTransferEventCommand and the transfer queries', () => {
  it('confirms, reverses (final) and lists transfers for the payer and each recipient', async () => {
    const who = await parties(harness);
    const invoice = await openInvoice(who);
    await act(harness, invoice, 'markPaid');
    const [talent] = await transfersOf(invoice.id);
    const stripeTransfer = (fields: Partial<Stripe.Transfer> = {}) =>
      ({
        id: talent.stripeTransferId,
        object: 'transfer',
        amount: talent.amount,
        amount_reversed: 0,
        metadata: { transfer_id: talent.id },
        ...fields,
      }) as unknown as Stripe.Transfer;
    expect(
      await harness.commands.execute(new ApplyStripeTransferEventCommand('transfer.created', stripeTransfer(), 1)),
    ).toMatchObject({ outcome: 'applied', status: 'created' });
    expect(
      await harness.commands.execute(
        new ApplyStripeTransferEventCommand('transfer.reversed', stripeTransfer({ amount_reversed: talent.amount }), 2),
      ),
    ).toMatchObject({ outcome: 'applied', status: 'reversed' });
    expect(
      await harness.commands.execute(new ApplyStripeTransferEventCommand('transfer.created', stripeTransfer(), 1)),
    ).toMatchObject({ outcome: 'unchanged', status: 'reversed' });
    expect(await outboxTypes(harness, talent.id)).toEqual(['TransferCreated', 'TransferReversed']);
    expect(
      await harness.commands.execute(
        new ApplyStripeTransferEventCommand('transfer.created', notOurs<Stripe.Transfer>('transfer', 'tr_other'), 1),
      ),
    ).toEqual({ outcome: 'unknown' });

    const list = (accountId: string) =>
      harness.queries.execute(new ListTransfersQuery(accountId, invoice.id, { limit: 25 })).then((page) => page.data);
    expect(await list(who.payer)).toHaveLength(3);
    expect((await list(who.representatives[0].accountId)).map((row) => row.amount)).toEqual([15_000]);
    expect(await list(who.talentAccount)).toEqual([expect.objectContaining({ id: talent.id, status: 'reversed' })]);
    expect(await list(uuid7())).toEqual([]);
    const page = await harness.queries.execute(new ListTransfersQuery(who.payer, undefined, { limit: 2 }));
    expect(page).toMatchObject({ has_more: true });
    expect(await harness.queries.execute(new GetTransferQuery(who.talentAccount, talent.id))).toMatchObject({
      id: talent.id,
    });
    expect(await refusalOf(harness.queries.execute(new GetTransferQuery(uuid7(), talent.id)))).toEqual({
      code: PaymentsErrorCode.TransferNotFound,
      args: [talent.id],
    });
  });
});

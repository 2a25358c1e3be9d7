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
    const invoice = await openInvoice(who, { minor: true, trustAccount: true });
    const listExternal = harness.stripe.accounts.listExternalAccounts.bind(harness.stripe.accounts);
    // stripe-mock answers a fixture bank account without metadata; the guardian marked it as the trust account.
    jest.spyOn(harness.stripe.accounts, 'listExternalAccounts').mockImplementation((async (...args: unknown[]) => {
      const list = await (listExternal as (...a: unknown[]) => Promise<Stripe.ApiList<Stripe.BankAccount>>)(...args);
      list.data[0].metadata = { purpose: 'trust' };
      return list;
    }) as never);
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
    expect(trust).toMatchObject({ accountId: who.talentAccount, profileId: who.talentId, status: 'created' });
    expect(trust.stripePayoutId).toMatch(/^po_/);
    expect(created).toHaveBeenCalledTimes(4);
    const guardian = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId: who.talentAccount } });
    expect(payouts).toHaveBeenCalledTimes(1);
    expect(payouts.mock.calls[0][0]).toMatchObject({ amount: 15_000, currency: 'usd', metadata: { purpose: 'trust' } });
    expect(payouts.mock.calls[0][1]).toMatchObject({ stripeAccount: guardian.stripeAccountId });
    const payoutRows = await harness.db.payout.findMany({ where: { invoiceId: invoice.id } });
    expect(payoutRows).toEqual([
      expect.objectContaining({ purpose: 'trust', amount: 15_000, accountId: who.talentAccount, status: 'pending' }),
    ]);
    const view = (await harness.app
      .get(InvoiceViews)
      .one((await harness.app.get(InvoiceRepository).findById(invoice.id))!)) as Record<string, unknown>;
    expect(view.trustSetAside).toMatchObject({ amount: 15_000, state: 'CA' });
  });

  it('holds the transfers of a minor without a trust account (nothing is paid out)', async () => {
    const who = await parties(harness, undefined, { minor: true });
    const invoice = await openInvoice(who, { minor: true, trustAccount: false });
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
    expect((await transfersOf(invoice.id)).filter((row) => row.status === 'pending').length).toBeGreaterThan(0);
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

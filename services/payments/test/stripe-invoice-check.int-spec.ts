import { StripeWebhookReceivedSchema } from '@callsheet/contracts';
import { LOGGER, type Logger, METRICS, type Metrics, uuid7 } from '@callsheet/kernel';
import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ApplyStripeInvoiceEventCommand } from '../src/invoice/commands/apply-stripe-invoice-event/apply-stripe-invoice-event.command.js';
import type { StripeInvoiceEventType } from '../src/invoice/domain/stripe-invoice-events.js';
import { InvoiceRepository, type StoredInvoice } from '../src/invoice/invoice.repository.js';
import { StripeWebhookHandler } from '../src/webhook/reactions/stripe-webhook.handler.js';
import { act, announceApplication, createInvoice, outboxTypes, parties } from './invoice-fixtures.js';
import { consumedEvent, deliverEvent } from './payments-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

// Security issue: a correctly signed invoice.paid whose Stripe invoice id is not ours, with no amounts,
// marked our invoice paid and created transfers. Stripe invoice events are now checked against our
// record (Stripe id, currency, amount paid), re-read from Stripe (stripe-mock here) when fields are
// missing; a mismatch is logged at error, counted, recorded as handled and changes nothing.

const harness = usePaymentsTestApp({ BULLMQ_PREFIX: `test-check-${uuid7()}`, BULLMQ_WORKERS: 'false' });
let metrics: Metrics;

beforeAll(() => {
  metrics = harness.app.get<Metrics>(METRICS);
});

async function openInvoice(): Promise<StoredInvoice> {
  const who = await parties(harness);
  const invoice = await createInvoice(harness, who, await announceApplication(harness, who));
  return (await act(harness, invoice, 'finalize')).invoice;
}

/** Stripe's invoice behind ours as an event carries it (data.object), changed by `fields`. */
function stripeInvoiceOf(invoice: StoredInvoice, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: invoice.stripeInvoiceId, object: 'invoice', metadata: { invoice_id: invoice.id }, ...fields };
}

function eventId(): string {
  return `evt_${randomUUID().replaceAll('-', '')}`;
}

/** A Stripe event as the gateway hands it over (verified), through the webhook consumer's handler. */
async function deliver(type: StripeInvoiceEventType, object: Record<string, unknown>, id = eventId()) {
  const objectId = typeof object.id === 'string' ? object.id : id;
  const event = consumedEvent(StripeWebhookReceivedSchema, objectId, {
    eventId: id,
    type,
    objectId,
    created: BigInt(Math.floor(Date.now() / 1000)),
    payload: JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } }),
    receivedAt: new Date().toISOString(),
  });
  await deliverEvent(harness, StripeWebhookHandler, event, 60_000);
  return id;
}

function command(type: StripeInvoiceEventType, object: Record<string, unknown>) {
  return harness.commands.execute(
    new ApplyStripeInvoiceEventCommand(type, object as unknown as Stripe.Invoice, Math.floor(Date.now() / 1000)),
  );
}

async function mismatchCount(type: string, fields: string): Promise<number> {
  const metric = (await metrics.registry.getSingleMetric('callsheet_stripe_webhook_mismatch_total')?.get()) as
    { values: { value: number; labels: Record<string, string> }[] } | undefined;
  return metric?.values.find((value) => value.labels.type === type && value.labels.fields === fields)?.value ?? 0;
}

async function stateOf(invoice: StoredInvoice) {
  const stored = await harness.app.get(InvoiceRepository).findById(invoice.id);
  return {
    status: stored?.status,
    amountPaid: stored?.amountPaid,
    transfers: await harness.db.transfer.count({ where: { invoiceId: invoice.id } }),
    events: await outboxTypes(harness, invoice.id),
  };
}

const unchangedOpen = { status: 'open', amountPaid: 0, transfers: 0, events: ['InvoiceCreated', 'InvoiceFinalized'] };

describe('Stripe invoice events checked against our invoice', () => {
  it('ignores a signed invoice.paid about another Stripe invoice, without amounts (the reported defect)', async () => {
    const invoice = await openInvoice();
    const transfers = jest.spyOn(harness.stripe.transfers, 'create');
    const logged = jest.spyOn(harness.app.get<Logger>(LOGGER), 'error');
    const before = await mismatchCount('invoice.paid', 'id');

    const id = await deliver('invoice.paid', {
      id: 'in_not_ours_at_all',
      object: 'invoice',
      metadata: { invoice_id: invoice.id },
    });

    expect(await stateOf(invoice)).toEqual(unchangedOpen);
    expect(transfers).not.toHaveBeenCalled();
    expect(await mismatchCount('invoice.paid', 'id')).toBe(before + 1);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        stripeEventId: id,
        invoiceId: invoice.id,
        mismatches: [expect.objectContaining({ field: 'id', theirs: 'in_not_ours_at_all' })],
      }),
      expect.stringContaining('does not match'),
    );
    // Handled once: recorded, so that Stripe's event is not retried forever.
    expect(await harness.db.stripeEvent.count({ where: { id } })).toBe(1);
  });

  it('re-reads an invoice.paid without amounts from Stripe and changes nothing when Stripe did not see it paid', async () => {
    const invoice = await openInvoice();
    const retrieve = jest.spyOn(harness.stripe.invoices, 'retrieve');
    const before = await mismatchCount('invoice.paid', 'amount_paid');
    // stripe-mock's copy of any invoice: amount_paid 0.
    expect(await command('invoice.paid', stripeInvoiceOf(invoice))).toEqual({
      outcome: 'mismatch',
      invoiceId: invoice.id,
      status: 'open',
    });
    expect(retrieve).toHaveBeenCalledTimes(1);
    expect(retrieve.mock.calls[0][0]).toBe(invoice.stripeInvoiceId);
    expect(await stateOf(invoice)).toEqual(unchangedOpen);
    expect(await mismatchCount('invoice.paid', 'amount_paid')).toBe(before + 1);
  });

  /**
   * The re-reads that check an event against Stripe; a paid invoice is also read once with its payments
   * expanded, to find the charge its transfers draw on (webhooks never carry them).
   */
  function checkRereads(retrieve: { mock: { calls: unknown[][] } }): unknown[][] {
    return retrieve.mock.calls.filter(
      ([, params]) => (params as { expand?: string[] } | undefined)?.expand === undefined,
    );
  }

  it('re-reads an invoice.paid without amounts and applies it when Stripe says it was paid in full', async () => {
    const invoice = await openInvoice();
    const original = harness.stripe.invoices.retrieve.bind(harness.stripe.invoices);
    const retrieve = jest.spyOn(harness.stripe.invoices, 'retrieve').mockImplementation(async (id: string) => ({
      ...(await original(id)),
      status: 'paid',
      amount_paid: invoice.total,
    }));
    expect(await command('invoice.paid', stripeInvoiceOf(invoice))).toMatchObject({
      outcome: 'applied',
      status: 'paid',
    });
    expect(checkRereads(retrieve)).toHaveLength(1);
    expect(await stateOf(invoice)).toMatchObject({ status: 'paid', amountPaid: invoice.total, transfers: 3 });
  });

  it('applies a complete, matching invoice.paid without asking Stripe again', async () => {
    const invoice = await openInvoice();
    const retrieve = jest.spyOn(harness.stripe.invoices, 'retrieve');
    await deliver('invoice.paid', stripeInvoiceOf(invoice, { currency: 'usd', amount_paid: invoice.total }));
    expect(checkRereads(retrieve)).toEqual([]);
    expect(await stateOf(invoice)).toMatchObject({ status: 'paid', amountPaid: invoice.total, transfers: 3 });
  });

  it.each([
    ['another currency', { currency: 'eur' }, 'currency'],
    ['less than the total', { amount_paid: 1 }, 'amount_paid'],
    ['more than the total', { amount_paid: 10_000_000 }, 'amount_paid'],
  ])('changes nothing for an invoice.paid with %s', async (_case, fields, field) => {
    const invoice = await openInvoice();
    const before = await mismatchCount('invoice.paid', field);
    await deliver('invoice.paid', stripeInvoiceOf(invoice, { currency: 'usd', amount_paid: invoice.total, ...fields }));
    expect(await stateOf(invoice)).toEqual(unchangedOpen);
    expect(await mismatchCount('invoice.paid', field)).toBe(before + 1);
  });

  it('checks the other invoice events too: a voided event about another Stripe invoice voids nothing', async () => {
    const invoice = await openInvoice();
    expect(
      await command('invoice.voided', {
        id: 'in_someone_elses',
        object: 'invoice',
        currency: 'usd',
        metadata: { invoice_id: invoice.id },
      }),
    ).toMatchObject({ outcome: 'mismatch' });
    expect(await command('invoice.marked_uncollectible', stripeInvoiceOf(invoice, { currency: 'gbp' }))).toMatchObject({
      outcome: 'mismatch',
    });
    expect(await stateOf(invoice)).toEqual(unchangedOpen);
    // The matching one still applies.
    expect(await command('invoice.voided', stripeInvoiceOf(invoice, { currency: 'usd', metadata: {} }))).toMatchObject({
      outcome: 'applied',
      status: 'void',
    });
  });

  it('calls an invoice Stripe does not know a mismatch, and retries when Stripe is down', async () => {
    const invoice = await openInvoice();
    const event = stripeInvoiceOf(invoice);
    jest.spyOn(harness.stripe.invoices, 'retrieve').mockRejectedValueOnce(
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such invoice',
      }),
    );
    expect(await command('invoice.paid', event)).toMatchObject({ outcome: 'mismatch' });
    jest
      .spyOn(harness.stripe.invoices, 'retrieve')
      .mockRejectedValueOnce(new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'Stripe is down' }));
    await expect(command('invoice.paid', event)).rejects.toMatchObject({ code: 'stripeUnavailable' });
    expect(await stateOf(invoice)).toEqual(unchangedOpen);
  });
});

import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { InvoicePayouts } from '../../../transfer/invoice-payouts.js';
import { TransferRepository } from '../../../transfer/transfer.repository.js';
import { stripeMoveEvents } from '../../domain/invoice-events.js';
import type { InvoiceStatus } from '../../domain/invoice-status.js';
import { checkStripeInvoice, fillFromReread, type StripeInvoiceVerdict } from '../../domain/stripe-invoice-check.js';
import { chargeOfPaidInvoice } from '../../domain/invoice-charge.js';
import { declinedPayment, paymentActionRequired } from '../../domain/payment-issue.js';
import {
  flagsActionRequired,
  flagsFailedPayment,
  statusAfterStripeEvent,
  type StripeInvoiceEventType,
} from '../../domain/stripe-invoice-events.js';
import { type InvoicePatch, InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import { StripeWebhookMetrics } from '../../stripe-webhook.metrics.js';
import {
  ApplyStripeInvoiceEventCommand,
  type ApplyStripeInvoiceEventResult,
} from './apply-stripe-invoice-event.command.js';

/** Someone else may change the invoice between our read and write: read again, a few times. */
const MAX_TRIES = 3;

/** The event's invoice once checked against ours: the verdict, and the object filled from a re-read. */
interface Checked {
  verdict: StripeInvoiceVerdict;
  stripeInvoice: Stripe.Invoice;
}

@CommandHandler(ApplyStripeInvoiceEventCommand)
export class ApplyStripeInvoiceEventHandler implements ICommandHandler<
  ApplyStripeInvoiceEventCommand,
  ApplyStripeInvoiceEventResult
> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly transfers: TransferRepository,
    private readonly payouts: InvoicePayouts,
    private readonly stripe: InvoiceStripe,
    private readonly metrics: StripeWebhookMetrics,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    type,
    invoice: eventInvoice,
    eventCreated,
    eventId,
  }: ApplyStripeInvoiceEventCommand): Promise<ApplyStripeInvoiceEventResult> {
    // Stripe's current copy, read at most once per event (only when the event's object lacks fields).
    const reread = new Map<string, Promise<Stripe.Invoice | undefined>>();
    for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
      const invoice = await this.ours(eventInvoice);
      if (!invoice) {
        this.logger.info({ stripeInvoiceId: eventInvoice.id, type }, 'Stripe invoice event for an invoice not ours');
        return { outcome: 'unknown' };
      }
      const { verdict, stripeInvoice } = await this.check(type, invoice, eventInvoice, reread);
      if (verdict.verdict !== 'match') {
        const mismatches = verdict.verdict === 'mismatch' ? verdict.mismatches : [];
        this.logger.error(
          {
            stripeEventId: eventId,
            type,
            invoiceId: invoice.id,
            stripeInvoiceId: invoice.stripeInvoiceId,
            eventStripeInvoiceId: eventInvoice.id,
            mismatches,
          },
          'Stripe invoice event does not match our invoice: nothing changed',
        );
        this.metrics.mismatch(
          type,
          mismatches.map((mismatch) => mismatch.field),
        );
        return { outcome: 'mismatch', invoiceId: invoice.id, status: invoice.status };
      }
      if (flagsFailedPayment(invoice.status, type)) {
        if (invoice.lastPaymentFailed) {
          return { outcome: 'unchanged', invoiceId: invoice.id, status: invoice.status };
        }
        const declineCode = stripeInvoice.last_finalization_error?.code ?? undefined;
        const issue = declinedPayment(declineCode, new Date(eventCreated * 1000));
        await this.invoices.note(invoice, { lastPaymentFailed: true, paymentIssue: issue }, [
          { type: 'paymentFailed', declineCode },
        ]);
        return { outcome: 'applied', invoiceId: invoice.id, status: invoice.status };
      }
      if (flagsActionRequired(invoice.status, type)) {
        if (invoice.paymentIssue?.kind === 'actionRequired') {
          return { outcome: 'unchanged', invoiceId: invoice.id, status: invoice.status };
        }
        const url = stripeInvoice.hosted_invoice_url ?? invoice.hostedInvoiceUrl;
        await this.invoices.note(
          invoice,
          { paymentIssue: paymentActionRequired(url, new Date(eventCreated * 1000)), hostedInvoiceUrl: url ?? null },
          [{ type: 'paymentActionRequired', hostedInvoiceUrl: url }],
        );
        return { outcome: 'applied', invoiceId: invoice.id, status: invoice.status };
      }
      const to = statusAfterStripeEvent(invoice.status, type);
      if (!to) {
        if (type === 'invoice.paid' && invoice.status === 'paid') {
          // A repeated invoice.paid finishes what an earlier run could not (held or failed transfers).
          await this.resumeTransfers(invoice);
        }
        return { outcome: 'unchanged', invoiceId: invoice.id, status: invoice.status };
      }
      const changed = await this.move(invoice, to, stripeInvoice, eventCreated, verdict.amountPaid);
      if (changed) {
        if (to === 'paid') {
          await this.payOut(changed.id);
        }
        return { outcome: 'applied', invoiceId: changed.id, status: changed.status };
      }
    }
    throw new PaymentsException(
      PaymentsErrorCode.StripeUnavailable,
      `The invoice of ${eventInvoice.id} kept changing; the event will be retried.`,
    );
  }

  /**
   * The event's object against our record (domain/stripe-invoice-check.ts); when it lacks a field, our
   * invoice is re-read from Stripe, the missing fields are filled from that copy and the check runs again.
   * An invoice Stripe does not know is a mismatch; Stripe unavailable is thrown (the event is retried).
   */
  private async check(
    type: StripeInvoiceEventType,
    invoice: StoredInvoice,
    eventInvoice: Stripe.Invoice,
    reread: Map<string, Promise<Stripe.Invoice | undefined>>,
  ): Promise<Checked> {
    const first = checkStripeInvoice(type, invoice, eventInvoice);
    if (first.verdict !== 'reread' || !invoice.stripeInvoiceId) {
      return { verdict: first, stripeInvoice: eventInvoice };
    }
    const id = invoice.stripeInvoiceId;
    if (!reread.has(id)) {
      reread.set(id, this.retrieve(id));
    }
    const current = await reread.get(id)!;
    if (!current) {
      return {
        verdict: {
          verdict: 'mismatch',
          mismatches: [{ field: 'id', ours: id, theirs: 'not found at Stripe' }],
        },
        stripeInvoice: eventInvoice,
      };
    }
    const filled = fillFromReread(eventInvoice, current);
    this.logger.info(
      { type, invoiceId: invoice.id, missing: first.missing },
      'Stripe invoice event re-read from Stripe (fields missing)',
    );
    return { verdict: checkStripeInvoice(type, invoice, filled, { reread: true }), stripeInvoice: filled };
  }

  private async retrieve(stripeInvoiceId: string): Promise<Stripe.Invoice | undefined> {
    try {
      return await this.stripe.retrieve(stripeInvoiceId);
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.StripeObjectNotFound) {
        return undefined;
      }
      throw error;
    }
  }

  /** Ours by metadata.invoice_id (set on every invoice we create), else by Stripe id. */
  private async ours(stripeInvoice: Stripe.Invoice): Promise<StoredInvoice | undefined> {
    const id = stripeInvoice.metadata?.invoice_id;
    const byMetadata = id ? await this.invoices.findById(id) : undefined;
    if (byMetadata) {
      return byMetadata;
    }
    return stripeInvoice.id ? this.invoices.findByStripeId(stripeInvoice.id) : undefined;
  }

  private async move(
    invoice: StoredInvoice,
    to: InvoiceStatus,
    stripeInvoice: Stripe.Invoice,
    eventCreated: number,
    /** Stripe's amount paid, checked against ours (domain/stripe-invoice-check.ts). */
    amountPaid: number | undefined,
  ): Promise<StoredInvoice | undefined> {
    const at = new Date(eventCreated * 1000);
    // Every status past draft means the invoice was finalized, even when invoice.finalized is late.
    const finalized: InvoicePatch = {
      finalizedAt: invoice.finalizedAt ?? at,
      number: invoice.number ?? stripeInvoice.number ?? null,
      hostedInvoiceUrl: invoice.hostedInvoiceUrl ?? stripeInvoice.hosted_invoice_url ?? null,
      invoicePdf: invoice.invoicePdf ?? stripeInvoice.invoice_pdf ?? null,
    };
    if (to === 'draft') {
      return undefined;
    }
    let patch: InvoicePatch = finalized;
    if (to === 'paid') {
      const paidAt = stripeInvoice.status_transitions?.paid_at;
      patch = {
        ...finalized,
        amountPaid: amountPaid ?? invoice.total,
        paidAt: paidAt ? new Date(paidAt * 1000) : at,
        lastPaymentFailed: false,
        paymentIssue: null,
        stripeChargeId: (await this.paidCharge(invoice, stripeInvoice)) ?? null,
      };
    }
    const events = stripeMoveEvents(to, (stripeInvoice.amount_paid_off_stripe ?? 0) > 0);
    const deal = to === 'paid' ? await this.invoices.findDeal(invoice.applicationId) : undefined;
    return this.invoices.transition(
      invoice,
      to,
      patch,
      events,
      to === 'paid' ? (tx, paid) => this.payouts.planInTx(tx, paid, deal) : undefined,
    );
  }

  /**
   * The charge that paid the invoice, for the transfers' source_transaction: from the event when its
   * payments are there (they are not expanded in webhooks), else from Stripe. Best effort: without it
   * the transfers draw on the platform's balance, and a run short of funds is retried.
   */
  private async paidCharge(invoice: StoredInvoice, stripeInvoice: Stripe.Invoice): Promise<string | undefined> {
    if ((stripeInvoice.amount_paid_off_stripe ?? 0) > 0) {
      return undefined;
    }
    const fromEvent = chargeOfPaidInvoice(stripeInvoice);
    if (fromEvent) {
      return fromEvent;
    }
    try {
      return chargeOfPaidInvoice(await this.stripe.withPayments(invoice));
    } catch (error) {
      this.logger.warn({ invoiceId: invoice.id, err: error }, 'could not read the charge that paid the invoice');
      return undefined;
    }
  }

  /** A paid invoice without transfer rows (held) is planned again; pending ones are sent. */
  private async resumeTransfers(invoice: StoredInvoice): Promise<void> {
    if ((await this.transfers.countForInvoice(invoice.id)) === 0) {
      const deal = await this.invoices.findDeal(invoice.applicationId);
      await this.invoices.writeLocked(invoice.id, (tx, locked) => this.payouts.planInTx(tx, locked, deal));
    }
    await this.payOut(invoice.id);
  }

  /**
   * Transfers after commit. A line Stripe did not take is retried by the transfer-run queue; only when
   * that retry could not even be queued is the failure thrown, so that the webhook event is retried.
   */
  private async payOut(invoiceId: string): Promise<void> {
    const result = await this.payouts.payOut(invoiceId);
    if (result.error !== undefined && !result.retryQueued) {
      throw result.error;
    }
  }
}

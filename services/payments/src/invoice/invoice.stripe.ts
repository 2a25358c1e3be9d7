import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { BillingStripe } from '../billing/billing.stripe.js';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { callStripe, fromStripeError } from '../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../stripe/stripe.client.js';
import type { InvoiceCoupon, InvoiceDraft } from './domain/invoice-draft.js';
import type { StoredInvoice } from './invoice.repository.js';

/** Expanded on the answer of a payment: the charge that paid it (domain/invoice-charge.ts). */
const PAYMENT_EXPAND = ['payments.data.payment.payment_intent'];

/** Stripe's code when the payer's bank asks for authentication (3-D Secure) before the invoice is paid. */
const REQUIRES_ACTION = 'invoice_payment_intent_requires_action';

/** The payer must confirm the payment on the hosted page: nothing was charged. */
export class PaymentActionRequiredError extends Error {
  constructor(readonly stripeMessage: string) {
    super(stripeMessage);
  }
}

/** Seconds since the epoch of the end of a calendar day (UTC): Stripe's due_date. */
function endOfDay(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T23:59:59Z`) / 1000);
}

/** Our basis points as Stripe's percentage (825 -> 8.25). */
function percentOf(bps: number): number {
  return bps / 100;
}

/**
 * The Stripe calls of invoices. Every write carries an idempotency key derived from our invoice id (and
 * the step, or the command id for repeatable actions), so a retried command repeats the same request
 * and Stripe answers it once.
 *
 * Separate charges and transfers: the invoice has no transfer_data; the payment stays on the platform
 * and transfer/transfer.payouts.ts sends each share with the invoice's transfer group (kept in the
 * Stripe invoice's metadata too: Stripe invoices take no transfer_group of their own).
 */
@Injectable()
export class InvoiceStripe {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly billing: BillingStripe,
  ) {}

  /** The payer's Stripe customer (billing/: made once, with the account's billing email and name). */
  async customerOf(accountId: string): Promise<string> {
    return this.billing.customerOf(accountId);
  }

  /** The Stripe draft with its lines, tax rates and coupons. */
  async createDraft(
    invoiceId: string,
    customer: string,
    draft: InvoiceDraft,
    metadata: Record<string, string>,
  ): Promise<Stripe.Invoice> {
    const created = await callStripe(() =>
      this.stripe.invoices.create(
        {
          customer,
          currency: 'usd',
          auto_advance: false,
          collection_method: draft.billingMethod,
          ...(draft.dueDate ? { due_date: endOfDay(draft.dueDate) } : {}),
          ...(draft.memo ? { description: draft.memo } : {}),
          ...(draft.footer ? { footer: draft.footer } : {}),
          ...(draft.customFields.length > 0 ? { custom_fields: draft.customFields } : {}),
          ...(draft.prefix
            ? { number: `${draft.prefix}-${invoiceId.replaceAll('-', '').slice(-10).toUpperCase()}` }
            : {}),
          pending_invoice_items_behavior: 'exclude',
          metadata,
        },
        { idempotencyKey: idempotencyKey(invoiceId, 'invoice.create') },
      ),
    );
    await this.addLines(invoiceId, created.id, customer, draft, invoiceId);
    return created;
  }

  /**
   * The draft's lines with their tax rates and coupons on a Stripe invoice. `keyBase` names the write:
   * the invoice id when it is made, the edit's id when a draft's lines are made again (a key reused
   * within 24 hours would answer the first request's objects).
   */
  private async addLines(
    invoiceId: string,
    stripeInvoiceId: string,
    customer: string,
    draft: InvoiceDraft,
    keyBase: string,
  ): Promise<void> {
    const taxRates = new Map<number, string>();
    for (const bps of new Set(draft.items.flatMap((item) => item.taxRatesBps))) {
      const rate = await callStripe(() =>
        this.stripe.taxRates.create(
          { display_name: 'Tax', percentage: percentOf(bps), inclusive: false },
          { idempotencyKey: idempotencyKey(keyBase, `taxRate:${bps}`) },
        ),
      );
      taxRates.set(bps, rate.id);
    }
    for (const [index, item] of draft.items.entries()) {
      const coupons: string[] = [];
      for (const [couponIndex, coupon] of item.coupons.entries()) {
        coupons.push(await this.coupon(keyBase, `${index}:${couponIndex}`, coupon));
      }
      await callStripe(() =>
        this.stripe.invoiceItems.create(
          {
            customer,
            invoice: stripeInvoiceId,
            currency: 'usd',
            description: item.description ?? item.productId,
            quantity: item.quantity,
            unit_amount_decimal: Stripe.Decimal.from(item.unitAmount),
            ...(item.taxRatesBps.length > 0
              ? { tax_rates: item.taxRatesBps.map((bps) => taxRates.get(bps) ?? '') }
              : {}),
            ...(coupons.length > 0 ? { discounts: coupons.map((coupon) => ({ coupon })) } : {}),
            metadata: {
              invoice_id: invoiceId,
              line: String(index),
              ...(item.productId ? { product_id: item.productId } : {}),
            },
          },
          { idempotencyKey: idempotencyKey(keyBase, `item:${index}`) },
        ),
      );
    }
  }

  private async coupon(keyBase: string, step: string, coupon: InvoiceCoupon): Promise<string> {
    const params: Stripe.CouponCreateParams =
      coupon.kind === 'percentOff'
        ? { percent_off: percentOf(coupon.percentOffBps), duration: 'once' }
        : { amount_off: coupon.amountOff, currency: 'usd', duration: 'once' };
    const created = await callStripe(() =>
      this.stripe.coupons.create(params, { idempotencyKey: idempotencyKey(keyBase, `coupon:${step}`) }),
    );
    return created.id;
  }

  async deleteDraft(invoice: StoredInvoice): Promise<void> {
    if (invoice.stripeInvoiceId) {
      const id = invoice.stripeInvoiceId;
      await callStripe(() => this.stripe.invoices.del(id));
    }
  }

  async finalize(invoice: StoredInvoice): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.finalizeInvoice(
        stripeIdOf(invoice),
        { auto_advance: false },
        { idempotencyKey: idempotencyKey(invoice.id, 'finalize') },
      ),
    );
  }

  async markPaid(invoice: StoredInvoice): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.pay(
        stripeIdOf(invoice),
        { paid_out_of_band: true },
        { idempotencyKey: idempotencyKey(invoice.id, 'markPaid') },
      ),
    );
  }

  async voidInvoice(invoice: StoredInvoice): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.voidInvoice(stripeIdOf(invoice), {}, { idempotencyKey: idempotencyKey(invoice.id, 'void') }),
    );
  }

  async markUncollectible(invoice: StoredInvoice): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.markUncollectible(
        stripeIdOf(invoice),
        {},
        { idempotencyKey: idempotencyKey(invoice.id, 'markUncollectible') },
      ),
    );
  }

  /** Stripe emails the invoice to the customer, so the payer needs a billing email first. */
  async send(invoice: StoredInvoice, commandId: string): Promise<Stripe.Invoice> {
    const payer = await this.billing.payer(invoice.accountId);
    if (!payer.billingEmail) {
      throw new PaymentsException(
        PaymentsErrorCode.BillingEmailRequired,
        'Add a billing email in Billing (account settings) so that Stripe can email the invoice.',
      );
    }
    return callStripe(() =>
      this.stripe.invoices.sendInvoice(
        stripeIdOf(invoice),
        {},
        { idempotencyKey: idempotencyKey(commandId, `send:${invoice.id}`) },
      ),
    );
  }

  /**
   * Pays the invoice with a payment method on file: Stripe's pay endpoint without paid_out_of_band.
   * `offSession` for charge (the payer is not there to authenticate), not for pay (the payer asked now).
   * A payment the bank wants confirmed throws PaymentActionRequiredError; a decline, PaymentFailed.
   */
  async pay(
    invoice: StoredInvoice,
    commandId: string,
    paymentMethod: string,
    { offSession }: { offSession: boolean },
  ): Promise<Stripe.Invoice> {
    try {
      return await this.stripe.invoices.pay(
        stripeIdOf(invoice),
        { payment_method: paymentMethod, off_session: offSession, expand: PAYMENT_EXPAND },
        { idempotencyKey: idempotencyKey(commandId, `${offSession ? 'charge' : 'pay'}:${invoice.id}`) },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === REQUIRES_ACTION) {
        throw new PaymentActionRequiredError(error.message);
      }
      throw fromStripeError(error);
    }
  }

  async creditNote(
    invoice: StoredInvoice,
    commandId: string,
    credit: { amount: number; reason?: Stripe.CreditNoteCreateParams.Reason; memo?: string },
  ): Promise<Stripe.CreditNote> {
    return callStripe(() =>
      this.stripe.creditNotes.create(
        {
          invoice: stripeIdOf(invoice),
          amount: credit.amount,
          // A paid invoice's credit goes to the customer's balance (an open one's lowers what is due).
          ...(invoice.status === 'paid' ? { credit_amount: credit.amount } : {}),
          ...(credit.reason ? { reason: credit.reason } : {}),
          ...(credit.memo ? { memo: credit.memo } : {}),
          metadata: { invoice_id: invoice.id },
        },
        { idempotencyKey: idempotencyKey(commandId, `creditNote:${invoice.id}`) },
      ),
    );
  }

  /** Stripe's current copy of our invoice (a webhook's object is checked against it when in doubt). */
  async retrieve(stripeInvoiceId: string): Promise<Stripe.Invoice> {
    return callStripe(() => this.stripe.invoices.retrieve(stripeInvoiceId));
  }

  /** Our invoice at Stripe with its payments expanded, to find the charge that paid it. */
  async withPayments(invoice: StoredInvoice): Promise<Stripe.Invoice> {
    return callStripe(() => this.stripe.invoices.retrieve(stripeIdOf(invoice), { expand: PAYMENT_EXPAND }));
  }

  /** A draft's content at Stripe replaced: its fields, then its lines (removed and made again). */
  async replaceDraft(invoice: StoredInvoice, draft: InvoiceDraft, editId: string): Promise<Stripe.Invoice> {
    const id = stripeIdOf(invoice);
    const updated = await callStripe(() =>
      this.stripe.invoices.update(
        id,
        {
          collection_method: draft.billingMethod,
          // Only a send_invoice draft has a due date; Stripe drops it when the method changes.
          ...(draft.dueDate ? { due_date: endOfDay(draft.dueDate) } : {}),
          description: draft.memo ?? '',
          footer: draft.footer ?? '',
          custom_fields: draft.customFields.length > 0 ? draft.customFields : '',
          ...(draft.prefix
            ? { number: `${draft.prefix}-${invoice.id.replaceAll('-', '').slice(-10).toUpperCase()}` }
            : { number: '' }),
        },
        { idempotencyKey: idempotencyKey(editId, `invoice.update:${invoice.id}`) },
      ),
    );
    const lines = await callStripe(() => this.stripe.invoiceItems.list({ invoice: id, limit: 100 }));
    for (const line of lines.data) {
      await callStripe(() => this.stripe.invoiceItems.del(line.id));
    }
    await this.addLines(
      invoice.id,
      id,
      typeof updated.customer === 'string' ? updated.customer : (updated.customer?.id ?? ''),
      draft,
      editId,
    );
    return updated;
  }

  /** Stripe renders the PDF at finalization: its link. */
  async pdfUrl(invoice: StoredInvoice): Promise<string | undefined> {
    const stripeInvoice = await callStripe(() => this.stripe.invoices.retrieve(stripeIdOf(invoice)));
    return stripeInvoice.invoice_pdf ?? undefined;
  }
}

function stripeIdOf(invoice: StoredInvoice): string {
  if (!invoice.stripeInvoiceId) {
    throw new PaymentsException(PaymentsErrorCode.StripeObjectNotFound, 'The invoice has no Stripe invoice.', [
      'invoice',
    ]);
  }
  return invoice.stripeInvoiceId;
}

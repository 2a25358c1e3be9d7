import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { callStripe } from '../stripe/stripe-errors.js';
import { idempotencyKey, STRIPE } from '../stripe/stripe.client.js';
import type { InvoiceCoupon, InvoiceDraft } from './domain/invoice-draft.js';
import { InvoiceRepository, type StoredInvoice } from './invoice.repository.js';

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
    private readonly invoices: InvoiceRepository,
  ) {}

  /** The payer's Stripe customer, made and stored the first time the account is billed. */
  async customerOf(accountId: string): Promise<string> {
    const payer = await this.invoices.payerOf(accountId);
    if (!payer) {
      throw new PaymentsException(
        PaymentsErrorCode.ConnectedAccountNotFound,
        'The paying account has no payments profile yet; try again in a moment.',
        [accountId],
      );
    }
    if (payer.stripeCustomerId) {
      return payer.stripeCustomerId;
    }
    const customer = await callStripe(() =>
      this.stripe.customers.create(
        { metadata: { account_id: accountId } },
        { idempotencyKey: idempotencyKey(`customer:${accountId}`, 'create') },
      ),
    );
    return this.invoices.saveCustomer(accountId, customer.id);
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
    const taxRates = new Map<number, string>();
    for (const bps of new Set(draft.items.flatMap((item) => item.taxRatesBps))) {
      const rate = await callStripe(() =>
        this.stripe.taxRates.create(
          { display_name: 'Tax', percentage: percentOf(bps), inclusive: false },
          { idempotencyKey: idempotencyKey(invoiceId, `taxRate:${bps}`) },
        ),
      );
      taxRates.set(bps, rate.id);
    }
    for (const [index, item] of draft.items.entries()) {
      const coupons: string[] = [];
      for (const [couponIndex, coupon] of item.coupons.entries()) {
        coupons.push(await this.coupon(invoiceId, `${index}:${couponIndex}`, coupon));
      }
      await callStripe(() =>
        this.stripe.invoiceItems.create(
          {
            customer,
            invoice: created.id,
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
          { idempotencyKey: idempotencyKey(invoiceId, `item:${index}`) },
        ),
      );
    }
    return created;
  }

  private async coupon(invoiceId: string, step: string, coupon: InvoiceCoupon): Promise<string> {
    const params: Stripe.CouponCreateParams =
      coupon.kind === 'percentOff'
        ? { percent_off: percentOf(coupon.percentOffBps), duration: 'once' }
        : { amount_off: coupon.amountOff, currency: 'usd', duration: 'once' };
    const created = await callStripe(() =>
      this.stripe.coupons.create(params, { idempotencyKey: idempotencyKey(invoiceId, `coupon:${step}`) }),
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

  async send(invoice: StoredInvoice, commandId: string): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.sendInvoice(
        stripeIdOf(invoice),
        {},
        { idempotencyKey: idempotencyKey(commandId, `send:${invoice.id}`) },
      ),
    );
  }

  /** How many payment methods the payer's customer has on file (spec section 8). */
  async paymentMethodsOnFile(invoice: StoredInvoice): Promise<number> {
    const customer = await this.customerOf(invoice.accountId);
    const methods = await callStripe(() => this.stripe.customers.listPaymentMethods(customer, { limit: 1 }));
    return methods.data.length;
  }

  /** Charges the payment method on file: Stripe's pay endpoint without paid_out_of_band. */
  async charge(invoice: StoredInvoice, commandId: string): Promise<Stripe.Invoice> {
    return callStripe(() =>
      this.stripe.invoices.pay(
        stripeIdOf(invoice),
        { off_session: true },
        { idempotencyKey: idempotencyKey(commandId, `charge:${invoice.id}`) },
      ),
    );
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

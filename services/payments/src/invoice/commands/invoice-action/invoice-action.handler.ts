import { LOGGER, type Logger, uuid7 } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { BillingRepository } from '../../../billing/billing.repository.js';
import { requireOwnPaymentMethod } from '../../../billing/billing.access.js';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { InvoicePayouts } from '../../../transfer/invoice-payouts.js';
import { invalidValue, optionalChoice, optionalText } from '../../../common/field-rules.js';
import {
  CREDIT_MEMO_MAX,
  CREDIT_REASONS,
  creditNoteAmount,
  creditNoteStep,
  invoiceActionStep,
  type InvoiceMoveAction,
  type InvoiceStep,
} from '../../domain/invoice-events.js';
import { chargeOfPaidInvoice } from '../../domain/invoice-charge.js';
import { assertChargeable, assertInvoiceAction, type InvoiceAction } from '../../domain/invoice-status.js';
import { declinedPayment, paymentActionRequired } from '../../domain/payment-issue.js';
import { requireOwnInvoice, settleLostRace } from '../../invoice.access.js';
import { type InvoicePatch, InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceStripe, PaymentActionRequiredError } from '../../invoice.stripe.js';
import {
  INVOICE_API_ACTIONS,
  InvoiceActionCommand,
  type InvoiceActionOptions,
  type InvoiceActionOutcome,
  type InvoiceApiAction,
} from './invoice-action.command.js';

/**
 * Every invoice action: the step of the state machine first (domain/invoice-events.ts: the status after
 * it and its events), then Stripe, then our status with the step's events in one transaction. A lost
 * race answers the winner's result when it is the same.
 */
@CommandHandler(InvoiceActionCommand)
export class InvoiceActionHandler implements ICommandHandler<InvoiceActionCommand, InvoiceActionOutcome> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly stripe: InvoiceStripe,
    private readonly billing: BillingRepository,
    private readonly payouts: InvoicePayouts,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ accountId, id, action, options }: InvoiceActionCommand): Promise<InvoiceActionOutcome> {
    const invoice = requireOwnInvoice(await this.invoices.findById(id), accountId, id);
    const commandId = options.commandId?.trim() || uuid7();
    const apiAction = parseAction(action);
    switch (apiAction) {
      case 'finalize': {
        const step = invoiceActionStep(invoice.status, apiAction);
        const finalized = await this.stripe.finalize(invoice);
        return this.move(invoice, apiAction, step, {
          finalizedAt: new Date(),
          number: invoice.number ?? finalized.number ?? null,
          // The payer's page and PDF exist from finalization on (spec: download PDF).
          hostedInvoiceUrl: finalized.hosted_invoice_url ?? null,
          invoicePdf: finalized.invoice_pdf ?? null,
        });
      }
      case 'markPaid': {
        const step = invoiceActionStep(invoice.status, apiAction);
        return this.paid(invoice, apiAction, step, await this.stripe.markPaid(invoice));
      }
      case 'void': {
        const step = invoiceActionStep(invoice.status, apiAction);
        await this.stripe.voidInvoice(invoice);
        return this.move(invoice, apiAction, step, {});
      }
      case 'markUncollectible': {
        const step = invoiceActionStep(invoice.status, apiAction);
        await this.stripe.markUncollectible(invoice);
        return this.move(invoice, apiAction, step, {});
      }
      case 'send': {
        const step = invoiceActionStep(invoice.status, apiAction);
        await this.stripe.send(invoice, commandId);
        return this.move(invoice, apiAction, step, {});
      }
      case 'charge':
        return this.pay(invoice, commandId, { action: 'charge', offSession: true });
      case 'pay':
        return this.pay(invoice, commandId, {
          action: 'pay',
          offSession: false,
          paymentMethod: options.paymentMethod,
        });
      case 'creditNote':
        return this.creditNote(invoice, commandId, options);
      case 'pdf':
        assertInvoiceAction(invoice.status, 'downloadPdf');
        return { invoice, pdfUrl: await this.stripe.pdfUrl(invoice) };
    }
  }

  /**
   * charge and pay: the state machine's charge step, a payment method on file (spec section 8: "no valid
   * payment methods on file" when there is none), then Stripe. A decline or a payment the bank wants
   * confirmed is kept on the invoice with what to do (domain/payment-issue.ts) before the refusal.
   */
  private async pay(
    invoice: StoredInvoice,
    commandId: string,
    how: { action: 'charge' | 'pay'; offSession: boolean; paymentMethod?: string },
  ): Promise<InvoiceActionOutcome> {
    // pay is the table's charge step; a refusal names the action the payer asked for.
    assertInvoiceAction(invoice.status, 'charge', how.action);
    const step = invoiceActionStep(invoice.status, 'charge');
    const method = await this.paymentMethodFor(invoice, how.paymentMethod);
    let paid: Stripe.Invoice;
    try {
      paid = await this.stripe.pay(invoice, commandId, method, { offSession: how.offSession });
    } catch (error) {
      if (error instanceof PaymentActionRequiredError) {
        const url = invoice.hostedInvoiceUrl;
        const issue = paymentActionRequired(url, new Date());
        await this.invoices.note(invoice, { paymentIssue: issue }, [
          { type: 'paymentActionRequired', hostedInvoiceUrl: url },
        ]);
        throw new PaymentsException(PaymentsErrorCode.PaymentActionRequired, issue.message, issue.args);
      }
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.PaymentFailed) {
        const declineCode = error.args[0];
        await this.invoices.note(
          invoice,
          { lastPaymentFailed: true, paymentIssue: declinedPayment(declineCode, new Date()) },
          [{ type: 'paymentFailed', declineCode }],
        );
      }
      throw error;
    }
    return this.paid(invoice, 'charge', step, paid);
  }

  /** The payment method to pay with: the one asked for, which must be on file, or the default one. */
  private async paymentMethodFor(invoice: StoredInvoice, asked: string | undefined): Promise<string> {
    if (asked !== undefined && asked !== '') {
      const method = await requireOwnPaymentMethod(this.billing, invoice.accountId, asked, 'paymentMethod');
      return method.stripePaymentMethodId;
    }
    const payer = await this.billing.payerOf(invoice.accountId);
    const onFile = payer?.defaultPaymentMethodId === undefined ? [] : [payer.defaultPaymentMethodId];
    assertChargeable(invoice.status, onFile.length);
    return onFile[0];
  }

  /** Paid (markPaid or charge): the transfer plan in the same transaction, the transfers after it. */
  private async paid(
    invoice: StoredInvoice,
    action: InvoiceMoveAction,
    step: InvoiceStep,
    stripeInvoice: Stripe.Invoice,
  ): Promise<InvoiceActionOutcome> {
    const deal = await this.invoices.findDeal(invoice.applicationId);
    // Stripe's figure once it has one (it computed the final total); ours otherwise.
    const amountPaid = stripeInvoice.amount_paid > 0 ? stripeInvoice.amount_paid : invoice.total;
    const changed = await this.invoices.transition(
      invoice,
      step.to,
      {
        amountPaid,
        paidAt: new Date(),
        lastPaymentFailed: false,
        paymentIssue: null,
        // The transfers draw on this charge's funds (none when collected outside the platform).
        stripeChargeId: action === 'markPaid' ? null : (chargeOfPaidInvoice(stripeInvoice) ?? null),
      },
      step.events,
      (tx, paid) => this.payouts.planInTx(tx, paid, deal),
    );
    if (!changed) {
      return { invoice: settleLostRace(await this.invoices.findById(invoice.id), invoice.id, step.to, action) };
    }
    // A line Stripe did not take is retried by the transfer-run queue (and by a later invoice.paid).
    const result = await this.payouts.payOut(changed.id);
    if (result.error !== undefined && !result.retryQueued) {
      this.logger.error({ invoiceId: changed.id, err: result.error }, 'paid, but no transfer retry could be queued');
    }
    return { invoice: changed };
  }

  private async creditNote(
    invoice: StoredInvoice,
    commandId: string,
    options: InvoiceActionOptions,
  ): Promise<InvoiceActionOutcome> {
    const amount = creditNoteAmount(invoice, options.creditAmount);
    const reason = optionalChoice('creditReason', options.creditReason, CREDIT_REASONS);
    const memo = optionalText('creditMemo', options.creditMemo, CREDIT_MEMO_MAX);
    const note = await this.stripe.creditNote(invoice, commandId, { amount, reason, memo });
    const outcome = await this.move(invoice, 'creditNote', creditNoteStep(invoice.status, note.id, amount), {});
    return { ...outcome, creditNoteId: note.id };
  }

  private async move(
    invoice: StoredInvoice,
    action: InvoiceAction,
    step: InvoiceStep,
    patch: InvoicePatch,
  ): Promise<InvoiceActionOutcome> {
    const changed = await this.invoices.transition(invoice, step.to, patch, step.events);
    if (!changed) {
      return { invoice: settleLostRace(await this.invoices.findById(invoice.id), invoice.id, step.to, action) };
    }
    return { invoice: changed };
  }
}

function parseAction(action: string): InvoiceApiAction {
  const known = INVOICE_API_ACTIONS.find((candidate) => candidate === action);
  if (!known) {
    throw invalidValue('action', `Expected one of: ${INVOICE_API_ACTIONS.join(', ')}`);
  }
  return known;
}

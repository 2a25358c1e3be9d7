import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
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
import { assertChargeable, assertInvoiceAction, type InvoiceAction } from '../../domain/invoice-status.js';
import { requireOwnInvoice, settleLostRace } from '../../invoice.access.js';
import { type InvoicePatch, InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
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
    private readonly payouts: InvoicePayouts,
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
        return this.charge(invoice, commandId);
      case 'creditNote':
        return this.creditNote(invoice, commandId, options);
      case 'pdf':
        assertInvoiceAction(invoice.status, 'downloadPdf');
        return { invoice, pdfUrl: await this.stripe.pdfUrl(invoice) };
    }
  }

  private async charge(invoice: StoredInvoice, commandId: string): Promise<InvoiceActionOutcome> {
    const step = invoiceActionStep(invoice.status, 'charge');
    assertChargeable(invoice.status, await this.stripe.paymentMethodsOnFile(invoice));
    let charged: Stripe.Invoice;
    try {
      charged = await this.stripe.charge(invoice, commandId);
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.PaymentFailed) {
        await this.invoices.note(invoice, { lastPaymentFailed: true }, [
          { type: 'paymentFailed', declineCode: error.args[0] },
        ]);
      }
      throw error;
    }
    return this.paid(invoice, 'charge', step, charged);
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
      { amountPaid, paidAt: new Date(), lastPaymentFailed: false },
      step.events,
      (tx, paid) => this.payouts.planInTx(tx, paid, deal),
    );
    if (!changed) {
      return { invoice: settleLostRace(await this.invoices.findById(invoice.id), invoice.id, step.to, action) };
    }
    // Failures are logged and left pending; the invoice.paid webhook resumes them.
    await this.payouts.payOut(changed.id);
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

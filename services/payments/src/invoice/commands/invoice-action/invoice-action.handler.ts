import {
  InvoiceCreditNoteIssuedSchema,
  InvoiceFinalizedSchema,
  InvoiceMarkedUncollectibleSchema,
  InvoicePaidSchema,
  InvoicePaymentFailedSchema,
  InvoiceSentSchema,
  InvoiceVoidedSchema,
} from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { InvoicePayouts } from '../../../transfer/invoice-payouts.js';
import { invalidValue, optionalChoice, optionalText } from '../../../common/field-rules.js';
import {
  assertChargeable,
  assertInvoiceAction,
  type InvoiceAction,
  type InvoiceStatus,
} from '../../domain/invoice-status.js';
import { requireOwnInvoice, settleLostRace } from '../../invoice.access.js';
import {
  type InvoiceEventSpec,
  type InvoicePatch,
  InvoiceRepository,
  type StoredInvoice,
} from '../../invoice.repository.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import {
  INVOICE_API_ACTIONS,
  InvoiceActionCommand,
  type InvoiceActionOptions,
  type InvoiceActionOutcome,
  type InvoiceApiAction,
} from './invoice-action.command.js';

const CREDIT_REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'] as const;
const CREDIT_MEMO_MAX = 5000;

/**
 * Every invoice action: the state machine (invoice-status.ts) first, then Stripe, then our status with
 * the action's event in one transaction. A lost race answers the winner's result when it is the same.
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
    switch (parseAction(action)) {
      case 'finalize':
        assertInvoiceAction(invoice.status, 'finalize');
        return this.finalize(invoice, await this.stripe.finalize(invoice));
      case 'markPaid':
        assertInvoiceAction(invoice.status, 'markPaid');
        return this.paid(invoice, 'markPaid', await this.stripe.markPaid(invoice), true);
      case 'void':
        assertInvoiceAction(invoice.status, 'void');
        await this.stripe.voidInvoice(invoice);
        return this.move(invoice, 'void', 'void', {}, [{ schema: InvoiceVoidedSchema }]);
      case 'markUncollectible':
        assertInvoiceAction(invoice.status, 'markUncollectible');
        await this.stripe.markUncollectible(invoice);
        return this.move(invoice, 'markUncollectible', 'uncollectible', {}, [
          { schema: InvoiceMarkedUncollectibleSchema },
        ]);
      case 'send':
        assertInvoiceAction(invoice.status, 'send');
        await this.stripe.send(invoice, commandId);
        return this.move(invoice, 'send', invoice.status, {}, [{ schema: InvoiceSentSchema }]);
      case 'charge':
        return this.charge(invoice, commandId);
      case 'creditNote':
        return this.creditNote(invoice, commandId, options);
      case 'pdf':
        assertInvoiceAction(invoice.status, 'downloadPdf');
        return { invoice, pdfUrl: await this.stripe.pdfUrl(invoice) };
    }
  }

  private async finalize(invoice: StoredInvoice, finalized: Stripe.Invoice): Promise<InvoiceActionOutcome> {
    return this.move(
      invoice,
      'finalize',
      'open',
      { finalizedAt: new Date(), number: invoice.number ?? finalized.number ?? null },
      [{ schema: InvoiceFinalizedSchema }],
    );
  }

  private async charge(invoice: StoredInvoice, commandId: string): Promise<InvoiceActionOutcome> {
    assertInvoiceAction(invoice.status, 'charge');
    assertChargeable(invoice.status, await this.stripe.paymentMethodsOnFile(invoice));
    let charged: Stripe.Invoice;
    try {
      charged = await this.stripe.charge(invoice, commandId);
    } catch (error) {
      if (error instanceof PaymentsException && error.code === PaymentsErrorCode.PaymentFailed) {
        await this.invoices.note(invoice, { lastPaymentFailed: true }, [
          { schema: InvoicePaymentFailedSchema, fields: { declineCode: error.args[0] } },
        ]);
      }
      throw error;
    }
    return this.paid(invoice, 'charge', charged, false);
  }

  /** Paid (markPaid or charge): the transfer plan in the same transaction, the transfers after it. */
  private async paid(
    invoice: StoredInvoice,
    action: InvoiceAction,
    stripeInvoice: Stripe.Invoice,
    paidOutOfBand: boolean,
  ): Promise<InvoiceActionOutcome> {
    const deal = await this.invoices.findDeal(invoice.applicationId);
    // Stripe's figure once it has one (it computed the final total); ours otherwise.
    const amountPaid = stripeInvoice.amount_paid > 0 ? stripeInvoice.amount_paid : invoice.total;
    const changed = await this.invoices.transition(
      invoice,
      'paid',
      { amountPaid, paidAt: new Date(), lastPaymentFailed: false },
      [{ schema: InvoicePaidSchema, fields: { paidOutOfBand } }],
      (tx, paid) => this.payouts.planInTx(tx, paid, deal),
    );
    if (!changed) {
      return { invoice: settleLostRace(await this.invoices.findById(invoice.id), invoice.id, 'paid', action) };
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
    assertInvoiceAction(invoice.status, 'creditNote');
    const creditable = invoice.status === 'paid' ? invoice.amountPaid : invoice.total;
    const amount = options.creditAmount ?? creditable;
    if (!Number.isInteger(amount) || amount < 1 || amount > creditable) {
      throw invalidValue('creditAmount', `Expected a whole number of cents from 1 to ${creditable}`);
    }
    const reason = optionalChoice('creditReason', options.creditReason, CREDIT_REASONS);
    const memo = optionalText('creditMemo', options.creditMemo, CREDIT_MEMO_MAX);
    const note = await this.stripe.creditNote(invoice, commandId, { amount, reason, memo });
    const outcome = await this.move(invoice, 'creditNote', invoice.status, {}, [
      { schema: InvoiceCreditNoteIssuedSchema, fields: { creditNoteId: note.id, amount } },
    ]);
    return { ...outcome, creditNoteId: note.id };
  }

  private async move(
    invoice: StoredInvoice,
    action: InvoiceAction,
    to: InvoiceStatus,
    patch: InvoicePatch,
    events: InvoiceEventSpec[],
  ): Promise<InvoiceActionOutcome> {
    const changed = await this.invoices.transition(invoice, to, patch, events);
    if (!changed) {
      return { invoice: settleLostRace(await this.invoices.findById(invoice.id), invoice.id, to, action) };
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

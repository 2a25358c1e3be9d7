import { invalidValue } from '../../common/field-rules.js';
import { assertInvoiceAction, type InvoiceAction, type InvoiceStatus, nextStatus } from './invoice-status.js';

/**
 * The events of an invoice, named here by its rules. The repository writes each with the state it
 * describes through the outbox (invoice.events.ts turns them into the published contracts); handlers
 * neither choose nor build them.
 */
export type InvoiceEvent =
  | { type: 'created'; finalizeAt?: string }
  | { type: 'deleted' }
  | { type: 'finalized' }
  | { type: 'paid'; paidOutOfBand: boolean }
  | { type: 'voided' }
  | { type: 'markedUncollectible' }
  | { type: 'sent' }
  | { type: 'creditNoteIssued'; creditNoteId: string; amount: number }
  | { type: 'paymentFailed'; declineCode?: string }
  | { type: 'paymentActionRequired'; hostedInvoiceUrl?: string }
  /** A draft's content edited (PATCH). */
  | { type: 'updated'; finalizeAt?: string }
  /** Paid, but its transfers wait (no deal memo, no payout account…): code and message say why. */
  | { type: 'transfersHeld'; code: string; message: string };

/** A step of the state machine: the status after it and the events it raises. */
export interface InvoiceStep {
  to: InvoiceStatus;
  events: InvoiceEvent[];
}

/** The actions that move an invoice (or keep it) with one event; charge and markPaid end in paid. */
export type InvoiceMoveAction = Extract<
  InvoiceAction,
  'finalize' | 'markPaid' | 'charge' | 'void' | 'markUncollectible' | 'send'
>;

/** The step of an action on an invoice in this status, or the refusal of the table (invoice-status.ts). */
export function invoiceActionStep(status: InvoiceStatus, action: InvoiceMoveAction): InvoiceStep {
  const to = nextStatus(status, action);
  if (to === 'deleted') {
    throw new Error(`invoiceActionStep: ${action} does not delete an invoice`);
  }
  return { to, events: [actionEvent(action)] };
}

function actionEvent(action: InvoiceMoveAction): InvoiceEvent {
  switch (action) {
    case 'finalize':
      return { type: 'finalized' };
    case 'markPaid':
      // Money collected outside the platform (Stripe's paid_out_of_band).
      return { type: 'paid', paidOutOfBand: true };
    case 'charge':
      return { type: 'paid', paidOutOfBand: false };
    case 'void':
      return { type: 'voided' };
    case 'markUncollectible':
      return { type: 'markedUncollectible' };
    case 'send':
      return { type: 'sent' };
  }
}

/** The event of a move Stripe reported (a webhook); a move back to draft never happens and raises none. */
export function stripeMoveEvents(to: InvoiceStatus, paidOutOfBand: boolean): InvoiceEvent[] {
  switch (to) {
    case 'open':
      return [{ type: 'finalized' }];
    case 'paid':
      return [{ type: 'paid', paidOutOfBand }];
    case 'void':
      return [{ type: 'voided' }];
    case 'uncollectible':
      return [{ type: 'markedUncollectible' }];
    case 'draft':
      return [];
  }
}

export const CREDIT_REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const CREDIT_MEMO_MAX = 5000;

/**
 * A credit note's amount: on a paid invoice up to what was paid, on an open one up to its total; the
 * whole of it when none is given. Cents, a whole number from 1.
 */
export function creditNoteAmount(
  invoice: { status: InvoiceStatus; amountPaid: number; total: number },
  requested: number | undefined,
): number {
  assertInvoiceAction(invoice.status, 'creditNote');
  const creditable = invoice.status === 'paid' ? invoice.amountPaid : invoice.total;
  const amount = requested ?? creditable;
  if (!Number.isInteger(amount) || amount < 1 || amount > creditable) {
    throw invalidValue('creditAmount', `Expected a whole number of cents from 1 to ${creditable}`);
  }
  return amount;
}

/** A credit note keeps the status and raises its event. */
export function creditNoteStep(status: InvoiceStatus, creditNoteId: string, amount: number): InvoiceStep {
  return { to: status, events: [{ type: 'creditNoteIssued', creditNoteId, amount }] };
}

import { requireOwned } from '@callsheet/kernel';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { assertInvoiceAction, type InvoiceAction, type InvoiceStatus } from './domain/invoice-status.js';
import type { StoredInvoice } from './invoice.repository.js';

export function invoiceNotFound(id: string): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.InvoiceNotFound, `No invoice ${id}.`, [id]);
}

/** The invoice of the payer's account: one that bills another account answers 404, like a missing one. */
export function requireOwnInvoice(invoice: StoredInvoice | undefined, accountId: string, id: string): StoredInvoice {
  return requireOwned(invoice, accountId, () => invoiceNotFound(id));
}

/**
 * After a lost race (someone changed the invoice between our read and our write): the winner's result
 * when it is what we wanted (the action is idempotent), else the state machine's refusal for the
 * status it is in now.
 */
export function settleLostRace(
  now: StoredInvoice | undefined,
  id: string,
  wanted: InvoiceStatus,
  action: InvoiceAction,
): StoredInvoice {
  if (!now) {
    throw invoiceNotFound(id);
  }
  if (now.status === wanted) {
    return now;
  }
  assertInvoiceAction(now.status, action);
  throw new PaymentsException(
    PaymentsErrorCode.InvoiceActionNotAllowed,
    `The invoice changed meanwhile (it is ${now.status}); try again.`,
    [now.status, action],
  );
}

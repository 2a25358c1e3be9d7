import type { StripeInvoiceEventType } from './stripe-invoice-events.js';

/*
 * Does a Stripe invoice webhook speak of our invoice? A correctly signed event is Stripe's word about
 * *some* invoice; before it moves ours (and, when paid, sends the transfers) the Stripe object must be
 * the one we created and say what our record says:
 *
 * | field       | compared with                                            | events        |
 * | ----------- | -------------------------------------------------------- | ------------- |
 * | id          | our stripe_invoice_id                                    | every invoice.* |
 * | currency    | our currency (case-insensitive)                          | every invoice.* |
 * | amount_paid | our total less Stripe's pre_payment_credit_notes_amount  | invoice.paid  |
 *
 * - A field present and different is a mismatch: the event is about another invoice, or another
 *   amount, and changes nothing (re-reading Stripe would not make that object ours).
 * - A field missing (or of the wrong type) is a doubt: re-read the invoice from Stripe, fill the
 *   missing fields from its answer and decide again. Missing after the re-read is a mismatch.
 * - An invoice of ours with no Stripe id was never sent to Stripe: nothing Stripe says is about it.
 * - amount_paid is not taken on trust or defaulted to our total any more: a paid event must say how
 *   much was paid, and it must be the whole amount due (a credit note before payment lowers it).
 */

/** What our record says (invoice table). */
export interface OurInvoiceFacts {
  stripeInvoiceId?: string;
  currency: string;
  /** Cents. */
  total: number;
}

/** The fields of a Stripe invoice the check reads (the event's object or a re-read). */
export interface StripeInvoiceFacts {
  id?: unknown;
  currency?: unknown;
  amount_paid?: unknown;
  pre_payment_credit_notes_amount?: unknown;
}

export type CheckedField = 'id' | 'currency' | 'amount_paid';

export interface FieldMismatch {
  field: CheckedField;
  ours: string | number | undefined;
  theirs: unknown;
}

export type StripeInvoiceVerdict =
  | { verdict: 'match'; amountPaid?: number }
  | { verdict: 'reread'; missing: CheckedField[] }
  | { verdict: 'mismatch'; mismatches: FieldMismatch[] };

/** The fields an event of this type must agree on. */
export function checkedFields(type: StripeInvoiceEventType): CheckedField[] {
  return type === 'invoice.paid' ? ['id', 'currency', 'amount_paid'] : ['id', 'currency'];
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isPresent(field: CheckedField, theirs: StripeInvoiceFacts): boolean {
  return field === 'amount_paid' ? isCents(theirs.amount_paid) : isText(theirs[field]);
}

/** What Stripe should report as paid for our invoice: the total, less credit notes issued before payment. */
export function expectedAmountPaid(ours: OurInvoiceFacts, theirs: StripeInvoiceFacts): number {
  const credited = isCents(theirs.pre_payment_credit_notes_amount) ? theirs.pre_payment_credit_notes_amount : 0;
  return ours.total - credited;
}

/**
 * The verdict on one Stripe invoice object for an event of this type. `reread`: the object came from
 * Stripe's API already, so a missing field is a mismatch rather than another re-read.
 */
export function checkStripeInvoice(
  type: StripeInvoiceEventType,
  ours: OurInvoiceFacts,
  theirs: StripeInvoiceFacts,
  { reread = false }: { reread?: boolean } = {},
): StripeInvoiceVerdict {
  if (!ours.stripeInvoiceId) {
    return { verdict: 'mismatch', mismatches: [{ field: 'id', ours: undefined, theirs: theirs.id }] };
  }
  const fields = checkedFields(type);
  const mismatches: FieldMismatch[] = [];
  const missing: CheckedField[] = [];
  for (const field of fields) {
    if (!isPresent(field, theirs)) {
      missing.push(field);
      continue;
    }
    switch (field) {
      case 'id':
        if (theirs.id !== ours.stripeInvoiceId) {
          mismatches.push({ field, ours: ours.stripeInvoiceId, theirs: theirs.id });
        }
        break;
      case 'currency':
        if ((theirs.currency as string).toLowerCase() !== ours.currency.toLowerCase()) {
          mismatches.push({ field, ours: ours.currency, theirs: theirs.currency });
        }
        break;
      case 'amount_paid': {
        const expected = expectedAmountPaid(ours, theirs);
        if (theirs.amount_paid !== expected) {
          mismatches.push({ field, ours: expected, theirs: theirs.amount_paid });
        }
        break;
      }
    }
  }
  if (mismatches.length > 0) {
    return { verdict: 'mismatch', mismatches };
  }
  if (missing.length > 0) {
    return reread
      ? {
          verdict: 'mismatch',
          mismatches: missing.map((field) => ({ field, ours: oursOf(field, ours), theirs: undefined })),
        }
      : { verdict: 'reread', missing };
  }
  return type === 'invoice.paid'
    ? { verdict: 'match', amountPaid: theirs.amount_paid as number }
    : { verdict: 'match' };
}

function oursOf(field: CheckedField, ours: OurInvoiceFacts): string | number | undefined {
  switch (field) {
    case 'id':
      return ours.stripeInvoiceId;
    case 'currency':
      return ours.currency;
    case 'amount_paid':
      return ours.total;
  }
}

/**
 * The event's object with the fields it lacks taken from Stripe's current copy (the re-read). Fields
 * the event has are kept: they are what the event says, and a conflict between the two stays visible.
 */
export function fillFromReread<T extends StripeInvoiceFacts>(theirs: T, reread: StripeInvoiceFacts): T {
  const filled: StripeInvoiceFacts = { ...theirs };
  if (!isText(theirs.id)) {
    filled.id = reread.id;
  }
  if (!isText(theirs.currency)) {
    filled.currency = reread.currency;
  }
  if (!isCents(theirs.amount_paid)) {
    filled.amount_paid = reread.amount_paid;
  }
  if (!isCents(theirs.pre_payment_credit_notes_amount)) {
    filled.pre_payment_credit_notes_amount = reread.pre_payment_credit_notes_amount;
  }
  return filled as T;
}

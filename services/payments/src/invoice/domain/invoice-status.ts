import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { isoDateOf } from '../../common/field-rules.js';

/*
 * The invoice state machine. Stored statuses are Stripe's five (docs.stripe.com/invoicing/integration/
 * workflow-transitions); the spec's other three (section 4) are views of them, computed by displayStatus.
 * A cell gives the status after the action: "same" when it does not move, "deleted" when the invoice is
 * gone, a dash when the action is refused (InvoiceActionNotAllowed).
 *
 * |                   | draft   | open          | paid | void | uncollectible |
 * | ----------------- | ------- | ------------- | ---- | ---- | ------------- |
 * | edit              | same    | -             | -    | -    | -             |
 * | delete            | deleted | -             | -    | -    | -             |
 * | finalize          | open    | -             | -    | -    | -             |
 * | markPaid          | -       | paid          | -    | -    | paid          |
 * | void              | -       | void          | -    | -    | void          |
 * | markUncollectible | -       | uncollectible | -    | -    | -             |
 * | send              | -       | same          | -    | -    | -             |
 * | charge            | -       | paid          | -    | -    | paid          |
 * | creditNote        | -       | same          | same | -    | -             |
 * | downloadPdf       | -       | same          | same | same | same          |
 *
 * Why:
 * - A finalized invoice is never edited or deleted (spec section 4; Stripe keeps finalized invoices for
 *   tax records). Stripe lets an open invoice's memo change; the spec does not, so neither do we.
 * - markPaid records money collected outside the platform (Stripe's pay with paid_out_of_band).
 * - After uncollectible only paid or void (spec section 4): Stripe's pay endpoint accepts an uncollectible
 *   invoice, so charge is allowed there too; marking it uncollectible again would change nothing.
 * - charge gives "paid" when the payment succeeds; a declined charge leaves the status as it was and the
 *   invoice shows as failed (displayStatus), ready for another attempt.
 * - send only on open: Stripe's send endpoint is listed for open invoices only, and emailing a paid or
 *   written-off bill asks the customer for money they do not owe.
 * - creditNote on open and paid only, as Stripe allows ("You can issue a credit note for open and paid
 *   invoices", stripe.com/docs/billing/invoices/credit-notes).
 * - downloadPdf once finalized: Stripe renders the PDF at finalization; a draft has none.
 */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceActionOutcome = InvoiceStatus | 'same' | 'deleted';

/** The table above as data, a row per action: the outcome in each status that allows it. */
const ACTION_ROWS = {
  edit: { draft: 'same' },
  delete: { draft: 'deleted' },
  finalize: { draft: 'open' },
  markPaid: { open: 'paid', uncollectible: 'paid' },
  void: { open: 'void', uncollectible: 'void' },
  markUncollectible: { open: 'uncollectible' },
  send: { open: 'same' },
  charge: { open: 'paid', uncollectible: 'paid' },
  creditNote: { open: 'same', paid: 'same' },
  downloadPdf: { open: 'same', paid: 'same', void: 'same', uncollectible: 'same' },
} as const satisfies Record<string, Partial<Record<InvoiceStatus, InvoiceActionOutcome>>>;

export type InvoiceAction = keyof typeof ACTION_ROWS;

/** The actions in table order (for menus and messages). */
export const INVOICE_ACTIONS_IN_ORDER = Object.keys(ACTION_ROWS) as InvoiceAction[];

/** The table by status: the outcome of every action, null where it is refused. */
export const INVOICE_ACTIONS: Readonly<
  Record<InvoiceStatus, Readonly<Record<InvoiceAction, InvoiceActionOutcome | null>>>
> = Object.fromEntries(
  INVOICE_STATUSES.map((status) => [
    status,
    Object.fromEntries(
      INVOICE_ACTIONS_IN_ORDER.map((action) => {
        const row: Partial<Record<InvoiceStatus, InvoiceActionOutcome>> = ACTION_ROWS[action];
        return [action, row[status] ?? null];
      }),
    ),
  ]),
) as Record<InvoiceStatus, Record<InvoiceAction, InvoiceActionOutcome | null>>;

/** Statuses no action moves out of. */
export const FINAL_INVOICE_STATUSES: readonly InvoiceStatus[] = ['paid', 'void'];

export function canApplyInvoiceAction(status: InvoiceStatus, action: InvoiceAction): boolean {
  return INVOICE_ACTIONS[status][action] !== null;
}

/** The actions allowed on an invoice in this status, in table order (for menus and messages). */
export function allowedInvoiceActions(status: InvoiceStatus): InvoiceAction[] {
  return INVOICE_ACTIONS_IN_ORDER.filter((action) => canApplyInvoiceAction(status, action));
}

/**
 * Refuses an action the table does not allow: invoiceActionNotAllowed with args [status, action], the
 * action named as the caller asked for it (`asked`: pay is the table's charge).
 */
export function assertInvoiceAction(status: InvoiceStatus, action: InvoiceAction, asked: string = action): void {
  if (!canApplyInvoiceAction(status, action)) {
    throw new PaymentsException(
      PaymentsErrorCode.InvoiceActionNotAllowed,
      `The action ${asked} is not allowed on an invoice that is ${status}; allowed: ${allowedInvoiceActions(status).join(', ')}.`,
      [status, asked],
    );
  }
}

/** The status after the action ("deleted" once a draft is deleted), or the refusal of assertInvoiceAction. */
export function nextStatus(status: InvoiceStatus, action: InvoiceAction): InvoiceStatus | 'deleted' {
  assertInvoiceAction(status, action);
  const outcome = INVOICE_ACTIONS[status][action];
  return outcome === 'same' || outcome === null ? status : outcome;
}

/**
 * Charging needs the action allowed and a payment method on file to charge (spec section 8:
 * "no valid payment methods on file to charge").
 */
export function assertChargeable(status: InvoiceStatus, validPaymentMethods: number): void {
  assertInvoiceAction(status, 'charge');
  if (validPaymentMethods < 1) {
    throw new PaymentsException(
      PaymentsErrorCode.NoValidPaymentMethods,
      'The customer has no valid payment methods on file to charge.',
    );
  }
}

/*
 * What the console shows (spec section 4 lists eight statuses). Three are views of a stored status:
 *
 * | display   | stored | when                                                                   |
 * | --------- | ------ | ---------------------------------------------------------------------- |
 * | scheduled | draft  | a time to finalize automatically is set (Stripe's automatically_finalizes_at) |
 * | failed    | open   | the last payment attempt was declined                                  |
 * | past_due  | open   | the due date (a calendar day, UTC) is over and no attempt failed       |
 *
 * failed wins over past_due: it names what to fix (the payment method), not only that time ran out.
 */
export const INVOICE_DISPLAY_STATUSES = [
  'draft',
  'scheduled',
  'open',
  'past_due',
  'failed',
  'paid',
  'void',
  'uncollectible',
] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export interface InvoiceStatusFacts {
  status: InvoiceStatus;
  /** YYYY-MM-DD; the invoice is due by the end of that day. */
  dueDate?: string | null;
  /** When a scheduled draft finalizes itself. */
  finalizesAt?: Date | null;
  lastPaymentFailed?: boolean;
}

export function displayStatus(invoice: InvoiceStatusFacts, now: Date): InvoiceDisplayStatus {
  switch (invoice.status) {
    case 'draft':
      return invoice.finalizesAt ? 'scheduled' : 'draft';
    case 'open':
      if (invoice.lastPaymentFailed === true) {
        return 'failed';
      }
      return invoice.dueDate && isoDateOf(now) > invoice.dueDate ? 'past_due' : 'open';
    case 'paid':
    case 'void':
    case 'uncollectible':
      return invoice.status;
  }
}

/** The stored status behind a displayed one: the actions of a scheduled invoice are those of a draft. */
export function storedStatusOf(display: InvoiceDisplayStatus): InvoiceStatus {
  switch (display) {
    case 'scheduled':
      return 'draft';
    case 'past_due':
    case 'failed':
      return 'open';
    case 'draft':
    case 'open':
    case 'paid':
    case 'void':
    case 'uncollectible':
      return display;
  }
}

/**
 * The stored facts a displayed status stands for, so a list can filter on any of the eight statuses in
 * the database (the table above, read backwards). `dueOver`: whether the due date (a calendar day, UTC)
 * is before today; an invoice without one is never over.
 */
export interface DisplayStatusFilter {
  status: InvoiceStatus;
  scheduled?: boolean;
  failed?: boolean;
  dueOver?: boolean;
}

export function displayStatusFilter(display: InvoiceDisplayStatus): DisplayStatusFilter {
  switch (display) {
    case 'draft':
      return { status: 'draft', scheduled: false };
    case 'scheduled':
      return { status: 'draft', scheduled: true };
    case 'open':
      return { status: 'open', failed: false, dueOver: false };
    case 'past_due':
      return { status: 'open', failed: false, dueOver: true };
    case 'failed':
      return { status: 'open', failed: true };
    case 'paid':
    case 'void':
    case 'uncollectible':
      return { status: display };
  }
}

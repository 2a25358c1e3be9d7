/*
 * Which invoice actions the console offers. The payments service answers each invoice with `actions`:
 * what its state machine (services/payments/src/invoice/domain/invoice-status.ts) allows in the
 * invoice's stored status, in the API's names (pdf for downloadPdf; charge offered as charge and pay;
 * delete for a draft). The console never keeps a table of its own: it offers exactly those, less the
 * money-moving ones a member who is not an owner or admin may not run (the gateway's
 * INVOICE_ADMIN_ACTIONS). invoiceActions.test.ts holds these lists equal to the service's and the
 * gateway's for every status and role.
 */

/** Every action of the invoice routes, in the order the detail page offers them. */
export const INVOICE_ACTIONS = [
  'finalize',
  'pay',
  'charge',
  'send',
  'markPaid',
  'creditNote',
  'markUncollectible',
  'void',
  'pdf',
  'delete',
] as const;
export type InvoiceActionName = (typeof INVOICE_ACTIONS)[number];

/** The actions that move money or settle the bill: owners and admins only (the gateway's INVOICE_ADMIN_ACTIONS). */
export const ADMIN_INVOICE_ACTIONS: readonly InvoiceActionName[] = [
  'finalize',
  'void',
  'charge',
  'pay',
  'markPaid',
  'markUncollectible',
  'creditNote',
];

/** The statuses the console shows and filters on (spec section 4: five stored, three derived). */
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

/** Actions that cannot be taken back: the member confirms them first. */
export const CONFIRMED_INVOICE_ACTIONS: readonly InvoiceActionName[] = [
  'finalize',
  'pay',
  'charge',
  'markPaid',
  'markUncollectible',
  'void',
  'delete',
];

/** Actions that wait for Stripe (a payment, an email, a rendering): the page shows progress while they run. */
export const LONG_INVOICE_ACTIONS: readonly InvoiceActionName[] = ['finalize', 'pay', 'charge', 'send', 'creditNote'];

export function isAccountAdmin(role: string | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** The actions offered on an invoice: those the service answers as allowed, that the member's role may run. */
export function offeredInvoiceActions(
  allowed: readonly string[] | undefined,
  role: string | undefined,
): InvoiceActionName[] {
  const admin = isAccountAdmin(role);
  return INVOICE_ACTIONS.filter(
    (action) => (allowed ?? []).includes(action) && (admin || !ADMIN_INVOICE_ACTIONS.includes(action)),
  );
}

/**
 * Editing is PATCH, not one of `actions`: the service allows it exactly where it allows deleting (a
 * draft), and the gateway only to owners and admins (invoiceActions.test.ts checks the service's table).
 */
export function canEditInvoice(allowed: readonly string[] | undefined, role: string | undefined): boolean {
  return (allowed ?? []).includes('delete') && isAccountAdmin(role);
}

/** The call of an action: DELETE for a draft, else POST /api/stripe/invoice/{id}/{action}. */
export function invoiceActionRequest(
  id: string,
  action: InvoiceActionName,
): { method: 'POST' | 'DELETE'; path: string } {
  const base = `/api/stripe/invoice/${encodeURIComponent(id)}`;
  return action === 'delete' ? { method: 'DELETE', path: base } : { method: 'POST', path: `${base}/${action}` };
}

export function isInvoiceDisplayStatus(value: string | undefined): value is InvoiceDisplayStatus {
  return (INVOICE_DISPLAY_STATUSES as readonly string[]).includes(value ?? '');
}

import fc from 'fast-check';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  allowedInvoiceActions,
  canApplyInvoiceAction,
  displayStatus,
  FINAL_INVOICE_STATUSES,
  INVOICE_ACTIONS_IN_ORDER,
  INVOICE_STATUSES,
  type InvoiceStatus,
  nextStatus,
  storedStatusOf,
} from './invoice-status.js';
import { STRIPE_INVOICE_EVENT_TYPES, statusAfterStripeEvent } from './stripe-invoice-events.js';

// Properties of the invoice tables: our actions (invoice-status.ts) and Stripe's events
// (stripe-invoice-events.ts), over any status and any sequence.

const statusArb = fc.constantFrom(...INVOICE_STATUSES);
const actionsArb = fc.array(fc.constantFrom(...INVOICE_ACTIONS_IN_ORDER), { maxLength: 20 });
const eventsArb = fc.array(fc.constantFrom(...STRIPE_INVOICE_EVENT_TYPES), { maxLength: 20 });

/** Our action applied, or the refusal's code and args with the status unchanged. */
function apply(status: InvoiceStatus, action: (typeof INVOICE_ACTIONS_IN_ORDER)[number]) {
  try {
    return { status: nextStatus(status, action) };
  } catch (error) {
    const { code, args } = error as { code?: string; args?: readonly string[] };
    return { status, refused: { code, args } };
  }
}

/** Forward order of the statuses: an event never moves an invoice back. */
const RANK: Record<InvoiceStatus, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

describe('the invoice action table (property)', () => {
  it('only reaches statuses of the table (or deleted, after which nothing happens); final stays final', () => {
    fc.assert(
      fc.property(statusArb, actionsArb, (start, actions) => {
        let status: InvoiceStatus = start;
        for (const action of actions) {
          const result = apply(status, action);
          if (result.status === 'deleted') {
            return status === 'draft' && action === 'delete';
          }
          if (!INVOICE_STATUSES.includes(result.status)) {
            return false;
          }
          if (FINAL_INVOICE_STATUSES.includes(status) && result.status !== status) {
            return false;
          }
          status = result.status;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('refuses exactly the actions the table does not allow, with invoiceActionNotAllowed [status, action]', () => {
    fc.assert(
      fc.property(statusArb, fc.constantFrom(...INVOICE_ACTIONS_IN_ORDER), (status, action) => {
        const result = apply(status, action);
        const allowed = canApplyInvoiceAction(status, action);
        if (allowed !== allowedInvoiceActions(status).includes(action)) {
          return false;
        }
        return allowed
          ? result.refused === undefined
          : result.status === status &&
              result.refused?.code === PaymentsErrorCode.InvoiceActionNotAllowed &&
              JSON.stringify(result.refused.args) === JSON.stringify([status, action]);
      }),
      { numRuns: 100 },
    );
  });

  it('shows every stored status as a display status that maps back to it', () => {
    fc.assert(
      fc.property(
        statusArb,
        fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), {
          nil: null,
        }),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (status, due, lastPaymentFailed, now) => {
          const facts = {
            status,
            dueDate: due ? due.toISOString().slice(0, 10) : null,
            finalizesAt: due,
            lastPaymentFailed,
          };
          return storedStatusOf(displayStatus(facts, now)) === status;
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the Stripe invoice event table (property)', () => {
  it('moves only forward, to statuses of the table, and never out of paid or void, whatever the order', () => {
    fc.assert(
      fc.property(statusArb, eventsArb, (start, events) => {
        let status: InvoiceStatus = start;
        for (const type of events) {
          const to = statusAfterStripeEvent(status, type);
          if (to === undefined) {
            continue;
          }
          if (!INVOICE_STATUSES.includes(to) || RANK[to] <= RANK[status] || FINAL_INVOICE_STATUSES.includes(status)) {
            return false;
          }
          status = to;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('applies an event twice as once (a redelivery changes nothing)', () => {
    fc.assert(
      fc.property(statusArb, fc.constantFrom(...STRIPE_INVOICE_EVENT_TYPES), (status, type) => {
        const once = statusAfterStripeEvent(status, type) ?? status;
        return (statusAfterStripeEvent(once, type) ?? once) === once;
      }),
      { numRuns: 100 },
    );
  });
});

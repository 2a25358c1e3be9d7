import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  allowedInvoiceActions,
  assertChargeable,
  displayStatus,
  displayStatusFilter,
  type DisplayStatusFilter,
  FINAL_INVOICE_STATUSES,
  INVOICE_ACTIONS,
  INVOICE_ACTIONS_IN_ORDER,
  INVOICE_DISPLAY_STATUSES,
  INVOICE_STATUSES,
  type InvoiceAction,
  type InvoiceActionOutcome,
  type InvoiceStatus,
  nextStatus,
  storedStatusOf,
} from './invoice-status.js';

/*
 * The expected table, written out again on purpose: a change to INVOICE_ACTIONS must be made twice,
 * once here, so a slip in either shows up.
 */
const EXPECTED: Record<InvoiceStatus, Partial<Record<InvoiceAction, InvoiceActionOutcome>>> = {
  draft: { edit: 'same', delete: 'deleted', finalize: 'open' },
  open: {
    markPaid: 'paid',
    void: 'void',
    markUncollectible: 'uncollectible',
    send: 'same',
    charge: 'paid',
    creditNote: 'same',
    downloadPdf: 'same',
  },
  paid: { creditNote: 'same', downloadPdf: 'same' },
  void: { downloadPdf: 'same' },
  uncollectible: { markPaid: 'paid', void: 'void', charge: 'paid', downloadPdf: 'same' },
};

const pairs = INVOICE_STATUSES.flatMap((status) =>
  INVOICE_ACTIONS_IN_ORDER.map((action) => ({ status, action, expected: EXPECTED[status][action] ?? null })),
);
const allowed = pairs.filter((pair) => pair.expected !== null);
const forbidden = pairs.filter((pair) => pair.expected === null);

describe('invoice actions', () => {
  it('covers every status and action pair', () => {
    expect(pairs).toHaveLength(5 * 10);
    for (const status of INVOICE_STATUSES) {
      expect(Object.keys(INVOICE_ACTIONS[status]).sort()).toEqual([...INVOICE_ACTIONS_IN_ORDER].sort());
    }
  });

  it.each(allowed.map(({ status, action, expected }) => [status, action, expected] as const))(
    'allows %s + %s, giving %s',
    (status, action, expected) => {
      expect(INVOICE_ACTIONS[status][action]).toBe(expected);
      const after = nextStatus(status, action);
      expect(after).toBe(expected === 'same' ? status : expected);
    },
  );

  it.each(forbidden.map(({ status, action }) => [status, action] as const))(
    'refuses %s + %s with the status and action as args',
    (status, action) => {
      expect(INVOICE_ACTIONS[status][action]).toBeNull();
      expect(describeRefusal(() => nextStatus(status, action))).toEqual({
        code: PaymentsErrorCode.InvoiceActionNotAllowed,
        args: [status, action],
        message: `The action ${action} is not allowed on an invoice that is ${status}; allowed: ${allowedInvoiceActions(status).join(', ')}.`,
      });
    },
  );

  it('never edits or deletes a finalized invoice', () => {
    for (const status of INVOICE_STATUSES.filter((candidate) => candidate !== 'draft')) {
      expect(INVOICE_ACTIONS[status].edit).toBeNull();
      expect(INVOICE_ACTIONS[status].delete).toBeNull();
    }
  });

  it('moves an uncollectible invoice only to paid or void', () => {
    const targets = Object.values(INVOICE_ACTIONS.uncollectible).filter(
      (outcome): outcome is InvoiceStatus => outcome !== null && outcome !== 'same' && outcome !== 'deleted',
    );
    expect(new Set(targets)).toEqual(new Set(['paid', 'void']));
  });

  it('lets nothing move a paid or void invoice to another status', () => {
    for (const status of FINAL_INVOICE_STATUSES) {
      for (const action of allowedInvoiceActions(status)) {
        expect(nextStatus(status, action)).toBe(status);
      }
    }
  });

  it('lists the allowed actions in table order', () => {
    expect(allowedInvoiceActions('draft')).toEqual(['edit', 'delete', 'finalize']);
    expect(allowedInvoiceActions('void')).toEqual(['downloadPdf']);
  });
});

describe('assertChargeable', () => {
  it('allows a charge on an open invoice with a payment method on file', () => {
    expect(() => assertChargeable('open', 1)).not.toThrow();
    expect(() => assertChargeable('uncollectible', 2)).not.toThrow();
  });

  it('refuses a charge without a valid payment method', () => {
    expect(describeRefusal(() => assertChargeable('open', 0))).toEqual({
      code: PaymentsErrorCode.NoValidPaymentMethods,
      args: [],
      message: 'The customer has no valid payment methods on file to charge.',
    });
  });

  it('checks the status before the payment methods', () => {
    expect(describeRefusal(() => assertChargeable('paid', 0)).code).toBe(PaymentsErrorCode.InvoiceActionNotAllowed);
  });
});

describe('displayStatus', () => {
  const now = new Date('2025-03-10T23:59:00Z');

  it('shows a draft with a finalization time as scheduled', () => {
    expect(displayStatus({ status: 'draft' }, now)).toBe('draft');
    expect(displayStatus({ status: 'draft', finalizesAt: new Date('2025-03-11T09:00:00Z') }, now)).toBe('scheduled');
  });

  it('shows an open invoice as past due only once its due day is over', () => {
    expect(displayStatus({ status: 'open', dueDate: '2025-03-10' }, now)).toBe('open');
    expect(displayStatus({ status: 'open', dueDate: '2025-03-09' }, now)).toBe('past_due');
    expect(displayStatus({ status: 'open', dueDate: null }, now)).toBe('open');
  });

  it('shows a declined payment as failed, before past due', () => {
    expect(displayStatus({ status: 'open', lastPaymentFailed: true }, now)).toBe('failed');
    expect(displayStatus({ status: 'open', dueDate: '2025-01-01', lastPaymentFailed: true }, now)).toBe('failed');
  });

  it.each(['paid', 'void', 'uncollectible'] as const)('shows %s as stored, whatever the dates', (status) => {
    expect(displayStatus({ status, dueDate: '2020-01-01', lastPaymentFailed: true }, now)).toBe(status);
  });

  it.each(INVOICE_DISPLAY_STATUSES.map((display) => [display, storedStatusOf(display)] as const))(
    'gives %s the actions of %s',
    (display, stored) => {
      expect(INVOICE_STATUSES).toContain(stored);
      if ((INVOICE_STATUSES as readonly string[]).includes(display)) {
        expect(stored).toBe(display);
      }
    },
  );

  it('lets a scheduled draft be edited, deleted and finalized', () => {
    expect(allowedInvoiceActions(storedStatusOf('scheduled'))).toEqual(['edit', 'delete', 'finalize']);
  });
});

describe('displayStatusFilter', () => {
  const now = new Date('2025-03-10T12:00:00Z');

  /** The filter applied as the repository applies it (in SQL), here on one invoice's facts. */
  function holds(filter: DisplayStatusFilter, invoice: Parameters<typeof displayStatus>[0]): boolean {
    const dueOver = invoice.dueDate ? invoice.dueDate < '2025-03-10' : false;
    return (
      invoice.status === filter.status &&
      (filter.scheduled === undefined || filter.scheduled === Boolean(invoice.finalizesAt)) &&
      (filter.failed === undefined || filter.failed === Boolean(invoice.lastPaymentFailed)) &&
      (filter.dueOver === undefined || filter.dueOver === dueOver)
    );
  }

  it('selects exactly the invoices displayed with that status, over every combination of facts', () => {
    const mismatches: unknown[] = [];
    for (const status of INVOICE_STATUSES) {
      for (const finalizesAt of [null, new Date('2025-03-11T00:00:00Z')]) {
        for (const lastPaymentFailed of [false, true]) {
          for (const dueDate of [null, '2025-03-09', '2025-03-10', '2025-03-11']) {
            const invoice = { status, finalizesAt, lastPaymentFailed, dueDate };
            const shown = displayStatus(invoice, now);
            for (const display of INVOICE_DISPLAY_STATUSES) {
              if (holds(displayStatusFilter(display), invoice) !== (shown === display)) {
                mismatches.push({ invoice, display, shown });
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-status.js';
import {
  flagsActionRequired,
  flagsFailedPayment,
  STRIPE_INVOICE_EVENT_TYPES,
  statusAfterStripeEvent,
  type StripeInvoiceEventType,
} from './stripe-invoice-events.js';

const expected: Record<StripeInvoiceEventType, Record<InvoiceStatus, InvoiceStatus | undefined>> = {
  'invoice.finalized': { draft: 'open', open: undefined, paid: undefined, void: undefined, uncollectible: undefined },
  'invoice.paid': { draft: 'paid', open: 'paid', paid: undefined, void: undefined, uncollectible: 'paid' },
  'invoice.voided': { draft: 'void', open: 'void', paid: undefined, void: undefined, uncollectible: 'void' },
  'invoice.marked_uncollectible': {
    draft: 'uncollectible',
    open: 'uncollectible',
    paid: undefined,
    void: undefined,
    uncollectible: undefined,
  },
  'invoice.payment_failed': {
    draft: undefined,
    open: undefined,
    paid: undefined,
    void: undefined,
    uncollectible: undefined,
  },
  'invoice.payment_action_required': {
    draft: undefined,
    open: undefined,
    paid: undefined,
    void: undefined,
    uncollectible: undefined,
  },
};

describe('statusAfterStripeEvent', () => {
  const cells = STRIPE_INVOICE_EVENT_TYPES.flatMap((type) =>
    INVOICE_STATUSES.map((status) => [type, status, expected[type][status]] as const),
  );

  it.each(cells)('%s on %s gives %s', (type, status, to) => {
    expect(statusAfterStripeEvent(status, type)).toBe(to);
  });

  it('never moves a paid or void invoice', () => {
    for (const type of STRIPE_INVOICE_EVENT_TYPES) {
      expect(statusAfterStripeEvent('paid', type)).toBeUndefined();
      expect(statusAfterStripeEvent('void', type)).toBeUndefined();
    }
  });

  it('reaches the same final status whatever the order of finalized and paid', () => {
    const apply = (types: StripeInvoiceEventType[]) =>
      types.reduce<InvoiceStatus>((status, type) => statusAfterStripeEvent(status, type) ?? status, 'draft');
    expect(apply(['invoice.finalized', 'invoice.paid'])).toBe('paid');
    expect(apply(['invoice.paid', 'invoice.finalized'])).toBe('paid');
    expect(apply(['invoice.marked_uncollectible', 'invoice.paid', 'invoice.finalized'])).toBe('paid');
    expect(apply(['invoice.voided', 'invoice.paid'])).toBe('void');
  });

  it('flags a failed payment on open invoices only', () => {
    expect(INVOICE_STATUSES.filter((status) => flagsFailedPayment(status, 'invoice.payment_failed'))).toEqual(['open']);
    expect(flagsFailedPayment('open', 'invoice.paid')).toBe(false);
  });

  it('records a payment the bank wants confirmed on open invoices only', () => {
    expect(INVOICE_STATUSES.filter((status) => flagsActionRequired(status, 'invoice.payment_action_required'))).toEqual(
      ['open'],
    );
    expect(flagsActionRequired('open', 'invoice.payment_failed')).toBe(false);
  });
});

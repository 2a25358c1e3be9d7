import { checkedFields, checkStripeInvoice, fillFromReread, type OurInvoiceFacts } from './stripe-invoice-check.js';
import { STRIPE_INVOICE_EVENT_TYPES } from './stripe-invoice-events.js';

const ours: OurInvoiceFacts = { stripeInvoiceId: 'in_ours', currency: 'usd', total: 135_000 };
const paid = { id: 'in_ours', currency: 'usd', amount_paid: 135_000 };

describe('checkStripeInvoice', () => {
  it('matches an invoice.paid with our Stripe id, currency and the whole amount paid', () => {
    expect(checkStripeInvoice('invoice.paid', ours, paid)).toEqual({ verdict: 'match', amountPaid: 135_000 });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, currency: 'USD' })).toMatchObject({ verdict: 'match' });
  });

  it('refuses a paid event about another Stripe invoice, whatever else it says (the reported defect)', () => {
    expect(checkStripeInvoice('invoice.paid', ours, { id: 'in_someone_else' })).toEqual({
      verdict: 'mismatch',
      mismatches: [{ field: 'id', ours: 'in_ours', theirs: 'in_someone_else' }],
    });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, id: 'in_someone_else' })).toMatchObject({
      verdict: 'mismatch',
    });
  });

  it('refuses another currency or another amount paid', () => {
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, currency: 'eur' })).toEqual({
      verdict: 'mismatch',
      mismatches: [{ field: 'currency', ours: 'usd', theirs: 'eur' }],
    });
    for (const amount of [0, 1, 134_999, 135_001, 270_000]) {
      expect(checkStripeInvoice('invoice.paid', ours, { ...paid, amount_paid: amount })).toEqual({
        verdict: 'mismatch',
        mismatches: [{ field: 'amount_paid', ours: 135_000, theirs: amount }],
      });
    }
  });

  it('expects the total less the credit notes Stripe applied before payment', () => {
    const credited = { ...paid, amount_paid: 100_000, pre_payment_credit_notes_amount: 35_000 };
    expect(checkStripeInvoice('invoice.paid', ours, credited)).toEqual({ verdict: 'match', amountPaid: 100_000 });
    expect(checkStripeInvoice('invoice.paid', ours, { ...credited, amount_paid: 135_000 })).toMatchObject({
      verdict: 'mismatch',
    });
  });

  it('asks for a re-read when fields are missing or of the wrong type', () => {
    expect(checkStripeInvoice('invoice.paid', ours, { id: 'in_ours' })).toEqual({
      verdict: 'reread',
      missing: ['currency', 'amount_paid'],
    });
    expect(checkStripeInvoice('invoice.paid', ours, {})).toEqual({
      verdict: 'reread',
      missing: ['id', 'currency', 'amount_paid'],
    });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, amount_paid: '135000' })).toEqual({
      verdict: 'reread',
      missing: ['amount_paid'],
    });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, amount_paid: -1 })).toMatchObject({ verdict: 'reread' });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, amount_paid: 1.5 })).toMatchObject({
      verdict: 'reread',
    });
    expect(checkStripeInvoice('invoice.paid', ours, { ...paid, currency: '' })).toMatchObject({ verdict: 'reread' });
  });

  it('decides a conflict without re-reading, even when other fields are missing', () => {
    expect(checkStripeInvoice('invoice.paid', ours, { id: 'in_other' })).toMatchObject({ verdict: 'mismatch' });
  });

  it('calls fields still missing after a re-read a mismatch', () => {
    expect(checkStripeInvoice('invoice.paid', ours, { id: 'in_ours', currency: 'usd' }, { reread: true })).toEqual({
      verdict: 'mismatch',
      mismatches: [{ field: 'amount_paid', ours: 135_000, theirs: undefined }],
    });
  });

  it('compares the amount only for invoice.paid', () => {
    expect(checkedFields('invoice.paid')).toEqual(['id', 'currency', 'amount_paid']);
    for (const type of STRIPE_INVOICE_EVENT_TYPES.filter((candidate) => candidate !== 'invoice.paid')) {
      expect(checkedFields(type)).toEqual(['id', 'currency']);
      expect(checkStripeInvoice(type, ours, { id: 'in_ours', currency: 'usd', amount_paid: 0 })).toEqual({
        verdict: 'match',
      });
      expect(checkStripeInvoice(type, ours, { id: 'in_other', currency: 'usd' })).toMatchObject({
        verdict: 'mismatch',
      });
    }
  });

  it('never matches an invoice of ours that Stripe never had', () => {
    for (const type of STRIPE_INVOICE_EVENT_TYPES) {
      expect(checkStripeInvoice(type, { ...ours, stripeInvoiceId: undefined }, paid)).toMatchObject({
        verdict: 'mismatch',
      });
    }
  });
});

describe('fillFromReread', () => {
  it('fills only what the event lacks', () => {
    const current = { id: 'in_ours', currency: 'usd', amount_paid: 0, pre_payment_credit_notes_amount: 0 };
    expect(fillFromReread({ id: 'in_ours', metadata: { invoice_id: 'x' } }, current)).toEqual({
      id: 'in_ours',
      metadata: { invoice_id: 'x' },
      currency: 'usd',
      amount_paid: 0,
      pre_payment_credit_notes_amount: 0,
    });
    expect(fillFromReread({ id: 'in_ours', currency: 'eur', amount_paid: 5 }, current)).toMatchObject({
      currency: 'eur',
      amount_paid: 5,
    });
  });

  it('with Stripe’s copy, an event without amounts matches only if Stripe says it was paid in full', () => {
    const event = { id: 'in_ours', metadata: { invoice_id: 'x' } };
    expect(checkStripeInvoice('invoice.paid', ours, event)).toMatchObject({ verdict: 'reread' });
    const unpaid = fillFromReread(event, { id: 'in_ours', currency: 'usd', amount_paid: 0 });
    expect(checkStripeInvoice('invoice.paid', ours, unpaid, { reread: true })).toMatchObject({ verdict: 'mismatch' });
    const paidInFull = fillFromReread(event, { id: 'in_ours', currency: 'usd', amount_paid: 135_000 });
    expect(checkStripeInvoice('invoice.paid', ours, paidInFull, { reread: true })).toEqual({
      verdict: 'match',
      amountPaid: 135_000,
    });
  });
});

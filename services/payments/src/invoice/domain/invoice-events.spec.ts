import { refusalThrownBy } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { creditNoteAmount, creditNoteStep, invoiceActionStep, stripeMoveEvents } from './invoice-events.js';

describe('invoiceActionStep', () => {
  it('names the status after the action and its one event', () => {
    expect(invoiceActionStep('draft', 'finalize')).toEqual({ to: 'open', events: [{ type: 'finalized' }] });
    expect(invoiceActionStep('open', 'markPaid')).toEqual({
      to: 'paid',
      events: [{ type: 'paid', paidOutOfBand: true }],
    });
    expect(invoiceActionStep('uncollectible', 'charge')).toEqual({
      to: 'paid',
      events: [{ type: 'paid', paidOutOfBand: false }],
    });
    expect(invoiceActionStep('open', 'void')).toEqual({ to: 'void', events: [{ type: 'voided' }] });
    expect(invoiceActionStep('open', 'markUncollectible')).toEqual({
      to: 'uncollectible',
      events: [{ type: 'markedUncollectible' }],
    });
  });

  it('keeps the status where the table says same (send)', () => {
    expect(invoiceActionStep('open', 'send')).toEqual({ to: 'open', events: [{ type: 'sent' }] });
  });

  it('refuses what the table refuses, naming status and action', () => {
    expect(refusalThrownBy(() => invoiceActionStep('paid', 'void'))).toMatchObject({
      code: PaymentsErrorCode.InvoiceActionNotAllowed,
      args: ['paid', 'void'],
    });
  });
});

describe('creditNoteAmount', () => {
  const open = { status: 'open' as const, amountPaid: 0, total: 10_000 };
  const paid = { status: 'paid' as const, amountPaid: 8_000, total: 10_000 };

  it('credits the whole amount due or paid when none is asked', () => {
    expect(creditNoteAmount(open, undefined)).toBe(10_000);
    expect(creditNoteAmount(paid, undefined)).toBe(8_000);
  });

  it('refuses more than is creditable, fractions and nothing', () => {
    for (const amount of [8_001, 0, 12.5]) {
      expect(refusalThrownBy(() => creditNoteAmount(paid, amount))).toMatchObject({ args: ['creditAmount'] });
    }
  });

  it('refuses a credit note on a draft or void invoice', () => {
    expect(refusalThrownBy(() => creditNoteAmount({ ...open, status: 'draft' }, 100))).toMatchObject({
      code: PaymentsErrorCode.InvoiceActionNotAllowed,
    });
  });

  it('keeps the status and raises its event', () => {
    expect(creditNoteStep('paid', 'cn_1', 500)).toEqual({
      to: 'paid',
      events: [{ type: 'creditNoteIssued', creditNoteId: 'cn_1', amount: 500 }],
    });
  });
});

describe('stripeMoveEvents', () => {
  it('raises the event of the status Stripe reports', () => {
    expect(stripeMoveEvents('open', false)).toEqual([{ type: 'finalized' }]);
    expect(stripeMoveEvents('paid', true)).toEqual([{ type: 'paid', paidOutOfBand: true }]);
    expect(stripeMoveEvents('void', false)).toEqual([{ type: 'voided' }]);
    expect(stripeMoveEvents('uncollectible', false)).toEqual([{ type: 'markedUncollectible' }]);
    expect(stripeMoveEvents('draft', false)).toEqual([]);
  });
});

import { describeRefusal, seededRandom } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  type InvoiceItemDraft,
  invoiceTotals,
  parseInvoiceDraft,
  ITEMS_MAX,
  type InvoiceDraft,
} from './invoice-draft.js';

const now = new Date('2025-03-10T12:00:00Z');

/** A valid draft sent by email; each test changes what it is about. */
function draftInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    billingMethod: 'send_invoice',
    dueDate: '2025-03-31',
    items: [{ description: 'Day rate, commercial shoot', quantity: 2, unitAmount: 50_000 }],
    ...overrides,
  };
}

function item(overrides: Partial<InvoiceItemDraft> = {}): InvoiceItemDraft {
  return { description: 'Line', quantity: 1, unitAmount: 10_000, taxRatesBps: [], coupons: [], ...overrides };
}

function refusal(input: unknown) {
  return describeRefusal(() => parseInvoiceDraft(input, now));
}

describe('parseInvoiceDraft', () => {
  it('normalises a draft: trims text, fills empty lists, keeps what was given', () => {
    const draft = parseInvoiceDraft(
      draftInput({
        prefix: ' ACME2025 ',
        memo: '  Thanks for working with us  ',
        footer: '',
        customFields: [{ name: ' PO ', value: ' 4711 ' }],
        items: [
          { productId: 'prod_123', quantity: 1, unitAmount: 0, taxRatesBps: [825] },
          { description: ' Overtime ', quantity: 3, unitAmount: 7_500, coupons: [{ percentOffBps: 1000 }] },
        ],
      }),
      now,
    );
    expect(draft).toEqual<InvoiceDraft>({
      prefix: 'ACME2025',
      billingMethod: 'send_invoice',
      dueDate: '2025-03-31',
      memo: 'Thanks for working with us',
      footer: undefined,
      customFields: [{ name: 'PO', value: '4711' }],
      items: [
        { productId: 'prod_123', description: undefined, quantity: 1, unitAmount: 0, taxRatesBps: [825], coupons: [] },
        {
          productId: undefined,
          description: 'Overtime',
          quantity: 3,
          unitAmount: 7_500,
          taxRatesBps: [],
          coupons: [{ kind: 'percentOff', percentOffBps: 1000 }],
        },
      ],
    });
  });

  it('charges automatically when no billing method is given, without a due date', () => {
    const draft = parseInvoiceDraft(draftInput({ billingMethod: undefined, dueDate: undefined }), now);
    expect(draft.billingMethod).toBe('charge_automatically');
    expect(draft.dueDate).toBeUndefined();
  });

  it('refuses an unknown billing method', () => {
    expect(refusal(draftInput({ billingMethod: 'cash' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['billingMethod'],
    });
  });

  it('refuses an input that is not an object', () => {
    expect(refusal('invoice')).toMatchObject({ code: PaymentsErrorCode.InvalidValue, args: ['invoice'] });
    expect(refusal(null)).toMatchObject({ code: PaymentsErrorCode.Required, args: ['invoice'] });
  });

  describe('prefix', () => {
    it.each(['A', 'INV', 'ABC123', '123456789012'])('accepts %s', (prefix) => {
      expect(parseInvoiceDraft(draftInput({ prefix }), now).prefix).toBe(prefix);
    });

    it.each(['inv', 'Inv1', 'INV-1', 'IN V', '1234567890123', 'ÉTÉ'])('refuses %s', (prefix) => {
      expect(refusal(draftInput({ prefix }))).toEqual({
        code: PaymentsErrorCode.InvalidInvoicePrefix,
        args: ['prefix'],
        message: 'The invoice prefix must be 1 to 12 uppercase letters or digits.',
      });
    });

    it('treats a blank prefix as none', () => {
      expect(parseInvoiceDraft(draftInput({ prefix: '  ' }), now).prefix).toBeUndefined();
    });
  });

  describe('due date', () => {
    it('is required to send an invoice', () => {
      expect(refusal(draftInput({ dueDate: undefined }))).toEqual({
        code: PaymentsErrorCode.Required,
        args: ['dueDate'],
        message: 'This is a required field.',
      });
    });

    it('is refused when the invoice is charged automatically', () => {
      expect(refusal(draftInput({ billingMethod: 'charge_automatically' }))).toMatchObject({
        code: PaymentsErrorCode.InvalidValue,
        args: ['dueDate'],
      });
    });

    it('must be after today (UTC)', () => {
      expect(parseInvoiceDraft(draftInput({ dueDate: '2025-03-11' }), now).dueDate).toBe('2025-03-11');
      for (const dueDate of ['2025-03-10', '2025-03-09']) {
        expect(refusal(draftInput({ dueDate }))).toEqual({
          code: PaymentsErrorCode.InvalidValue,
          args: ['dueDate'],
          message: 'The due date must be after today',
        });
      }
    });

    it.each(['2025-02-30', '31/03/2025', '2025-3-31', 20250331])('refuses %s as a date', (dueDate) => {
      expect(refusal(draftInput({ dueDate }))).toMatchObject({
        code: PaymentsErrorCode.InvalidValue,
        args: ['dueDate'],
      });
    });
  });

  describe('items', () => {
    it.each([[undefined], [[]]])('requires at least one item (%p)', (items) => {
      expect(refusal(draftInput({ items }))).toMatchObject({ code: PaymentsErrorCode.Required, args: ['items'] });
    });

    it(`takes at most ${ITEMS_MAX} items`, () => {
      const line = { description: 'x', quantity: 1, unitAmount: 1 };
      expect(parseInvoiceDraft(draftInput({ items: Array(ITEMS_MAX).fill(line) }), now).items).toHaveLength(ITEMS_MAX);
      expect(refusal(draftInput({ items: Array(ITEMS_MAX + 1).fill(line) }))).toEqual({
        code: PaymentsErrorCode.InvalidValue,
        args: ['items'],
        message: `Max ${ITEMS_MAX} entries`,
      });
    });

    it('needs a description or a product', () => {
      expect(refusal(draftInput({ items: [{ quantity: 1, unitAmount: 100 }] }))).toMatchObject({
        code: PaymentsErrorCode.Required,
        args: ['items[0].description'],
      });
    });

    it.each([0, 10_000, 1.5, -1, '2', null])('refuses quantity %p, naming the item', (quantity) => {
      const items = [
        { description: 'a', quantity: 1, unitAmount: 100 },
        { description: 'b', quantity, unitAmount: 100 },
      ];
      expect(refusal(draftInput({ items }))).toMatchObject({
        code: quantity === null ? PaymentsErrorCode.Required : PaymentsErrorCode.InvalidValue,
        args: ['items[1].quantity'],
      });
    });

    it('accepts quantities from 1 to 9999', () => {
      for (const quantity of [1, 9999]) {
        const items = [{ description: 'a', quantity, unitAmount: 100 }];
        expect(parseInvoiceDraft(draftInput({ items }), now).items[0].quantity).toBe(quantity);
      }
    });

    it.each([-1, 0.5, 100_000_000, '100'])('refuses unit amount %p', (unitAmount) => {
      expect(refusal(draftInput({ items: [{ description: 'a', quantity: 1, unitAmount }] }))).toEqual({
        code: PaymentsErrorCode.InvalidValue,
        args: ['items[0].unitAmount'],
        message: 'Expected a whole number of cents from 0 to 99999999',
      });
    });

    it('refuses a tax rate outside 0 to 10000 basis points, and more than 10 rates', () => {
      const withRates = (taxRatesBps: unknown) =>
        draftInput({ items: [{ description: 'a', quantity: 1, unitAmount: 100, taxRatesBps }] });
      expect(refusal(withRates([825, 10_001]))).toMatchObject({ args: ['items[0].taxRatesBps[1]'] });
      expect(refusal(withRates([12.5]))).toMatchObject({ args: ['items[0].taxRatesBps[0]'] });
      expect(refusal(withRates(Array(11).fill(100)))).toMatchObject({ args: ['items[0].taxRatesBps'] });
      expect(parseInvoiceDraft(withRates([0, 10_000]), now).items[0].taxRatesBps).toEqual([0, 10_000]);
    });

    it('takes a coupon as a percentage or an amount, never both or neither', () => {
      const withCoupons = (coupons: unknown) =>
        draftInput({ items: [{ description: 'a', quantity: 1, unitAmount: 10_000, coupons }] });
      expect(parseInvoiceDraft(withCoupons([{ amountOff: 500 }]), now).items[0].coupons).toEqual([
        { kind: 'amountOff', amountOff: 500 },
      ]);
      expect(refusal(withCoupons([{ amountOff: 500, percentOffBps: 100 }]))).toEqual({
        code: PaymentsErrorCode.InvalidValue,
        args: ['items[0].coupons[0]'],
        message: 'A coupon takes either percentOffBps or amountOff',
      });
      expect(refusal(withCoupons([{}]))).toMatchObject({ args: ['items[0].coupons[0]'] });
      expect(refusal(withCoupons([{ percentOffBps: 0 }]))).toMatchObject({
        args: ['items[0].coupons[0].percentOffBps'],
      });
      expect(refusal(withCoupons([{ percentOffBps: 10_001 }]))).toMatchObject({
        args: ['items[0].coupons[0].percentOffBps'],
      });
      expect(refusal(withCoupons([{ amountOff: 0 }]))).toMatchObject({ args: ['items[0].coupons[0].amountOff'] });
      expect(refusal(withCoupons(Array(6).fill({ amountOff: 1 })))).toMatchObject({ args: ['items[0].coupons'] });
    });

    it('limits descriptions to 5000 characters', () => {
      const items = [{ description: 'x'.repeat(5001), quantity: 1, unitAmount: 100 }];
      expect(refusal(draftInput({ items }))).toEqual({
        code: PaymentsErrorCode.MaxLength,
        args: ['5000', 'items[0].description'],
        message: 'Max 5000 characters',
      });
    });
  });

  describe('memo, footer and custom fields', () => {
    it('limits the memo to 1500 characters and the footer to 5000', () => {
      expect(
        parseInvoiceDraft(draftInput({ memo: 'm'.repeat(1500), footer: 'f'.repeat(5000) }), now).memo,
      ).toHaveLength(1500);
      expect(refusal(draftInput({ memo: 'm'.repeat(1501) }))).toMatchObject({
        code: PaymentsErrorCode.MaxLength,
        args: ['1500', 'memo'],
      });
      expect(refusal(draftInput({ footer: 'f'.repeat(5001) }))).toMatchObject({
        code: PaymentsErrorCode.MaxLength,
        args: ['5000', 'footer'],
      });
    });

    it('takes up to 4 custom fields, names up to 40 and values up to 140 characters', () => {
      const field = { name: 'n'.repeat(40), value: 'v'.repeat(140) };
      expect(parseInvoiceDraft(draftInput({ customFields: Array(4).fill(field) }), now).customFields).toHaveLength(4);
      expect(refusal(draftInput({ customFields: Array(5).fill(field) }))).toMatchObject({ args: ['customFields'] });
      expect(refusal(draftInput({ customFields: [field, { ...field, name: 'n'.repeat(41) }] }))).toMatchObject({
        code: PaymentsErrorCode.MaxLength,
        args: ['40', 'customFields[1].name'],
      });
      expect(refusal(draftInput({ customFields: [{ ...field, value: 'v'.repeat(141) }] }))).toMatchObject({
        code: PaymentsErrorCode.MaxLength,
        args: ['140', 'customFields[0].value'],
      });
      expect(refusal(draftInput({ customFields: [{ name: 'PO', value: ' ' }] }))).toMatchObject({
        code: PaymentsErrorCode.Required,
        args: ['customFields[0].value'],
      });
    });
  });

  describe('total', () => {
    it('refuses an invoice whose total is nothing', () => {
      const items = [{ description: 'Free', quantity: 5, unitAmount: 0 }];
      expect(refusal(draftInput({ items }))).toEqual({
        code: PaymentsErrorCode.InvalidValue,
        args: ['total'],
        message: 'The invoice total must be more than 0.00',
      });
      const discountedAway = [
        { description: 'Gift', quantity: 1, unitAmount: 500, coupons: [{ percentOffBps: 10_000 }] },
      ];
      expect(refusal(draftInput({ items: discountedAway }))).toMatchObject({ args: ['total'] });
    });

    it('refuses a total above what Stripe can charge', () => {
      const items = [{ description: 'a', quantity: 2, unitAmount: 50_000_000 }];
      expect(refusal(draftInput({ items }))).toEqual({
        code: PaymentsErrorCode.InvalidValue,
        args: ['total'],
        message: 'The invoice total must not exceed 999999.99',
      });
    });
  });
});

describe('invoiceTotals', () => {
  it('rounds a percentage coupon and each tax half up, per line', () => {
    // 3 x 3.33 = 9.99; 10% off = 0.999 -> 1.00; 8.25% of 8.99 = 0.741675 -> 0.74.
    const totals = invoiceTotals({
      items: [
        item({
          quantity: 3,
          unitAmount: 333,
          coupons: [{ kind: 'percentOff', percentOffBps: 1000 }],
          taxRatesBps: [825],
        }),
      ],
    });
    expect(totals).toEqual({
      subtotal: 999,
      discount: 100,
      tax: 74,
      total: 973,
      lines: [{ amount: 999, discount: 100, tax: 74, total: 973 }],
    });
  });

  it('rounds an exact half cent up', () => {
    expect(invoiceTotals({ items: [item({ unitAmount: 10, taxRatesBps: [500] })] }).tax).toBe(1);
    expect(invoiceTotals({ items: [item({ unitAmount: 10, taxRatesBps: [499] })] }).tax).toBe(0);
  });

  it('applies coupons in the order given, each on what is left', () => {
    const amountThenPercent = item({
      coupons: [
        { kind: 'amountOff', amountOff: 1000 },
        { kind: 'percentOff', percentOffBps: 1000 },
      ],
    });
    const percentThenAmount = item({ coupons: [...amountThenPercent.coupons].reverse() });
    expect(invoiceTotals({ items: [amountThenPercent] }).total).toBe(8100);
    expect(invoiceTotals({ items: [percentThenAmount] }).total).toBe(8000);
  });

  it('never discounts a line below zero', () => {
    const totals = invoiceTotals({
      items: [
        item({ unitAmount: 500, coupons: [{ kind: 'amountOff', amountOff: 2000 }], taxRatesBps: [1000] }),
        item(),
      ],
    });
    expect(totals.lines[0]).toEqual({ amount: 500, discount: 500, tax: 0, total: 0 });
    expect(totals.total).toBe(10_000);
  });

  it('applies several tax rates to the same discounted amount, without compounding', () => {
    const totals = invoiceTotals({
      items: [item({ taxRatesBps: [500, 300], coupons: [{ kind: 'amountOff', amountOff: 2000 }] })],
    });
    expect(totals).toMatchObject({ subtotal: 10_000, discount: 2000, tax: 400 + 240, total: 8640 });
  });

  it('stays exact at the largest line', () => {
    const totals = invoiceTotals({ items: [item({ quantity: 9999, unitAmount: 99_999_999, taxRatesBps: [10_000] })] });
    expect(totals.subtotal).toBe(999_899_990_001);
    expect(totals.tax).toBe(999_899_990_001);
    expect(totals.total).toBe(1_999_799_980_002);
  });

  it('gives invoice figures that are the sums of the lines, and lines that add up, on random drafts', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 500; round += 1) {
      const items = Array.from({ length: 1 + random(6) }, () =>
        item({
          quantity: 1 + random(20),
          unitAmount: random(200_000),
          taxRatesBps: Array.from({ length: random(3) }, () => random(2_500)),
          coupons: Array.from({ length: random(3) }, () =>
            random(2) === 0
              ? { kind: 'percentOff' as const, percentOffBps: 1 + random(10_000) }
              : { kind: 'amountOff' as const, amountOff: 1 + random(50_000) },
          ),
        }),
      );
      const totals = invoiceTotals({ items });
      for (const line of totals.lines) {
        expect(line.total).toBe(line.amount - line.discount + line.tax);
        expect(line.discount).toBeGreaterThanOrEqual(0);
        expect(line.discount).toBeLessThanOrEqual(line.amount);
        expect(Number.isInteger(line.tax)).toBe(true);
      }
      expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
      expect(totals.total).toBe(totals.lines.reduce((sum, line) => sum + line.total, 0));
    }
  });
});

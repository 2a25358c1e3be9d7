import { describe, expect, it } from 'vitest';
import {
  changedFields,
  earliestDueDate,
  formatBps,
  emptyLine,
  formFieldOf,
  formOfInvoice,
  lineTotal,
  parseHundredths,
  suggestedPrefix,
  validateInvoiceForm,
  withoutFields,
  type InvoiceForm,
} from './invoiceForm';

const now = new Date('2026-11-28T09:00:00Z');
const create = { kind: 'create' as const, dealMemoTotal: 100_000 };
const form = (changes: Partial<InvoiceForm> = {}): InvoiceForm => ({
  prefix: '',
  billingMethod: 'charge_automatically',
  dueDate: '',
  memo: '',
  footer: '',
  finalizeAt: '',
  dealMemoTaxRate: '',
  lines: [],
  ...changes,
});

describe('the invoice form (the payments service’s draft rules)', () => {
  it('sends the deal memo’s invoice as it is when nothing is added', () => {
    expect(validateInvoiceForm(form(), now, create)).toEqual({
      errors: {},
      body: { billingMethod: 'charge_automatically', items: [] },
    });
  });

  it('takes a prefix of 1 to 12 uppercase letters or digits and refuses any other on its field', () => {
    expect(validateInvoiceForm(form({ prefix: 'JOB2026' }), now, create).body?.prefix).toBe('JOB2026');
    expect(validateInvoiceForm(form({ prefix: 'ABCDEFGHIJKL' }), now, create).errors).toEqual({});
    for (const prefix of ['job', 'AB-1', 'ABCDEFGHIJKLM', 'É1']) {
      expect(validateInvoiceForm(form({ prefix }), now, create).errors, prefix).toEqual({ prefix: { key: 'prefix' } });
    }
  });

  it('suggests a prefix the rule accepts from the job’s title', () => {
    expect(suggestedPrefix('Lighthouse keeper')).toBe('LIGHTHOUSEKE');
    expect(suggestedPrefix('Élan 2')).toBe('ELAN2');
    expect(suggestedPrefix(undefined)).toBe('');
  });

  it('asks a due date after today for an emailed invoice only', () => {
    expect(earliestDueDate(now)).toBe('2026-11-29');
    const emailed = (dueDate: string) =>
      validateInvoiceForm(form({ billingMethod: 'send_invoice', dueDate }), now, create);
    expect(emailed('').errors).toEqual({ dueDate: { key: 'required' } });
    expect(emailed('2026-11-28').errors).toEqual({ dueDate: { key: 'dueDate' } });
    expect(emailed('2026-11-29').body).toMatchObject({ billingMethod: 'send_invoice', dueDate: '2026-11-29' });
    // A due date left in the form is not sent with an automatic charge (the service refuses it there).
    expect(validateInvoiceForm(form({ dueDate: '2026-12-01' }), now, create).body).not.toHaveProperty('dueDate');
  });

  it('reads lines in cents and basis points from what was typed, and names the faulty field', () => {
    const lines = [{ ...emptyLine(), description: 'Overtime', quantity: '3', unitAmount: '45.5', taxRate: '8.25' }];
    expect(validateInvoiceForm(form({ lines }), now, create).body?.items).toEqual([
      { description: 'Overtime', quantity: 3, unitAmount: 4550, taxRatesBps: [825], coupons: [] },
    ]);
    const bad = [{ description: '', quantity: '0', unitAmount: '1.234', taxRate: '101' }];
    expect(validateInvoiceForm(form({ lines: bad }), now, create).errors).toEqual({
      'lines.0.description': { key: 'required' },
      'lines.0.quantity': { key: 'quantity', args: { max: 9999 } },
      'lines.0.unitAmount': { key: 'decimals' },
      'lines.0.taxRate': { key: 'percent' },
    });
  });

  it('taxes the deal memo’s line when a rate is given', () => {
    expect(validateInvoiceForm(form({ dealMemoTaxRate: '10' }), now, create).body?.taxRatesBps).toEqual([1000]);
    expect(validateInvoiceForm(form({ dealMemoTaxRate: 'ten' }), now, create).errors).toEqual({
      dealMemoTaxRate: { key: 'percent' },
    });
  });

  it('schedules the finalization only in the future and within a year', () => {
    expect(validateInvoiceForm(form({ finalizeAt: '2026-11-28T08:00Z' }), now, create).errors).toEqual({
      finalizeAt: { key: 'finalizeFuture' },
    });
    expect(validateInvoiceForm(form({ finalizeAt: '2028-01-01T00:00Z' }), now, create).errors).toEqual({
      finalizeAt: { key: 'finalizeWithinYear' },
    });
    expect(validateInvoiceForm(form({ finalizeAt: '2026-11-29T10:30Z' }), now, create).body?.finalizeAt).toBe(
      '2026-11-29T10:30:00.000Z',
    );
  });

  it('refuses an edited draft without lines, or whose total is nothing or over Stripe’s largest charge', () => {
    expect(validateInvoiceForm(form(), now, { kind: 'edit' }).errors).toEqual({ lines: { key: 'noLines' } });
    const free = [{ ...emptyLine(), description: 'Free', unitAmount: '0' }];
    expect(validateInvoiceForm(form({ lines: free }), now, { kind: 'edit' }).errors).toEqual({
      lines: { key: 'totalZero' },
    });
    const huge = [{ ...emptyLine(), description: 'Huge', quantity: '2', unitAmount: '999999.99' }];
    expect(validateInvoiceForm(form({ lines: huge }), now, { kind: 'edit' }).errors).toEqual({
      lines: { key: 'totalMax' },
    });
  });

  it('computes a line’s total as the service does: coupons first, then each tax rounded half up', () => {
    expect(lineTotal({ quantity: 2, unitAmount: 1005, taxRatesBps: [825], coupons: [] })).toBe(2010 + 166);
    expect(lineTotal({ quantity: 1, unitAmount: 1000, taxRatesBps: [], coupons: [{ percentOffBps: 1000 }] })).toBe(900);
    expect(lineTotal({ quantity: 1, unitAmount: 500, taxRatesBps: [], coupons: [{ amountOff: 900 }] })).toBe(0);
  });

  it('fills the edit form from a draft, coupons and product kept', () => {
    const edited = formOfInvoice({
      prefix: 'JOB',
      billingMethod: 'charge_automatically',
      items: [
        {
          productId: 'prod_1',
          description: 'Daily rate',
          quantity: 2,
          unitAmount: 50005,
          taxRatesBps: [825],
          coupons: [{ amountOff: 100 }],
        },
      ],
    });
    expect(edited.lines).toEqual([
      {
        description: 'Daily rate',
        quantity: '2',
        unitAmount: '500.05',
        taxRate: '8.25',
        coupons: [{ amountOff: 100 }],
        productId: 'prod_1',
      },
    ]);
    expect(validateInvoiceForm(edited, now, { kind: 'edit' }).body?.items[0]).toEqual({
      productId: 'prod_1',
      description: 'Daily rate',
      quantity: 2,
      unitAmount: 50005,
      taxRatesBps: [825],
      coupons: [{ amountOff: 100 }],
    });
  });

  it('puts a server refusal on the field it names', () => {
    expect(formFieldOf('items[2].unitAmount')).toBe('lines.2.unitAmount');
    expect(formFieldOf('items[0].taxRatesBps[0]')).toBe('lines.0.taxRate');
    expect(formFieldOf('taxRatesBps[0]')).toBe('dealMemoTaxRate');
    expect(formFieldOf('prefix')).toBe('prefix');
    expect(formFieldOf('total')).toBeUndefined();
  });
});

describe('a refusal leaves its field once the field is changed', () => {
  it('names the fields that changed, lines included', () => {
    const before = form({ lines: [emptyLine()] });
    const after = form({ prefix: 'JOB', lines: [{ ...emptyLine(), quantity: '2' }, emptyLine()] });
    expect(changedFields(before, after)).toEqual([
      'prefix',
      'lines.0.quantity',
      'lines.1.description',
      'lines.1.quantity',
      'lines.1.unitAmount',
      'lines.1.taxRate',
      'lines',
    ]);
    expect(withoutFields({ prefix: 1, memo: 2, 'lines.0.quantity': 3 }, ['prefix', 'lines.0.quantity'])).toEqual({
      memo: 2,
    });
  });
});

describe('amounts and percents as typed', () => {
  it('reads hundredths from the digits, either decimal mark, at most two decimals', () => {
    expect(parseHundredths('450.5')).toEqual({ value: 45050 });
    expect(parseHundredths('8,25')).toEqual({ value: 825 });
    expect(parseHundredths('0.29')).toEqual({ value: 29 });
    expect(parseHundredths('1,000')).toEqual({ error: 'decimals' });
    expect(parseHundredths('')).toEqual({ error: 'required' });
    expect(parseHundredths('12a')).toEqual({ error: 'format' });
  });

  it('prints basis points as the locale writes a percent', () => {
    expect(formatBps(825, 'en-US')).toBe('8.25%');
    expect(formatBps(8500, 'fr-QC')).toBe('85\u00a0%');
  });
});

import { intlLocale } from '../../i18n/locales';

/*
 * The invoice draft form (create from a deal memo, edit a draft) with the payments service's rules
 * (services/payments/src/invoice/domain/invoice-draft.ts and invoiceable.ts), so that a refusal shows on
 * its field before anything is sent:
 *
 * | field          | rule                                                                     |
 * | -------------- | ------------------------------------------------------------------------ |
 * | prefix         | optional; 1 to 12 uppercase letters or digits (spec sections 5 and 9)    |
 * | billing method | charge_automatically (the card on file) or send_invoice (emailed)        |
 * | due date       | send_invoice only, and then required: a day after today (UTC)           |
 * | line           | a description, quantity 1 to 9,999, unit price 0.00 to 999,999.99 USD    |
 * | tax rate       | a percent with at most two decimals, 0 to 100                            |
 * | memo, footer   | at most 1,500 and 5,000 characters                                       |
 * | finalize at    | optional; a time in the future, within a year                            |
 * | total          | more than 0.00 and at most 999,999.99 USD                                |
 */
type Parsed = { value: number } | { error: 'required' | 'format' | 'decimals' };

/**
 * A decimal with at most two decimals as whole hundredths, read from its digits (never through floating
 * point): dollars to cents ("450.5" → 45050), a percent to basis points ("8.25" → 825). "." or "," marks
 * the decimals; no grouping separators. The same reading as the deal memo dialog's.
 */
export function parseHundredths(text: string): Parsed {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') {
    return { error: 'required' };
  }
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(trimmed);
  if (!match) {
    return { error: 'format' };
  }
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) {
    return { error: 'decimals' };
  }
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(value) ? { value } : { error: 'format' };
}

export const parseCents = parseHundredths;
export const parseBps = parseHundredths;

/** Basis points as a percent of the locale ("8.25%", "8,25 %"). */
export function formatBps(bps: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

export const PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;
export const QUANTITY_MAX = 9999;
export const UNIT_AMOUNT_MAX = 99_999_999;
export const TOTAL_MAX = 99_999_999;
export const MEMO_MAX = 1500;
export const FOOTER_MAX = 5000;
export const DESCRIPTION_MAX = 5000;
export const FINALIZE_WITHIN_MS = 365 * 24 * 60 * 60 * 1000;
export const BILLING_METHODS = ['charge_automatically', 'send_invoice'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export interface LineForm {
  description: string;
  quantity: string;
  /** Dollars as typed. */
  unitAmount: string;
  /** Percent as typed; empty for none. */
  taxRate: string;
  /** Kept as they are (the console does not edit coupons). */
  coupons?: { percentOffBps?: number; amountOff?: number }[];
  /** A line that keeps its product (the deal memo's line has none). */
  productId?: string;
}

export interface InvoiceForm {
  prefix: string;
  billingMethod: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  memo: string;
  footer: string;
  /** The <input type="datetime-local"> value (local time), empty for none. */
  finalizeAt: string;
  /** Create: the tax on the deal memo's line, percent as typed. */
  dealMemoTaxRate: string;
  /** Create: lines after the deal memo's; edit: every line. */
  lines: LineForm[];
}

export interface FieldError {
  key: string;
  args?: Record<string, string | number>;
}

export type InvoiceErrors = Record<string, FieldError>;

export interface ItemBody {
  productId?: string;
  description?: string;
  quantity: number;
  unitAmount: number;
  taxRatesBps: number[];
  coupons: { percentOffBps?: number; amountOff?: number }[];
}

export interface DraftBody {
  prefix?: string;
  billingMethod: BillingMethod;
  dueDate?: string;
  memo?: string;
  footer?: string;
  finalizeAt?: string;
  items: ItemBody[];
  taxRatesBps?: number[];
}

export const emptyLine = (): LineForm => ({ description: '', quantity: '1', unitAmount: '', taxRate: '' });

/** The day after `now` in UTC, YYYY-MM-DD: the earliest due date. */
export function earliestDueDate(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
}

/** A prefix suggested from the job's title: its letters and digits, upper-cased, at most 12 ("Lighthouse keeper" → LIGHTHOUSEKE). */
export function suggestedPrefix(title: string | undefined): string {
  return (title ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12);
}

function taxBps(text: string): { value: number[] } | { error: FieldError } {
  if (text.trim() === '') {
    return { value: [] };
  }
  const parsed = parseBps(text);
  if (!('value' in parsed)) {
    return { error: { key: parsed.error === 'decimals' ? 'decimals' : 'percent' } };
  }
  if (parsed.value > 10_000) {
    return { error: { key: 'percent' } };
  }
  return { value: [parsed.value] };
}

/** A line's total as the service computes it (coupons, then exclusive taxes rounded half up), in cents. */
export function lineTotal(item: Pick<ItemBody, 'quantity' | 'unitAmount' | 'taxRatesBps' | 'coupons'>): number {
  const amount = item.quantity * item.unitAmount;
  const discounted = item.coupons.reduce((left, coupon) => {
    const off =
      coupon.percentOffBps !== undefined
        ? Math.round((left * coupon.percentOffBps) / 10_000)
        : Math.min(coupon.amountOff ?? 0, left);
    return left - off;
  }, amount);
  const tax = item.taxRatesBps.reduce((total, rate) => total + Math.round((discounted * rate) / 10_000), 0);
  return discounted + tax;
}

function parseLine(line: LineForm, field: string, errors: InvoiceErrors): ItemBody | undefined {
  const description = line.description.trim();
  if (description === '' && !line.productId) {
    errors[`${field}.description`] = { key: 'required' };
  } else if (description.length > DESCRIPTION_MAX) {
    errors[`${field}.description`] = { key: 'tooLong', args: { max: DESCRIPTION_MAX } };
  }
  const quantityText = line.quantity.trim();
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  if (!(quantity >= 1 && quantity <= QUANTITY_MAX)) {
    errors[`${field}.quantity`] = { key: 'quantity', args: { max: QUANTITY_MAX } };
  }
  const unit = parseCents(line.unitAmount);
  if (!('value' in unit)) {
    errors[`${field}.unitAmount`] = {
      key: unit.error === 'required' ? 'required' : unit.error === 'decimals' ? 'decimals' : 'money',
    };
  } else if (unit.value > UNIT_AMOUNT_MAX) {
    errors[`${field}.unitAmount`] = { key: 'moneyMax' };
  }
  const tax = taxBps(line.taxRate);
  if ('error' in tax) {
    errors[`${field}.taxRate`] = tax.error;
  }
  if (!('value' in unit) || !('value' in tax) || Number.isNaN(quantity)) {
    return undefined;
  }
  return {
    ...(line.productId ? { productId: line.productId } : {}),
    ...(description ? { description } : {}),
    quantity,
    unitAmount: unit.value,
    taxRatesBps: tax.value,
    coupons: line.coupons ?? [],
  };
}

/**
 * Checks the form field by field (errors keyed by field: prefix, dueDate, lines.0.quantity ...) and
 * answers the body when every field passes. `dealMemoTotal`: on create, the deal memo line's amount,
 * which the total includes.
 */
export function validateInvoiceForm(
  form: InvoiceForm,
  now: Date,
  mode: { kind: 'create'; dealMemoTotal: number } | { kind: 'edit' },
): { errors: InvoiceErrors; body?: DraftBody } {
  const errors: InvoiceErrors = {};
  const prefix = form.prefix.trim();
  if (prefix !== '' && !PREFIX_PATTERN.test(prefix)) {
    errors.prefix = { key: 'prefix' };
  }
  const billingMethod = (BILLING_METHODS as readonly string[]).includes(form.billingMethod)
    ? (form.billingMethod as BillingMethod)
    : undefined;
  if (!billingMethod) {
    errors.billingMethod = { key: 'required' };
  }
  if (billingMethod === 'send_invoice') {
    if (form.dueDate === '') {
      errors.dueDate = { key: 'required' };
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dueDate) || form.dueDate < earliestDueDate(now)) {
      errors.dueDate = { key: 'dueDate' };
    }
  }
  if (form.memo.length > MEMO_MAX) {
    errors.memo = { key: 'tooLong', args: { max: MEMO_MAX } };
  }
  if (form.footer.length > FOOTER_MAX) {
    errors.footer = { key: 'tooLong', args: { max: FOOTER_MAX } };
  }
  let finalizeAt: string | undefined;
  if (form.finalizeAt !== '') {
    const at = new Date(form.finalizeAt);
    if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) {
      errors.finalizeAt = { key: 'finalizeFuture' };
    } else if (at.getTime() - now.getTime() > FINALIZE_WITHIN_MS) {
      errors.finalizeAt = { key: 'finalizeWithinYear' };
    } else {
      finalizeAt = at.toISOString();
    }
  }
  const memoTax = mode.kind === 'create' ? taxBps(form.dealMemoTaxRate) : { value: [] };
  if ('error' in memoTax) {
    errors.dealMemoTaxRate = memoTax.error;
  }
  const items = form.lines.map((line, index) => parseLine(line, `lines.${index}`, errors));
  if (mode.kind === 'edit' && form.lines.length === 0) {
    errors.lines = { key: 'noLines' };
  }
  if (Object.keys(errors).length > 0 || !billingMethod || 'error' in memoTax) {
    return { errors };
  }
  const parsed = items as ItemBody[];
  const memoLine =
    mode.kind === 'create'
      ? lineTotal({ quantity: 1, unitAmount: mode.dealMemoTotal, taxRatesBps: memoTax.value, coupons: [] })
      : 0;
  const total = memoLine + parsed.reduce((sum, item) => sum + lineTotal(item), 0);
  if (total < 1) {
    return { errors: { lines: { key: 'totalZero' } } };
  }
  if (total > TOTAL_MAX) {
    return { errors: { lines: { key: 'totalMax' } } };
  }
  const body: DraftBody = {
    billingMethod,
    items: parsed,
    ...(prefix ? { prefix } : {}),
    ...(billingMethod === 'send_invoice' ? { dueDate: form.dueDate } : {}),
    ...(form.memo.trim() ? { memo: form.memo.trim() } : {}),
    ...(form.footer.trim() ? { footer: form.footer.trim() } : {}),
    ...(finalizeAt ? { finalizeAt } : {}),
    ...(mode.kind === 'create' && memoTax.value.length > 0 ? { taxRatesBps: memoTax.value } : {}),
  };
  return { errors, body };
}

/** The form of an existing draft (edit): its lines with their figures in dollars and percent. */
export function formOfInvoice(invoice: {
  prefix?: string;
  billingMethod?: string;
  dueDate?: string;
  memo?: string;
  footer?: string;
  finalizeAt?: string;
  items?: {
    productId?: string;
    description?: string;
    quantity: number;
    unitAmount: number;
    taxRatesBps?: number[];
    coupons?: { percentOffBps?: number; amountOff?: number }[];
  }[];
}): InvoiceForm {
  const hundredths = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
  return {
    prefix: invoice.prefix ?? '',
    billingMethod: invoice.billingMethod ?? 'charge_automatically',
    dueDate: invoice.dueDate ?? '',
    memo: invoice.memo ?? '',
    footer: invoice.footer ?? '',
    finalizeAt: invoice.finalizeAt ? localDateTimeValue(new Date(invoice.finalizeAt)) : '',
    dealMemoTaxRate: '',
    lines: (invoice.items ?? []).map((item) => ({
      description: item.description ?? '',
      quantity: String(item.quantity),
      unitAmount: hundredths(item.unitAmount),
      taxRate: item.taxRatesBps?.[0] !== undefined ? hundredths(item.taxRatesBps[0]).replace(/\.00$/, '') : '',
      coupons: item.coupons ?? [],
      ...(item.productId ? { productId: item.productId } : {}),
    })),
  };
}

/** A time as <input type="datetime-local"> shows it, in the browser's zone (YYYY-MM-DDTHH:mm). */
export function localDateTimeValue(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The field a server refusal names (args[0] of required / invalidValue / invalidInvoicePrefix), as the form calls it. */
export function formFieldOf(serverField: string | undefined): string | undefined {
  if (!serverField) {
    return undefined;
  }
  const item = /^items\[(\d+)\]\.(description|quantity|unitAmount|taxRatesBps)/.exec(serverField);
  if (item) {
    return `lines.${item[1]}.${item[2] === 'taxRatesBps' ? 'taxRate' : item[2]}`;
  }
  if (serverField === 'taxRatesBps' || serverField.startsWith('taxRatesBps[')) {
    return 'dealMemoTaxRate';
  }
  return ['prefix', 'billingMethod', 'dueDate', 'memo', 'footer', 'finalizeAt'].includes(serverField)
    ? serverField
    : undefined;
}

/** The fields whose value differs between two states of the form (lines.0.quantity, prefix ...). */
export function changedFields(before: InvoiceForm, after: InvoiceForm): string[] {
  const changed: string[] = [];
  for (const key of [
    'prefix',
    'billingMethod',
    'dueDate',
    'memo',
    'footer',
    'finalizeAt',
    'dealMemoTaxRate',
  ] as const) {
    if (before[key] !== after[key]) {
      changed.push(key);
    }
  }
  const lines = Math.max(before.lines.length, after.lines.length);
  for (let index = 0; index < lines; index += 1) {
    for (const key of ['description', 'quantity', 'unitAmount', 'taxRate'] as const) {
      if (before.lines[index]?.[key] !== after.lines[index]?.[key]) {
        changed.push(`lines.${index}.${key}`);
      }
    }
  }
  if (before.lines.length !== after.lines.length) {
    changed.push('lines');
  }
  return changed;
}

/** The refusals still standing once `changed` fields were edited (an edited field is checked again on submit). */
export function withoutFields<T>(errors: Record<string, T>, changed: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.includes(field)));
}

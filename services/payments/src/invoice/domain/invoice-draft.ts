import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import {
  boundedList,
  invalidValue,
  isoDateOf,
  optionalChoice,
  optionalDate,
  optionalText,
  required,
  requiredGroup,
  requiredInteger,
  requiredText,
} from '../../common/field-rules.js';
import { BPS_WHOLE, formatMinorUnits, portionOf, STRIPE_MAX_AMOUNT } from '../../common/money.js';

/*
 * An invoice draft as a client sends it (create or edit a draft), checked and normalised. The limits are
 * Stripe's where Stripe has one, so a draft we accept is never refused when it reaches Stripe; the Stripe
 * figures are the maxLength and list sizes of Stripe's API reference as shipped in its SDKs (stripe-node
 * types/InvoicesResource.d.ts, stripe-ruby InvoiceCreateParams, invoice item and coupon params).
 *
 * | limit                    | value      | source                                                        |
 * | ------------------------ | ---------- | ------------------------------------------------------------- |
 * | ITEMS_MAX                | 250        | Stripe: at most 250 invoice items per invoice                 |
 * | quantity                 | 1 to 9999  | ours: a line of zero is no line; 9999 catches a slipped key   |
 * | unitAmount (cents)       | 0 to max   | Stripe: unit_amount "or 0 for a free price"                   |
 * | STRIPE_MAX_AMOUNT        | 99,999,999 | Stripe's largest charge; also caps the total                  |
 * | TAX_RATES_PER_ITEM_MAX   | 10         | Stripe: "a list of up to 10 tax amounts" per line             |
 * | tax rate (bps)           | 0 to 10000 | ours: a rate above 100% is a typo                             |
 * | COUPONS_PER_ITEM_MAX     | 5          | ours: Stripe sets no figure we could verify                   |
 * | percentOffBps            | 1 to 10000 | Stripe: percent_off "larger than 0, and smaller or equal to 100" |
 * | amountOff (cents)        | 1 to max   | Stripe: amount_off "a positive integer"                       |
 * | ITEM_DESCRIPTION_MAX     | 5000       | Stripe: invoice item description, max length 5000             |
 * | PRODUCT_ID_MAX           | 5000       | Stripe: price_data.product, max length 5000                   |
 * | MEMO_MAX                 | 1500       | Stripe: invoice description ("memo" in the Dashboard), 1500   |
 * | FOOTER_MAX               | 5000       | Stripe: invoice footer, max length 5000                       |
 * | CUSTOM_FIELDS_MAX        | 4          | Stripe: "a list of up to 4 custom fields"                     |
 * | CUSTOM_FIELD_NAME_MAX    | 40         | Stripe: custom field name "up to 40 characters"               |
 * | CUSTOM_FIELD_VALUE_MAX   | 140        | Stripe: custom field value "up to 140 characters"             |
 * | prefix                   | [A-Z0-9]{1,12} | spec sections 5 and 9                                     |
 *
 * Billing method: charge_automatically (the payment method on file) or send_invoice (emailed, paid by
 * the due date). It defaults to charge_automatically, as on Stripe. A due date is required to send an
 * invoice and refused otherwise (Stripe: due_date is "valid only for invoices where
 * collection_method=send_invoice"); it must be after today (spec section 5), today read in UTC.
 */
export const ITEMS_MAX = 250;
export const QUANTITY_MAX = 9999;
export const TAX_RATES_PER_ITEM_MAX = 10;
export const COUPONS_PER_ITEM_MAX = 5;
export const ITEM_DESCRIPTION_MAX = 5000;
export const PRODUCT_ID_MAX = 5000;
export const MEMO_MAX = 1500;
export const FOOTER_MAX = 5000;
export const CUSTOM_FIELDS_MAX = 4;
export const CUSTOM_FIELD_NAME_MAX = 40;
export const CUSTOM_FIELD_VALUE_MAX = 140;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;

export const BILLING_METHODS = ['charge_automatically', 'send_invoice'] as const;
export type BillingMethod = (typeof BILLING_METHODS)[number];

export type InvoiceCoupon = { kind: 'percentOff'; percentOffBps: number } | { kind: 'amountOff'; amountOff: number };

export interface InvoiceItemDraft {
  productId?: string;
  description?: string;
  quantity: number;
  /** Cents per unit. */
  unitAmount: number;
  taxRatesBps: number[];
  coupons: InvoiceCoupon[];
}

export interface InvoiceCustomField {
  name: string;
  value: string;
}

export interface InvoiceDraft {
  prefix?: string;
  billingMethod: BillingMethod;
  /** YYYY-MM-DD; only with send_invoice. */
  dueDate?: string;
  items: InvoiceItemDraft[];
  memo?: string;
  footer?: string;
  customFields: InvoiceCustomField[];
}

/** The draft, checked field by field in form order, then its total; the first fault is thrown. */
export function parseInvoiceDraft(input: unknown, now: Date): InvoiceDraft {
  const form = requiredGroup('invoice', input);
  const prefix = optionalPrefix('prefix', form.prefix);
  const billingMethod = optionalChoice('billingMethod', form.billingMethod, BILLING_METHODS) ?? 'charge_automatically';
  const dueDate = dueDateFor(billingMethod, form.dueDate, now);
  const items = boundedList('items', form.items, ITEMS_MAX).map((item, index) => parseItem(`items[${index}]`, item));
  if (items.length === 0) {
    throw required('items');
  }
  const memo = optionalText('memo', form.memo, MEMO_MAX);
  const footer = optionalText('footer', form.footer, FOOTER_MAX);
  const customFields = boundedList('customFields', form.customFields, CUSTOM_FIELDS_MAX).map((field, index) =>
    parseCustomField(`customFields[${index}]`, field),
  );
  const draft: InvoiceDraft = { prefix, billingMethod, dueDate, items, memo, footer, customFields };
  assertPayableTotal(invoiceTotals(draft).total);
  return draft;
}

/** Optional; when given, 1 to 12 uppercase letters or digits (spec sections 5, 9), never upper-cased for the client. */
export function optionalPrefix(field: string, value: unknown): string | undefined {
  // Any longer text is reported as a bad prefix rather than as too long.
  const prefix = optionalText(field, value, Number.MAX_SAFE_INTEGER);
  if (prefix !== undefined && !INVOICE_PREFIX_PATTERN.test(prefix)) {
    throw new PaymentsException(
      PaymentsErrorCode.InvalidInvoicePrefix,
      'The invoice prefix must be 1 to 12 uppercase letters or digits.',
      [field],
    );
  }
  return prefix;
}

function dueDateFor(billingMethod: BillingMethod, value: unknown, now: Date): string | undefined {
  const dueDate = optionalDate('dueDate', value);
  if (billingMethod === 'charge_automatically') {
    if (dueDate !== undefined) {
      throw invalidValue('dueDate', 'A due date applies only to an invoice sent by email (send_invoice)');
    }
    return undefined;
  }
  if (dueDate === undefined) {
    throw required('dueDate');
  }
  if (dueDate <= isoDateOf(now)) {
    throw invalidValue('dueDate', 'The due date must be after today');
  }
  return dueDate;
}

function parseItem(field: string, value: unknown): InvoiceItemDraft {
  const item = requiredGroup(field, value);
  const productId = optionalText(`${field}.productId`, item.productId, PRODUCT_ID_MAX);
  const description = optionalText(`${field}.description`, item.description, ITEM_DESCRIPTION_MAX);
  // A one-time item is known by its description, a catalogue item by its product.
  if (productId === undefined && description === undefined) {
    throw required(`${field}.description`);
  }
  const quantity = requiredInteger(`${field}.quantity`, item.quantity, 1, QUANTITY_MAX, 'units');
  const unitAmount = requiredInteger(`${field}.unitAmount`, item.unitAmount, 0, STRIPE_MAX_AMOUNT, 'cents');
  const taxRatesBps = boundedList(`${field}.taxRatesBps`, item.taxRatesBps, TAX_RATES_PER_ITEM_MAX).map((rate, index) =>
    requiredInteger(`${field}.taxRatesBps[${index}]`, rate, 0, BPS_WHOLE, 'basis points'),
  );
  const coupons = boundedList(`${field}.coupons`, item.coupons, COUPONS_PER_ITEM_MAX).map((coupon, index) =>
    parseCoupon(`${field}.coupons[${index}]`, coupon),
  );
  return { productId, description, quantity, unitAmount, taxRatesBps, coupons };
}

/** `{ percentOffBps }` or `{ amountOff }`, exactly one of them. */
function parseCoupon(field: string, value: unknown): InvoiceCoupon {
  const coupon = requiredGroup(field, value);
  const hasPercent = coupon.percentOffBps !== undefined && coupon.percentOffBps !== null;
  const hasAmount = coupon.amountOff !== undefined && coupon.amountOff !== null;
  if (hasPercent === hasAmount) {
    throw invalidValue(field, 'A coupon takes either percentOffBps or amountOff');
  }
  return hasPercent
    ? {
        kind: 'percentOff',
        percentOffBps: requiredInteger(`${field}.percentOffBps`, coupon.percentOffBps, 1, BPS_WHOLE, 'basis points'),
      }
    : {
        kind: 'amountOff',
        amountOff: requiredInteger(`${field}.amountOff`, coupon.amountOff, 1, STRIPE_MAX_AMOUNT, 'cents'),
      };
}

function parseCustomField(field: string, value: unknown): InvoiceCustomField {
  const entry = requiredGroup(field, value);
  return {
    name: requiredText(`${field}.name`, entry.name, CUSTOM_FIELD_NAME_MAX),
    value: requiredText(`${field}.value`, entry.value, CUSTOM_FIELD_VALUE_MAX),
  };
}

/** An invoice of nothing cannot be paid, and Stripe charges at most STRIPE_MAX_AMOUNT. */
function assertPayableTotal(total: number): void {
  if (total < 1) {
    throw invalidValue('total', 'The invoice total must be more than 0.00');
  }
  if (total > STRIPE_MAX_AMOUNT) {
    throw invalidValue('total', `The invoice total must not exceed ${formatMinorUnits(STRIPE_MAX_AMOUNT)}`);
  }
}

/*
 * Totals, in cents, computed line by line so each line's figures can be printed and add up:
 *
 * 1. amount   = quantity x unit amount (exact).
 * 2. discount = the item's coupons in the order given, each on what the previous ones left: a percentage
 *    rounds half up to the cent, an amount off takes at most what is left (a line never goes negative).
 * 3. tax      = each tax rate on the discounted amount (exclusive, not compounded), rounded half up to
 *    the cent per line and per rate.
 * 4. total    = amount - discount + tax. The invoice figures are the sums of the lines'.
 *
 * Half up per line is the rule; Stripe computes its own figures when the invoice is finalized and may
 * round a cent differently, so once finalized Stripe's amounts are the ones shown and charged.
 */
export interface InvoiceLineTotals {
  amount: number;
  discount: number;
  tax: number;
  total: number;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  lines: InvoiceLineTotals[];
}

export function invoiceTotals(draft: Pick<InvoiceDraft, 'items'>): InvoiceTotals {
  const lines = draft.items.map(lineTotals);
  const sum = (pick: (line: InvoiceLineTotals) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    subtotal: sum((line) => line.amount),
    discount: sum((line) => line.discount),
    tax: sum((line) => line.tax),
    total: sum((line) => line.total),
    lines,
  };
}

function lineTotals(item: InvoiceItemDraft): InvoiceLineTotals {
  const amount = item.quantity * item.unitAmount;
  const discounted = item.coupons.reduce((left, coupon) => left - couponOff(coupon, left), amount);
  const tax = item.taxRatesBps.reduce((total, rate) => total + portionOf(discounted, rate, 'halfUp'), 0);
  return { amount, discount: amount - discounted, tax, total: discounted + tax };
}

function couponOff(coupon: InvoiceCoupon, left: number): number {
  switch (coupon.kind) {
    case 'percentOff':
      return portionOf(left, coupon.percentOffBps, 'halfUp');
    case 'amountOff':
      return Math.min(coupon.amountOff, left);
  }
}

/** What a payer may change of a draft (PATCH /api/stripe/invoice/{id}): the fields of InvoiceDraftFields. */
export const EDITABLE_DRAFT_FIELDS = [
  'items',
  'memo',
  'footer',
  'customFields',
  'prefix',
  'dueDate',
  'billingMethod',
  'finalizeAt',
] as const;

/**
 * A draft as a client would send it again: the stored lines and fields, so that an edit naming some
 * fields (the mask) merges with the rest and the whole draft is checked again by parseInvoiceDraft.
 */
export function draftAsInput(draft: InvoiceDraft): Record<string, unknown> {
  return {
    items: draft.items.map((item) => ({
      ...item,
      coupons: item.coupons.map((coupon) =>
        coupon.kind === 'percentOff' ? { percentOffBps: coupon.percentOffBps } : { amountOff: coupon.amountOff },
      ),
    })),
    memo: draft.memo,
    footer: draft.footer,
    customFields: draft.customFields,
    prefix: draft.prefix,
    dueDate: draft.dueDate,
    billingMethod: draft.billingMethod,
  };
}

import { invalidValue, optionalEmail, optionalText, required, requiredStripeId } from '../../common/field-rules.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';

/*
 * The paying side of an account (spec section 2, account settings tab Billing): one Stripe customer per
 * paying account, made with the account's billing email and name, and the payment methods on file.
 *
 * - Payment method types: card, and us_bank_account (ACH debit) since the platform and its payers are
 *   in the US and charge USD (spec section 9); Stripe's SetupIntent collects and verifies either.
 * - The first payment method on file becomes the default (what invoices are charged to); detaching the
 *   default makes the newest other one the default, or leaves none (charging is then refused:
 *   "no valid payment methods on file", spec section 8).
 * - Stripe limits: a customer's email 512 characters, name 256 (we keep the kernel's 254 for emails).
 */
export const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const CUSTOMER_NAME_MAX = 256;

export interface BillingDetails {
  email?: string;
  name?: string;
}

/** A billing update: the email Stripe sends invoices to and the name on them; at least one of them. */
export function parseBillingUpdate(input: { email?: unknown; name?: unknown }): BillingDetails {
  const email = optionalEmail('email', input.email);
  const name = optionalText('name', input.name, CUSTOMER_NAME_MAX);
  if (email === undefined && name === undefined) {
    throw required('email');
  }
  return { email, name };
}

/** The types a SetupIntent may collect: those asked, each once, or every type we take. */
export function setupIntentTypes(requested: readonly string[]): PaymentMethodType[] {
  if (requested.length === 0) {
    return [...PAYMENT_METHOD_TYPES];
  }
  const types = new Set<PaymentMethodType>();
  for (const [index, type] of requested.entries()) {
    const known = PAYMENT_METHOD_TYPES.find((candidate) => candidate === type);
    if (!known) {
      throw invalidValue(`paymentMethodTypes[${index}]`, `Expected one of: ${PAYMENT_METHOD_TYPES.join(', ')}`);
    }
    types.add(known);
  }
  return [...types];
}

/** Stripe's PaymentMethod ids (pm_…; legacy card_… and src_… are refused: we use PaymentMethods only). */
export function requiredPaymentMethodId(field: string, value: unknown): string {
  return requiredStripeId(field, value, 'pm_', 'Expected a Stripe payment method id (pm_…)');
}

export function paymentMethodNotFound(id: string): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.PaymentMethodNotFound, `No payment method ${id} on file.`, [id]);
}

/** Whether a payment method put on file becomes the default one. */
export function becomesDefault(currentDefault: string | undefined, makeDefault: boolean | undefined): boolean {
  return makeDefault === true || currentDefault === undefined;
}

/**
 * The default after a payment method is detached: unchanged unless it was the default, then the newest
 * of the others (by when they were put on file), or none.
 */
export function defaultAfterDetach(
  currentDefault: string | undefined,
  detached: string,
  others: readonly { id: string; createdAt: Date }[],
): string | undefined {
  if (currentDefault !== detached) {
    return currentDefault;
  }
  const newest = [...others]
    .filter((method) => method.id !== detached)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return newest?.id;
}

/** A card or bank account as Stripe describes it, reduced to what we keep and show (never a number). */
export interface PaymentMethodFacts {
  type: string;
  label?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

export function paymentMethodFacts(method: {
  type: string;
  card?: { brand?: string | null; last4?: string | null; exp_month?: number | null; exp_year?: number | null } | null;
  us_bank_account?: { bank_name?: string | null; last4?: string | null } | null;
}): PaymentMethodFacts {
  if (method.type === 'card' && method.card) {
    return {
      type: 'card',
      label: method.card.brand ?? undefined,
      last4: method.card.last4 ?? undefined,
      expMonth: method.card.exp_month ?? undefined,
      expYear: method.card.exp_year ?? undefined,
    };
  }
  if (method.type === 'us_bank_account' && method.us_bank_account) {
    return {
      type: 'us_bank_account',
      label: method.us_bank_account.bank_name ?? undefined,
      last4: method.us_bank_account.last4 ?? undefined,
    };
  }
  return { type: method.type };
}

/** Only cards and US bank accounts are taken on file (PAYMENT_METHOD_TYPES). */
export function assertAcceptedType(type: string): void {
  if (!(PAYMENT_METHOD_TYPES as readonly string[]).includes(type)) {
    throw invalidValue(
      'paymentMethod',
      `A payment method of type ${type} is not taken; use a card or a US bank account`,
    );
  }
}

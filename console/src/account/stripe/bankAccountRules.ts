/*
 * A US bank account's numbers, checked in the browser before the gateway sees them, with the rules of
 * the payments service (services/payments/src/account/domain/external-account.ts; the unit test holds
 * the two equal):
 *
 * | field          | rule                                                                          |
 * | -------------- | ----------------------------------------------------------------------------- |
 * | routing_number | 9 digits, a Federal Reserve prefix (00-12, 21-32, 61-72, 80) and the ABA     |
 * |                | checksum 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) = 0 mod 10                     |
 * | account_number | 4 to 17 digits                                                                |
 * | confirmation   | the account number typed again, equal                                         |
 */
export const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
export const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;
export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 100;

/** Whether nine digits pass the ABA checksum. */
export function isAbaChecksumValid(routingNumber: string): boolean {
  if (!ROUTING_NUMBER_PATTERN.test(routingNumber)) {
    return false;
  }
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * ROUTING_WEIGHTS[index], 0);
  return sum % 10 === 0;
}

/** The first two digits: Federal Reserve districts, thrift institutions, electronic, traveler's checks. */
export function hasRoutingPrefix(routingNumber: string): boolean {
  const prefix = Number(routingNumber.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

export function isValidRoutingNumber(routingNumber: string): boolean {
  return isAbaChecksumValid(routingNumber) && hasRoutingPrefix(routingNumber);
}

/** Digits only: people type spaces and dashes from their cheques. */
export function digitsOf(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

/** The translation key of what is wrong with a routing number, or undefined when it is fine. */
export function routingNumberProblem(value: string | undefined): string | undefined {
  const digits = digitsOf(value);
  if (digits === '') {
    return 'app.validation.required';
  }
  if (!ROUTING_NUMBER_PATTERN.test(digits)) {
    return 'resources.account.external.routingDigits';
  }
  return isValidRoutingNumber(digits) ? undefined : 'resources.account.external.routingInvalid';
}

export function accountNumberProblem(value: string | undefined): string | undefined {
  const digits = digitsOf(value);
  if (digits === '') {
    return 'app.validation.required';
  }
  return ACCOUNT_NUMBER_PATTERN.test(digits) ? undefined : 'resources.account.external.accountDigits';
}

export function confirmationProblem(
  confirmation: string | undefined,
  accountNumber: string | undefined,
): string | undefined {
  if (digitsOf(confirmation) === '') {
    return 'app.validation.required';
  }
  return digitsOf(confirmation) === digitsOf(accountNumber) ? undefined : 'resources.account.external.accountMismatch';
}

/** What stripe.createToken('bank_account', ...) takes: the numbers go to Stripe, never to our API. */
export interface BankAccountTokenData {
  country: 'US';
  currency: 'usd';
  routing_number: string;
  account_number: string;
  account_holder_name: string;
  account_holder_type: 'individual' | 'company';
}

export interface BankAccountValues {
  account_holder_name?: string;
  account_holder_type?: 'individual' | 'company';
  routing_number?: string;
  account_number?: string;
  default_for_currency?: boolean;
}

export function bankAccountTokenData(values: BankAccountValues): BankAccountTokenData {
  return {
    country: 'US',
    currency: 'usd',
    routing_number: digitsOf(values.routing_number),
    account_number: digitsOf(values.account_number),
    account_holder_name: (values.account_holder_name ?? '').trim(),
    account_holder_type: values.account_holder_type ?? 'individual',
  };
}

/** POST /api/stripe/account/external with the token Stripe.js made: no number in it. */
export function bankAccountBody(token: string, values: BankAccountValues): Record<string, unknown> {
  return { external_account: token, ...(values.default_for_currency ? { default_for_currency: true } : {}) };
}

/** The form field a Stripe.js error names (bank_account[routing_number] is routing_number), if any. */
export function stripeErrorField(param: string | undefined): string | undefined {
  const field = /^bank_account\[(\w+)\]$/.exec(param ?? '')?.[1];
  return field !== undefined &&
    ['routing_number', 'account_number', 'account_holder_name', 'account_holder_type'].includes(field)
    ? field
    : undefined;
}

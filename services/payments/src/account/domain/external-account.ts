import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { invalidValue, isBlank, isRecord, optionalText, required, requiredText } from './account-field-rules.js';
import type { StripeExternalAccountSnapshot } from './stripe-account.types.js';

/*
 * External accounts (/api/stripe/account/external, spec sections 3 and 7): where payouts go. A client
 * sends what Stripe's external_account parameter takes: a token made in the browser by Stripe.js, or
 * the details of a US bank account. Errors name the field (external_account.routing_number, ...).
 *
 * | input               | rule                                                 | why                            |
 * | ------------------- | ---------------------------------------------------- | ------------------------------ |
 * | token               | tok_ (card) or btok_ (bank account), then letters,   | Stripe's token prefixes (test  |
 * |                     | digits or underscores                                | tokens: tok_visa_debit); card  |
 * |                     |                                                      | and bank numbers then never    |
 * |                     |                                                      | reach our servers              |
 * | object              | bank_account when given                              | Stripe's discriminator         |
 * | country, currency   | US and usd (the default)                             | spec section 9: US, USD        |
 * | account_number      | 4 to 17 digits                                       | US account number lengths      |
 * | routing_number      | 9 digits, a Federal Reserve prefix (00-12, 21-32,    | an ABA routing number; the     |
 * |                     | 61-72, 80), and the ABA checksum                     | checksum catches every         |
 * |                     | 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) = 0 mod 10    | single-digit typo              |
 * | account_holder_name | required, up to 100 characters                       | banks match it to the account  |
 * | account_holder_type | individual or company                                | Stripe's two holder types      |
 *
 * The console always sends a token (Stripe.js createToken('bank_account') in the browser). US bank
 * details stay accepted for API clients without Stripe.js: checked here, tokenized with Stripe by
 * save-external-account, never stored, redacted from logs. A token is passed on as it is, not read
 * back to check its type: Stripe refuses an unknown, used or wrong one when the external account is
 * created (stripe-mock, which answers every token as a card, could not tell either).
 *
 * Instant payouts: an external account can take them when Stripe lists 'instant' in its
 * available_payout_methods (Stripe's Instant Payouts for Connect guide); nothing else decides it.
 */
export const ACCOUNT_HOLDER_TYPES = ['individual', 'company'] as const;
export type AccountHolderType = (typeof ACCOUNT_HOLDER_TYPES)[number];
export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 100;
export const TOKEN_MAX_LENGTH = 255;

const TOKEN_PATTERN = /^(tok|btok)_[A-Za-z0-9_]+$/;
const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;
const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

export type ExternalAccountData =
  | { kind: 'token'; token: string; tokenType: 'card' | 'bankAccount' }
  | {
      kind: 'bankAccount';
      country: 'US';
      currency: 'usd';
      accountNumber: string;
      routingNumber: string;
      accountHolderName: string;
      accountHolderType: AccountHolderType;
    };

/**
 * The first two digits of a routing number: Federal Reserve districts (00-12), thrift institutions
 * (21-32), electronic transactions (61-72), traveler's checks (80).
 */
function hasRoutingPrefix(routingNumber: string): boolean {
  const prefix = Number(routingNumber.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** Whether nine digits pass the ABA checksum. */
export function isAbaChecksumValid(routingNumber: string): boolean {
  if (!ROUTING_NUMBER_PATTERN.test(routingNumber)) {
    return false;
  }
  const sum = [...routingNumber].reduce((total, digit, index) => total + Number(digit) * ROUTING_WEIGHTS[index], 0);
  return sum % 10 === 0;
}

export function isValidRoutingNumber(routingNumber: string): boolean {
  return isAbaChecksumValid(routingNumber) && hasRoutingPrefix(routingNumber);
}

function parseToken(field: string, value: string): ExternalAccountData {
  // Any longer text is reported as not a token rather than as too long.
  const token = requiredText(field, value, Number.MAX_SAFE_INTEGER);
  if (token.length > TOKEN_MAX_LENGTH || !TOKEN_PATTERN.test(token)) {
    throw invalidValue(field, 'Expected a card token (tok_...) or bank account token (btok_...)');
  }
  return { kind: 'token', token, tokenType: token.startsWith('btok_') ? 'bankAccount' : 'card' };
}

/** A fixed value that may be left out: US, usd, bank_account. */
function fixedValue<Value extends string>(
  field: string,
  value: unknown,
  expected: Value,
  caseOf: (text: string) => string,
): Value {
  if (isBlank(value)) {
    return expected;
  }
  if (typeof value !== 'string' || caseOf(value.trim()) !== expected) {
    throw invalidValue(field, `Only ${expected} is supported`);
  }
  return expected;
}

function parseBankAccount(field: string, input: Record<string, unknown>): ExternalAccountData {
  fixedValue(`${field}.object`, input.object, 'bank_account', (text) => text);
  const country = fixedValue(`${field}.country`, input.country, 'US', (text) => text.toUpperCase());
  const currency = fixedValue(`${field}.currency`, input.currency, 'usd', (text) => text.toLowerCase());
  // Digits fields report any longer text as malformed rather than as too long.
  const accountNumber = requiredText(`${field}.account_number`, input.account_number, Number.MAX_SAFE_INTEGER);
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) {
    throw invalidValue(`${field}.account_number`, 'Expected an account number of 4 to 17 digits');
  }
  const routingNumber = requiredText(`${field}.routing_number`, input.routing_number, Number.MAX_SAFE_INTEGER);
  if (!isValidRoutingNumber(routingNumber)) {
    throw invalidValue(`${field}.routing_number`, 'Expected a valid 9-digit ABA routing number');
  }
  const accountHolderName = requiredText(
    `${field}.account_holder_name`,
    input.account_holder_name,
    ACCOUNT_HOLDER_NAME_MAX_LENGTH,
  );
  const holderType = optionalText(`${field}.account_holder_type`, input.account_holder_type, Number.MAX_SAFE_INTEGER);
  if (holderType === undefined) {
    throw required(`${field}.account_holder_type`);
  }
  const accountHolderType = ACCOUNT_HOLDER_TYPES.find((type) => type === holderType);
  if (accountHolderType === undefined) {
    throw invalidValue(`${field}.account_holder_type`, 'Expected individual or company');
  }
  return {
    kind: 'bankAccount',
    country,
    currency,
    accountNumber,
    routingNumber,
    accountHolderName,
    accountHolderType,
  };
}

/** Stripe's external_account parameter as a client sent it: a token, or a US bank account's details. */
export function parseExternalAccount(value: unknown, field = 'external_account'): ExternalAccountData {
  if (isBlank(value)) {
    throw required(field);
  }
  if (typeof value === 'string') {
    return parseToken(field, value);
  }
  if (!isRecord(value)) {
    throw invalidValue(field, 'Expected a token or a bank account');
  }
  return parseBankAccount(field, value);
}

/** What Stripe's external_account parameter takes: the token, or the bank account in Stripe's names. */
export function toStripeExternalAccount(account: ExternalAccountData): string | Record<string, string> {
  if (account.kind === 'token') {
    return account.token;
  }
  return {
    object: 'bank_account',
    country: account.country,
    currency: account.currency,
    account_number: account.accountNumber,
    routing_number: account.routingNumber,
    account_holder_name: account.accountHolderName,
    account_holder_type: account.accountHolderType,
  };
}

/** Whether Stripe lets this bank account or debit card take instant payouts. */
export function supportsInstantPayouts(account: StripeExternalAccountSnapshot | null | undefined): boolean {
  return (account?.available_payout_methods ?? []).includes('instant');
}

/** The first external account that takes instant payouts; instantPayoutNotEligible when none does. */
export function instantPayoutDestination(
  accounts: readonly StripeExternalAccountSnapshot[],
): StripeExternalAccountSnapshot {
  const eligible = accounts.find(supportsInstantPayouts);
  if (eligible === undefined) {
    throw new PaymentsException(
      PaymentsErrorCode.InstantPayoutNotEligible,
      'Add a debit card or bank account that supports instant payouts.',
    );
  }
  return eligible;
}

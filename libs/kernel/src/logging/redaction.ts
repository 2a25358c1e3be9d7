/*
 * What a log line must never carry: identity numbers (a full SSN, an id number, a tax id), bank account
 * numbers and card numbers. Every line a logger writes passes through redactSensitive (createLogger's
 * streamWrite hook), whatever logged it (a request body, an error and its message, a Stripe object,
 * Kafka's client, Nest), so a careless `logger.info({ body })` cannot leak them.
 *
 * | what                           | found by                                            | why                            |
 * | ------------------------------ | --------------------------------------------------- | ------------------------------ |
 * | a value under a sensitive key  | the key, in the JSON line ("id_number": ...), in     | a bank account number (4 to 17 |
 * | (SENSITIVE_KEYS)               | JSON quoted inside a string (\"id_number\": ...) and | digits) looks like any number: |
 * |                                | in a form-encoded body (individual[id_number]=...)  | only its key tells it apart    |
 * | an SSN                         | 9 digits, alone or as 123-45-6789 / 123 45 6789,    | in a message ("invalid         |
 * |                                | not part of a longer word or number                 | id_number 123456789") no key   |
 * |                                |                                                     | says what it is                |
 * | a card number                  | 13 to 19 digits (or groups 4-4-4-4, 4-6-5) starting | the card networks' numbers     |
 * |                                | with 2 to 6 that pass the Luhn check                | start with 2 to 6 and pass     |
 * |                                |                                                     | Luhn; millisecond timestamps   |
 * |                                |                                                     | (13 digits, starting with 1)   |
 * |                                |                                                     | stay readable                  |
 *
 * The cost: any other 9-digit number in a log line (a Kafka offset past 10^8, an amount over
 * $1,000,000 in cents) reads as [Redacted] too. Last four digits, Stripe's ids (acct_, person_,
 * file_, tokens) and our uuids are never touched: they are what the logs may show.
 */
export const REDACTED = '[Redacted]';

/** Keys whose values are identity, tax, bank account or card numbers, in Stripe's names and ours. */
export const SENSITIVE_KEYS = [
  'id_number',
  'idNumber',
  'id_number_secondary',
  'idNumberSecondary',
  'personal_id_number',
  'personalIdNumber',
  'ssn',
  'social_security_number',
  'socialSecurityNumber',
  'tax_id',
  'taxId',
  'account_number',
  'accountNumber',
  'card_number',
  'cardNumber',
  'cvc',
  'cvv',
] as const;

const KEYS = SENSITIVE_KEYS.join('|');

/** "id_number": "123-45-6789" or "account_number": 123456 in a JSON line. */
const JSON_VALUE = new RegExp(`("(?:${KEYS})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*)`, 'g');
/** The same in JSON quoted inside a JSON string: \"id_number\":\"123456789\". */
const QUOTED_JSON_VALUE = new RegExp(`(\\\\"(?:${KEYS})\\\\"\\s*:\\s*)(?:\\\\".*?\\\\"|-?\\d[\\d.eE+-]*)`, 'g');
/** individual[id_number]=123456789 or account_number=000123456789 in a form-encoded body or a URL. */
const FORM_VALUE = new RegExp(`((?:^|[\\[&?\\s]|%5B)(?:${KEYS})(?:\\]|%5D)?=)[^&\\s"\\\\]*`, 'g');
/** Nine digits, or 3-2-4 with one separator, standing alone. */
const SSN = /(?<![\w-])\d{3}([- ]?)\d{2}\1\d{4}(?![\w-])/g;
/** 13 to 19 digits in a row, or grouped as cards print them (4-4-4-4[-1..3], 4-6-4/5). */
const CARD_CANDIDATE =
  /(?<![\w-])(?:\d{13,19}|\d{4}([- ])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([- ])\d{6}\2\d{4,5})(?![\w-])/g;

/** Whether digits pass the Luhn check (every card number does). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a run of digits (separators allowed) is a card number: 13 to 19 digits, 2 to 6 first, Luhn. */
export function looksLikeCardNumber(text: string): boolean {
  const digits = text.replace(/[- ]/g, '');
  return /^[2-6]\d{12,18}$/.test(digits) && passesLuhn(digits);
}

/** The text with every identity, tax, bank account and card number in it replaced by [Redacted]. */
export function redactSensitive(text: string): string {
  return text
    .replace(JSON_VALUE, `$1"${REDACTED}"`)
    .replace(QUOTED_JSON_VALUE, `$1\\"${REDACTED}\\"`)
    .replace(FORM_VALUE, `$1${REDACTED}`)
    .replace(CARD_CANDIDATE, (candidate) => (looksLikeCardNumber(candidate) ? REDACTED : candidate))
    .replace(SSN, REDACTED);
}

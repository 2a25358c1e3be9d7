import { invalidValue, isRecord, optionalBoolean, optionalText } from './account-field-rules.js';
import {
  ACCOUNT_HOLDER_NAME_MAX_LENGTH,
  ACCOUNT_HOLDER_TYPES,
  parseExternalAccount,
  toStripeExternalAccount,
} from './external-account.js';

/*
 * The bodies of POST and PATCH /api/stripe/account/external, in Stripe's names.
 *
 * | call   | fields                                       | rule                                         |
 * | ------ | -------------------------------------------- | -------------------------------------------- |
 * | create | external_account                             | a token or a US bank account                 |
 * |        |                                              | (external-account.ts)                        |
 * |        | default_for_currency                         | true or false; unanswered is Stripe's choice |
 * | update | account_holder_name                          | up to 100 characters                         |
 * |        | account_holder_type                          | individual or company                        |
 * |        | default_for_currency                         | true or false                                |
 *
 * Numbers of an existing bank account cannot change (Stripe: delete it and add another); any other
 * field is refused by name.
 */
export function parseNewExternalAccount(input: unknown): Record<string, unknown> {
  if (!isRecord(input)) {
    throw invalidValue('body', 'Expected an object');
  }
  for (const key of Object.keys(input)) {
    if (key !== 'external_account' && key !== 'default_for_currency') {
      throw invalidValue(key, `${key} cannot be set here`);
    }
  }
  const account = toStripeExternalAccount(parseExternalAccount(input.external_account));
  return {
    external_account: account,
    ...(input.default_for_currency === undefined || input.default_for_currency === null
      ? {}
      : { default_for_currency: optionalBoolean('default_for_currency', input.default_for_currency) }),
  };
}

export function parseExternalAccountUpdate(input: unknown): Record<string, unknown> {
  if (!isRecord(input)) {
    throw invalidValue('body', 'Expected an object');
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    switch (key) {
      case 'account_holder_name': {
        const name = optionalText(key, value, ACCOUNT_HOLDER_NAME_MAX_LENGTH);
        if (name !== undefined) {
          params[key] = name;
        }
        break;
      }
      case 'account_holder_type': {
        const type = optionalText(key, value, Number.MAX_SAFE_INTEGER);
        if (type !== undefined && !(ACCOUNT_HOLDER_TYPES as readonly string[]).includes(type)) {
          throw invalidValue(key, 'Expected individual or company');
        }
        if (type !== undefined) {
          params[key] = type;
        }
        break;
      }
      case 'default_for_currency':
        if (value !== undefined && value !== null) {
          params[key] = optionalBoolean(key, value);
        }
        break;
      default:
        throw invalidValue(key, `${key} cannot be changed; add another external account instead`);
    }
  }
  if (Object.keys(params).length === 0) {
    throw invalidValue('body', 'Nothing to update');
  }
  return params;
}

import { invalidValue, requiredStripeId } from '../../common/field-rules.js';
import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';

/*
 * A minor's trust (Coogan) account, as the guardian marks it: one bank account of the guardian's own
 * connected account per minor talent profile (marking another replaces it). The gateway has checked
 * that the talent profile is the account's and a minor's. Stripe's word decides the rest:
 *
 * - it must be an external account of that connected account (Stripe answers 404 for another's);
 * - a bank account, not a debit card: the set-aside goes to a blocked trust account at a bank;
 * - in USD, the platform's currency (spec section 9);
 * - not known to fail: Stripe marks an account it could not pay `errored` or `verification_failed`.
 */
const FAILED_STATUSES = ['errored', 'verification_failed'];

export function requiredBankAccountId(field: string, value: unknown): string {
  return requiredStripeId(
    field,
    value,
    'ba_',
    'Expected a Stripe bank account id (ba_…) of your account’s external accounts',
  );
}

/** What Stripe says of the external account (its object, currency, status and owner). */
export interface ExternalAccountFacts {
  id: string;
  object: string;
  currency?: string | null;
  status?: string | null;
  /** The connected account it belongs to (Stripe names it; absent in some answers). */
  account?: string | null;
}

export function assertTrustBankAccount(bank: ExternalAccountFacts, stripeAccountId: string): void {
  if (typeof bank.account === 'string' && bank.account !== stripeAccountId) {
    throw bankAccountNotFound(bank.id);
  }
  if (bank.object !== 'bank_account') {
    throw invalidValue('externalAccountId', 'A trust account must be a bank account, not a card');
  }
  if (bank.currency && bank.currency.toLowerCase() !== 'usd') {
    throw invalidValue('externalAccountId', 'A trust account must hold US dollars');
  }
  if (bank.status && FAILED_STATUSES.includes(bank.status)) {
    throw invalidValue(
      'externalAccountId',
      'Stripe could not pay this bank account (errored or failed verification); check its numbers or choose another',
    );
  }
}

export function bankAccountNotFound(id: string): PaymentsException {
  return new PaymentsException(
    PaymentsErrorCode.StripeObjectNotFound,
    `No bank account ${id} among your account’s external accounts.`,
    ['externalAccountId'],
  );
}

export function trustAccountNotFound(talentId: string): PaymentsException {
  return new PaymentsException(
    PaymentsErrorCode.TrustAccountNotFound,
    'No trust account is marked for this talent profile.',
    [talentId],
  );
}

import type { BillingRepository, StoredPaymentMethod } from './billing.repository.js';
import { paymentMethodNotFound, requiredPaymentMethodId } from './domain/billing.rules.js';

/**
 * A payment method on the account's own file, named as the API names it (pm_…): another account's, or
 * one never put on file, answers 404 paymentMethodNotFound alike.
 */
export async function requireOwnPaymentMethod(
  billing: BillingRepository,
  accountId: string,
  given: unknown,
  field = 'id',
): Promise<StoredPaymentMethod> {
  const id = requiredPaymentMethodId(field, given);
  const method = await billing.findMethod(accountId, id);
  if (!method) {
    throw paymentMethodNotFound(id);
  }
  return method;
}

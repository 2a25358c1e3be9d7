import type { BankAccountTokenData } from './bankAccountRules';
import { stripeFor } from './stripeJs';

/*
 * A bank account token (btok_...) made by Stripe.js in the browser: the routing and account numbers
 * go from the page to Stripe, and only the token to our API (POST /api/stripe/account/external), as
 * Stripe's Connect guide does it for custom accounts. Stripe.js (js.stripe.com) loads when the bank
 * account form opens, never on /login nor on the other tabs.
 */
export type BankTokenResult = { token: string } | { error: string; param?: string } | { unavailable: true };

export async function createBankAccountToken(
  publishableKey: string,
  data: BankAccountTokenData,
): Promise<BankTokenResult> {
  const stripe = await stripeFor(publishableKey);
  if (stripe === null) {
    return { unavailable: true };
  }
  const result = await stripe.createToken('bank_account', data);
  if (result.error) {
    return { error: result.error.message ?? result.error.type, param: result.error.param };
  }
  return { token: result.token.id };
}

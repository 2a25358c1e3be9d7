import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/*
 * Stripe.js (js.stripe.com) for a publishable key, loaded once and shared by the card field (Billing)
 * and the bank account token (External Account); null when the script could not load, so that the next
 * attempt loads it again. A leaf module: the card field's chunk imports nothing else of the console.
 */
const loading = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      loading.delete(publishableKey);
      return null;
    });
    loading.set(publishableKey, promise);
  }
  return promise;
}

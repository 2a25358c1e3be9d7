import type { Expansions } from '../../http/expand-query.js';

/**
 * `?expand=account` on a person or external account (spec section 7: "Get accepts expand"): as in
 * Stripe, the object's `account` id becomes the account itself, here as GET /api/account answers it.
 */
export const STRIPE_OBJECT_EXPANSIONS = {
  account: 'the connected account it belongs to, as GET /api/account answers it, in place of its id',
} as const satisfies Expansions;

/** "12.34" (dollars and cents typed by a person) as minor units, or undefined when it is not an amount over zero. */
export function centsOf(value: string | undefined): number | undefined {
  const text = (value ?? '').trim().replace(/,/g, '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    return undefined;
  }
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}

/** The amount in a currency of a balance list (minor units), 0 when absent. */
export function amountIn(list: ReadonlyArray<{ amount: number; currency: string }>, currency: string): number {
  return list
    .filter((entry) => entry.currency.toLowerCase() === currency.toLowerCase())
    .reduce((sum, entry) => sum + entry.amount, 0);
}

export type PayoutAmountProblem = { key: 'amountInvalid' } | { key: 'overAvailable'; available: number };

/**
 * What is wrong with an instant payout amount before any quote is asked: not an amount, or more than
 * the balance's instant_available in the currency (when the balance is known; the payments service
 * refuses it again with instantPayoutOverAvailable).
 */
export function payoutAmountProblem(
  value: string | undefined,
  instantAvailable: ReadonlyArray<{ amount: number; currency: string }> | undefined,
  currency: string,
): PayoutAmountProblem | undefined {
  const cents = centsOf(value);
  if (cents === undefined) {
    return { key: 'amountInvalid' };
  }
  if (instantAvailable !== undefined && cents > amountIn(instantAvailable, currency)) {
    return { key: 'overAvailable', available: amountIn(instantAvailable, currency) };
  }
  return undefined;
}

/** Our payout statuses (services/payments domain/payout-events.ts) and Stripe's, each with its words. */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

/** The translation key of a payout status; an unknown one is shown as it is. */
export function payoutStatusKey(status: string): string | undefined {
  return (PAYOUT_STATUSES as readonly string[]).includes(status)
    ? `resources.account.balance.statuses.${status}`
    : undefined;
}

/** A payout's status: pending until Stripe reports it paid or failed (canceled is Stripe's, never ours). */
export type PayoutStatus = 'pending' | 'paid' | 'failed' | 'canceled';

/** What a Stripe payout event (payout.paid, payout.failed) says about a payout. */
export type PayoutOutcome =
  { status: 'paid'; arrivalDate?: number } | { status: 'failed'; failureCode?: string; failureMessage?: string };

/** The events of a payout, named here; the repository writes each with the payout it describes. */
export type PayoutEvent =
  { type: 'paid'; arrivalDate: number } | { type: 'failed'; failureCode: string; failureMessage: string };

/** A step applied from Stripe: the statuses it may start from, what it writes, its events. */
export interface PayoutStep {
  from: readonly PayoutStatus[];
  to: 'paid' | 'failed';
  /** The failure as the payout keeps it (Stripe's message, else its code). */
  failureMessage?: string;
  events: PayoutEvent[];
}

/**
 * Failed is final; paid is final except that Stripe may fail a payout after reporting it paid (the bank
 * returns it), so failed may follow paid. No step starts from its own end, so whatever the order the
 * events arrive in, the end state is the same, and a repeated event changes nothing.
 */
export function payoutOutcomeStep(outcome: PayoutOutcome): PayoutStep {
  if (outcome.status === 'paid') {
    return { from: ['pending'], to: 'paid', events: [{ type: 'paid', arrivalDate: outcome.arrivalDate ?? 0 }] };
  }
  return {
    from: ['pending', 'paid'],
    to: 'failed',
    failureMessage: outcome.failureMessage ?? outcome.failureCode ?? '',
    events: [{ type: 'failed', failureCode: outcome.failureCode ?? '', failureMessage: outcome.failureMessage ?? '' }],
  };
}

import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { callStripe } from '../stripe/stripe-errors.js';
import { STRIPE } from '../stripe/stripe.client.js';
import type { StoredConnectedAccount } from './account.repository.js';
import { instantPayoutDestination } from './domain/external-account.js';
import { type InstantPayoutQuote, instantPayoutQuote } from './domain/instant-payout.js';

export interface InstantPayoutOffer extends InstantPayoutQuote {
  /** The bank account or debit card that takes instant payouts. */
  destination: string;
  /** The balance available for instant payouts in the currency, minor units. */
  available: number;
}

/**
 * An instant payout offer for a connected account: the country and currency rules and the fee
 * (domain/instant-payout.ts), Stripe's instant_available balance, and an external account that lists
 * 'instant' among its payout methods (domain/external-account.ts).
 */
@Injectable()
export class InstantPayouts {
  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
  ) {}

  async offer(row: StoredConnectedAccount, amount: number, currency: string): Promise<InstantPayoutOffer> {
    const wanted = (currency || this.env.PLATFORM_CURRENCY).trim().toLowerCase();
    const stripeAccount = row.stripeAccountId;
    // The country and currency rules first: no Stripe call for what is never offered.
    instantPayoutQuote({ country: row.country, currency: wanted, availableCents: amount, requestedCents: amount });
    const [balance, externalAccounts] = await Promise.all([
      callStripe(() => this.stripe.balance.retrieve({}, { stripeAccount })),
      callStripe(() => this.stripe.accounts.listExternalAccounts(stripeAccount, { limit: 100 })),
    ]);
    const available = (balance.instant_available ?? [])
      .filter((entry) => entry.currency === wanted)
      .reduce((sum, entry) => sum + entry.amount, 0);
    const quote = instantPayoutQuote({
      country: row.country,
      currency: wanted,
      availableCents: Math.max(0, available),
      requestedCents: amount,
    });
    const destination = instantPayoutDestination(externalAccounts.data);
    return { ...quote, destination: destination.id ?? '', available: Math.max(0, available) };
  }
}

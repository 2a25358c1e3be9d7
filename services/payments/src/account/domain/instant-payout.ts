import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { invalidValue } from './account-field-rules.js';

/*
 * Instant payouts: where Stripe offers them, and the fee shown before the user confirms one.
 *
 * Countries (INSTANT_PAYOUT_COUNTRIES): Stripe's "Instant Payouts for Connect" guide lists AE, AU, CA,
 * DK, EU, GB, HK, MY, NO, NZ, SE, SG and US for platforms and their connected accounts; its "Instant
 * Payouts for Stripe Dashboard users" guide spells the EU out country by country (AT, BE, CY, CZ, DE,
 * EE, ES, FI, FR, GR, HR, HU, IE, IT, LT, LU, LV, MC, MT, NL, PL, PT, RO, SI). Payouts must be in the
 * account's local currency (no multi-currency settlement).
 *
 * Fees (INSTANT_PAYOUT_FEES), only where the published price was found:
 *
 * | country | currency | rate | minimum fee | smallest payout | source                                              |
 * | ------- | -------- | ---- | ----------- | --------------- | --------------------------------------------------- |
 * | US      | usd      | 1.5% | $0.50       | $1.00           | Stripe's Dashboard fee for US instant payouts: 1.5% |
 * |         |          |      |             |                 | with a 50¢ minimum; $1.00 keeps the net at 50¢ or   |
 * |         |          |      |             |                 | more after the minimum fee                          |
 *
 * Other countries have other rates (1% in CA, the EU, GB, NO and SG per Stripe's support pages) and
 * per-currency minimums we could not confirm, so they are refused as not supported rather than quoted
 * wrong; the shipped configuration supports US accounts only (spec section 9).
 *
 * The fee comes out of the amount paid out: net = amount - fee, so the user never needs more balance
 * than the amount asked for. Rounding: the rate applied to the amount in cents, rounded half up to a
 * whole cent (0.5¢ and over goes up), and never below the minimum fee. Stripe does not publish its
 * rounding, so a quote may differ from Stripe's charge by at most one cent.
 */
// prettier-ignore
export const INSTANT_PAYOUT_COUNTRIES = [
  'AE', 'AT', 'AU', 'BE', 'CA', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'MY', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'SG', 'SI', 'US',
] as const;

export interface InstantPayoutFee {
  /** The local currency the payout must be in (Stripe's lower-case ISO code). */
  currency: string;
  /** The rate in basis points of the amount (150 is 1.5%). */
  rateBasisPoints: number;
  /** In minor units (cents). */
  minimumFee: number;
  /** The smallest amount we pay out instantly, in minor units. */
  minimumPayout: number;
}

export const INSTANT_PAYOUT_FEES: Readonly<Partial<Record<string, InstantPayoutFee>>> = {
  US: { currency: 'usd', rateBasisPoints: 150, minimumFee: 50, minimumPayout: 100 },
};

export interface InstantPayoutQuoteInput {
  /** The connected account's country (ISO 3166-1 alpha-2). */
  country: string;
  currency: string;
  /** The balance available for instant payouts, in minor units. */
  availableCents: number;
  requestedCents: number;
}

export interface InstantPayoutQuote {
  currency: string;
  /** What leaves the balance. */
  amount: number;
  /** Stripe's fee, taken out of the amount. */
  fee: number;
  /** What reaches the bank account or debit card. */
  net: number;
}

export function supportsInstantPayoutCountry(country: string): boolean {
  return (INSTANT_PAYOUT_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}

/** The fee for an amount in minor units: the rate rounded half up to a whole unit, at least the minimum. */
export function instantPayoutFee(amount: number, schedule: InstantPayoutFee): number {
  const proportional = Math.floor((amount * schedule.rateBasisPoints + 5_000) / 10_000);
  return Math.max(schedule.minimumFee, proportional);
}

function notSupported(country: string, currency: string, message: string): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.InstantPayoutNotSupported, message, [country, currency]);
}

function wholeAmount(field: string, value: unknown, minimum: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < minimum) {
    throw invalidValue(field, `Expected a whole number of minor units from ${minimum}`);
  }
  return value;
}

/** The fee and net of an instant payout, or why it cannot be made. */
export function instantPayoutQuote(input: InstantPayoutQuoteInput): InstantPayoutQuote {
  const country = input.country.trim().toUpperCase();
  const currency = input.currency.trim().toLowerCase();
  if (!supportsInstantPayoutCountry(country)) {
    throw notSupported(country, currency, `Stripe does not offer instant payouts in ${country}.`);
  }
  const schedule = INSTANT_PAYOUT_FEES[country];
  if (schedule === undefined) {
    throw notSupported(country, currency, `Instant payouts are not offered for accounts in ${country}.`);
  }
  if (currency !== schedule.currency) {
    throw notSupported(
      country,
      currency,
      `Instant payouts in ${country} are paid in ${schedule.currency.toUpperCase()} only.`,
    );
  }
  const amount = wholeAmount('amount', input.requestedCents, 1);
  const available = wholeAmount('available', input.availableCents, 0);
  if (amount < schedule.minimumPayout) {
    throw new PaymentsException(
      PaymentsErrorCode.InstantPayoutBelowMinimum,
      `The smallest instant payout is ${schedule.minimumPayout} ${currency} minor units.`,
      [String(schedule.minimumPayout), currency],
    );
  }
  if (amount > available) {
    throw new PaymentsException(
      PaymentsErrorCode.InstantPayoutOverAvailable,
      `Only ${available} ${currency} minor units are available for instant payouts.`,
      [String(available), currency],
    );
  }
  const fee = instantPayoutFee(amount, schedule);
  return { currency, amount, fee, net: amount - fee };
}

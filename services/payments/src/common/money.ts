/*
 * Money arithmetic for invoices, splits and transfers. Amounts are whole numbers of minor units (USD
 * cents, spec section 9) and percentages whole basis points (10000 = 100%); no float ever holds money.
 * Products of an amount and a rate go through BigInt: cents x basis points passes 2^53 long before an
 * amount does, and a float would then round silently.
 *
 * | rounding | used for                                                  | why                                  |
 * | -------- | --------------------------------------------------------- | ------------------------------------ |
 * | halfUp   | coupon percentages, tax per invoice line                  | the rule customers expect on a bill  |
 * | down     | each share of a split before its remainder is handed out  | largest remainder method             |
 * | up       | a minor's trust set-aside                                 | the laws say "not less than" 15%     |
 */
export const BPS_WHOLE = 10_000;

/**
 * Stripe's largest charge: amounts have at most eight digits (99,999,999 cents, USD 999,999.99;
 * stripe.com/docs/currencies, "minimum and maximum charge amounts"). No invoice or transfer can exceed it.
 */
export const STRIPE_MAX_AMOUNT = 99_999_999;

export type Rounding = 'halfUp' | 'down' | 'up';

/** `amount` x `bps` / 10000, rounded as asked. Both are non-negative whole numbers (checked by callers). */
export function portionOf(amount: number, bps: number, rounding: Rounding): number {
  const product = BigInt(amount) * BigInt(bps);
  const whole = BigInt(BPS_WHOLE);
  const quotient = product / whole;
  const remainder = product % whole;
  switch (rounding) {
    case 'down':
      return Number(quotient);
    case 'up':
      return Number(remainder > 0n ? quotient + 1n : quotient);
    case 'halfUp':
      return Number(remainder * 2n >= whole ? quotient + 1n : quotient);
  }
}

/** What is left of `amount` x `bps` / 10000 after rounding down, in 1/10000 of a cent (0 to 9999). */
export function portionRemainder(amount: number, bps: number): number {
  return Number((BigInt(amount) * BigInt(bps)) % BigInt(BPS_WHOLE));
}

/**
 * Cents as decimal dollars, "1234.5" never: always two decimals ("-0.05", "12.00"). Built from the
 * digits, not by dividing by 100, so no amount ever prints as 0.30000000000000004.
 */
export function formatMinorUnits(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

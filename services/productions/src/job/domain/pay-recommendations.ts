import type { PaymentData } from './job-payment.rules.js';

/*
 * The recommendations of spec section 5, returned with a saved draft rather than refused: a draft may
 * leave pay and duration out, but is told why it should not.
 * - paymentDetailsRecommended: the payment section is blank, or a paying job states neither an amount,
 *   a range nor that it is commission-based. An unpaid job has said what it pays.
 * - expectedDurationRecommended: no work duration is given ("duration unknown" included).
 */
export const PAY_RECOMMENDATIONS = {
  paymentDetailsRecommended:
    'Payment details are recommended (omitting pay or duration may fall short of salary transparency laws)',
  expectedDurationRecommended: 'An expected duration is recommended',
} as const;
export type PayRecommendationKey = keyof typeof PAY_RECOMMENDATIONS;

export interface PayRecommendation {
  key: PayRecommendationKey;
  message: string;
}

/** Whether the pay itself is stated: an amount or a range, or the statement that it is commission-based. */
export function statesPay(payment: PaymentData | undefined): boolean {
  return (
    payment !== undefined &&
    (!payment.paying ||
      payment.amount !== undefined ||
      payment.range !== undefined ||
      payment.rateType === 'commission')
  );
}

/** The recommendations for a job's payment section, in form order; empty when pay and duration are given. */
export function payRecommendations(job: { payment?: PaymentData }): PayRecommendation[] {
  const keys: PayRecommendationKey[] = [];
  if (!statesPay(job.payment)) {
    keys.push('paymentDetailsRecommended');
  }
  if (job.payment?.workDuration === undefined) {
    keys.push('expectedDurationRecommended');
  }
  return keys.map((key) => ({ key, message: PAY_RECOMMENDATIONS[key] }));
}

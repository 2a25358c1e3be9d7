/**
 * A job's pay as one line of the details page, per locale: the amount or range in dollars (the API
 * holds cents, spec section 9) with its rate type, or what the posting says instead.
 */
import { formatMoney } from '../../i18n/format';

export interface JobPayment {
  paying?: boolean;
  rateType?: string;
  amount?: number;
  range?: { min?: number; max?: number };
  noDetails?: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const DETAILS = 'resources.job.details';

export function payText(payment: JobPayment | undefined, locale: string, translate: Translate): string {
  if (payment?.paying === undefined) {
    return translate(`${DETAILS}.payNotGiven`);
  }
  if (!payment.paying) {
    return translate(`${DETAILS}.notPaying`);
  }
  const rateType = payment.rateType
    ? translate(`resources.production.catalogue.rateTypes.${payment.rateType}`, { _: payment.rateType })
    : undefined;
  const suffix = rateType ? '' : 'NoRate';
  if (payment.amount !== undefined) {
    return translate(`${DETAILS}.amount${suffix}`, { amount: formatMoney(payment.amount, locale), rateType });
  }
  if (payment.range?.min !== undefined && payment.range.max !== undefined) {
    return translate(`${DETAILS}.range${suffix}`, {
      min: formatMoney(payment.range.min, locale),
      max: formatMoney(payment.range.max, locale),
      rateType,
    });
  }
  if (payment.noDetails) {
    return translate(`${DETAILS}.noDetails`);
  }
  return rateType ?? translate(`${DETAILS}.payNotGiven`);
}

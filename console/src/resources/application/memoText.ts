import { formatMoney } from '../../i18n/format';
import { intlLocale } from '../../i18n/locales';
import type { DealMemoRecord } from './applicationsApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A deal memo in one line, per locale: "$1,350.00: $450.00 (Daily) × 3". The total is the one the
 * service answers (unit rate × quantity, cents); absent, it is computed the same way.
 */
export function memoText(memo: DealMemoRecord, locale: string, translate: Translate, key: string): string {
  const quantity = memo.quantity ?? 1;
  const total = memo.total ?? memo.unitRate * quantity;
  const rateType = translate(`resources.application.rateTypes.${memo.rateType}`, { _: memo.rateType });
  return translate(key, {
    total: formatMoney(total, locale, memo.currency || 'USD'),
    rate: `${formatMoney(memo.unitRate, locale, memo.currency || 'USD')} (${rateType})`,
    quantity: new Intl.NumberFormat(intlLocale(locale)).format(quantity),
  });
}

/** The service's own denial reasons are codes; a job owner's reason is its own words. */
export const SERVICE_DENIAL_REASONS = ['jobClosed', 'talentProfileDeleted'];

export function denialReasonText(reason: string, translate: Translate): string {
  return SERVICE_DENIAL_REASONS.includes(reason) ? translate(`resources.application.reasons.${reason}`) : reason;
}

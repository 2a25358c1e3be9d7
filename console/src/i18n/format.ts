import { intlLocale } from './locales';

/**
 * Spec section 9's formats, per locale with Intl: a short date (MM/DD/YYYY in en-US), a date and time
 * (MMM D YYYY hh:mm in en-US) and a long form with the weekday; money in minor units, in USD.
 */
export function formatDate(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(value),
  );
}

export function formatDateTime(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

export function formatLongDate(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full' }).format(new Date(value));
}

export function formatMoney(minorUnits: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(minorUnits / 100);
}

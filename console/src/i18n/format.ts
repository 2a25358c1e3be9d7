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

/** A file's size in the locale's words and digits: bytes, kB or MB (1,024 of the one below, as upload limits count). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit,
    // "512 bytes", but "1.5 kB" and "2.3 MB".
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

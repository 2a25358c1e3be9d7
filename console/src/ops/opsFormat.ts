import { intlLocale } from '../i18n/locales';

/** A count in the locale's digits and grouping (1,234 · 1 234 · 1234). */
export function formatCount(value: number | string, locale: string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(number) ? new Intl.NumberFormat(intlLocale(locale)).format(number) : String(value);
}

/** A time of day to the second, in the locale's way (the live numbers' "updated at"). */
export function formatClock(value: Date | number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(value),
  );
}

/**
 * A date and time to the second (a job's or a dead letter's times: seconds matter there), in the
 * locale's way; the value as given when it is not a date.
 */
export function formatMoment(value: string | number, locale: string): string {
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) {
    return String(value);
  }
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

/** An age in its largest whole unit, in the locale's words: 45 seconds, 3 minutes, 2 hours, 1 day. */
export function formatAge(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [seconds / 60, 'minute']
        : seconds < 86_400
          ? [seconds / 3600, 'hour']
          : [seconds / 86_400, 'day'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.floor(value),
  );
}

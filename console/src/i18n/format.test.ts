import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatLongDate, formatMoney } from './format';

const when = new Date(2026, 0, 5, 14, 30);

describe('formats per locale (spec section 9)', () => {
  it('writes dates MM/DD/YYYY in en-US and day first in es-ES', () => {
    expect(formatDate(when, 'en-US')).toBe('01/05/2026');
    expect(formatDate(when, 'es-ES')).toBe('05/01/2026');
  });

  it('writes a date and time as MMM D YYYY hh:mm in en-US', () => {
    expect(formatDateTime(when, 'en-US')).toMatch(/^Jan 5, 2026, 0?2:30\sPM$/);
  });

  it('writes the long form with the weekday, in French for fr-QC', () => {
    expect(formatLongDate(when, 'en-US')).toBe('Monday, January 5, 2026');
    expect(formatLongDate(when, 'fr-QC')).toBe('lundi 5 janvier 2026');
  });

  it('divides minor units by 100, in USD', () => {
    expect(formatMoney(123456, 'en-US')).toBe('$1,234.56');
    expect(formatMoney(123456, 'fr-QC')).toMatch(/^1\s234,56\s\$\s?US$/);
  });

  it('writes file sizes in bytes, kB or MB with the locale’s decimal mark', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 bytes');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 kB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'en-US')).toBe('2.3 MB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'fr-QC')).toMatch(/^2,3\s?Mo$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatAge, formatClock, formatCount, formatMoment } from './opsFormat';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the operators’ pages’ formats', () => {
  it('groups counts the locale’s way', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(spaces(formatCount('12345', 'fr-QC'))).toBe('12 345');
    expect(formatCount('n/a', 'en-US')).toBe('n/a');
  });

  it('gives ages in their largest whole unit and the locale’s words', () => {
    expect(formatAge(45, 'en-US')).toBe('45 seconds');
    expect(formatAge(200, 'en-US')).toBe('3 minutes');
    expect(spaces(formatAge(7300, 'fr-QC'))).toBe('2 heures');
    expect(formatAge(90_000, 'es-ES')).toBe('1 día');
  });

  it('writes times to the second, per locale, and leaves a non-date as it is', () => {
    const moment = '2026-11-28T15:04:05Z';
    expect(formatMoment(moment, 'en-US')).toMatch(/^Nov 28, 2026, \d{2}:04:05/);
    expect(spaces(formatMoment(moment, 'fr-QC'))).toMatch(/^28 nov\. 2026, \d{1,2} h 04 min 05 s$/);
    expect(formatMoment(String(Date.parse(moment)), 'es-ES')).toMatch(/^28 nov 2026, \d{1,2}:04:05$/);
    expect(formatMoment('soon', 'en-US')).toBe('soon');
    expect(formatClock(Date.parse(moment), 'en-US')).toMatch(/\d{2}:04:05/);
  });
});

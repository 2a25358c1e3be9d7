import { addDays, isBlank, isBlankGroup, isoDateOf, isRecord } from './field-values.js';

describe('field values', () => {
  it('reads null, undefined and whitespace as blank, but not zero or false', () => {
    expect([undefined, null, '', '  \n'].map(isBlank)).toEqual([true, true, true, true]);
    expect([0, false, 'a', []].map(isBlank)).toEqual([false, false, false, false]);
  });

  it('reads a group as blank when every field of it is', () => {
    expect(isBlankGroup({ city: ' ', country: null })).toBe(true);
    expect(isBlankGroup(undefined)).toBe(true);
    expect(isBlankGroup({ city: 'Lyon', country: '' })).toBe(false);
  });

  it('takes only plain objects as records', () => {
    expect([{}, [], null, 'x'].map(isRecord)).toEqual([true, false, false, false]);
  });

  it("reads today's date in UTC and counts days across month ends", () => {
    expect(isoDateOf(new Date('2025-06-15T23:30:00-05:00'))).toBe('2025-06-16');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-02', 365)).toBe('2027-03-02');
  });
});

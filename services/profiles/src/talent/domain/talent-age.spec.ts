import { ageInYears, isMinor } from './talent-age.js';

const on = (date: string) => new Date(`${date}T12:00:00Z`);

describe('ageInYears', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(ageInYears('2000-06-15', on('2025-06-14'))).toBe(24);
    expect(ageInYears('2000-06-15', on('2025-06-15'))).toBe(25);
  });

  it('is zero on the day of birth', () => {
    expect(ageInYears('2025-06-15', on('2025-06-15'))).toBe(0);
  });

  it('ages a 29 February birthday on 1 March in common years', () => {
    expect(ageInYears('2004-02-29', on('2021-02-28'))).toBe(16);
    expect(ageInYears('2004-02-29', on('2021-03-01'))).toBe(17);
    expect(ageInYears('2004-02-29', on('2024-02-29'))).toBe(20);
  });

  it('reads today in UTC', () => {
    expect(ageInYears('2000-06-15', new Date('2025-06-14T23:30:00-02:00'))).toBe(25);
  });

  it('refuses a malformed birth date', () => {
    expect(() => ageInYears('15/06/2000', on('2025-06-15'))).toThrow('Expected a date as YYYY-MM-DD');
  });
});

describe('isMinor', () => {
  it('is true the day before the 18th birthday and false on it', () => {
    expect(isMinor('2007-06-15', on('2025-06-14'))).toBe(true);
    expect(isMinor('2007-06-15', on('2025-06-15'))).toBe(false);
  });
});

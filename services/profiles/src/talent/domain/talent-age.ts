import { requiredDate } from '../../common/field-rules.js';

/** Under this age a talent is a minor and is registered by a parent or guardian (spec section 5). */
export const ADULT_AGE = 18;

/**
 * Whole calendar years from birthDate (YYYY-MM-DD) to today's UTC date: the years only tick over on
 * the birthday itself. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageInYears(birthDate: string, today: Date): number {
  const [birthYear, birthMonth, birthDay] = requiredDate('birthDate', birthDate).split('-').map(Number);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthdayThisYear = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthdayThisYear ? 0 : 1);
}

export function isMinor(birthDate: string, today: Date): boolean {
  return ageInYears(birthDate, today) < ADULT_AGE;
}

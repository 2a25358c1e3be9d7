/*
 * The persons of a connected account (Representative tab), checked on the field before sending, with
 * the payments service's rules (services/payments/src/account/domain/persons.ts; the unit test holds
 * the numbers equal):
 *
 * | rule                                                                  | field shown on               |
 * | --------------------------------------------------------------------- | ---------------------------- |
 * | a share from 0 to 100 %, at most 2 decimals                           | relationship.percent_ownership |
 * | a person holding 25 % or more is an owner                             | relationship.owner           |
 * | the primary representative is an executive or an owner...            | relationship.executive       |
 * | ...with a title                                                       | relationship.title           |
 * | the owners' shares add up to 100 % or less (with the other persons)   | relationship.percent_ownership |
 * | a title up to 100 characters                                          | relationship.title           |
 * | 18 or older, a real date from 1900                                    | dob                          |
 * | the last four of the SSN: 4 digits                                    | ssn_last_4                   |
 */
export const OWNER_THRESHOLD_BASIS_POINTS = 2500;
export const WHOLE_BASIS_POINTS = 10_000;
export const TITLE_MAX_LENGTH = 100;
export const MINIMUM_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1900;

export interface RelationshipInput {
  representative?: boolean;
  executive?: boolean;
  owner?: boolean;
  director?: boolean;
  title?: string;
  percent_ownership?: number | string | null;
}

/** A share in percent as basis points; undefined when blank; null when not a share (out of range, 3 decimals). */
export function percentBasisPoints(value: number | string | null | undefined): number | undefined | null {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  const percent = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    return null;
  }
  const basisPoints = Math.round(percent * 100);
  return Math.abs(percent * 100 - basisPoints) > 1e-9 ? null : basisPoints;
}

/** The field errors of a person's relationship, as {field path: translation key}. */
export function relationshipProblems(
  relationship: RelationshipInput | undefined,
  otherOwnersBasisPoints = 0,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const given = relationship ?? {};
  const share = percentBasisPoints(given.percent_ownership);
  const title = (given.title ?? '').trim();
  if (share === null) {
    problems['relationship.percent_ownership'] = 'resources.account.person.percentInvalid';
  } else if (share !== undefined && share >= OWNER_THRESHOLD_BASIS_POINTS && !given.owner) {
    problems['relationship.owner'] = 'resources.account.person.ownerAbove25';
  } else if (share !== undefined && share + otherOwnersBasisPoints > WHOLE_BASIS_POINTS) {
    problems['relationship.percent_ownership'] = 'resources.account.person.ownershipOver100';
  }
  if (title.length > TITLE_MAX_LENGTH) {
    problems['relationship.title'] = 'resources.account.person.titleTooLong';
  }
  if (given.representative) {
    if (!given.executive && !given.owner) {
      problems['relationship.executive'] = 'resources.account.person.representativeRole';
    }
    if (title === '') {
      problems['relationship.title'] = 'resources.account.person.representativeTitle';
    }
  }
  return problems;
}

/** Whole years from the birth date to today (UTC), a birthday not reached yet this year not counted. */
export function ageOn(dob: { day: number; month: number; year: number }, today: Date): number {
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const birthdayPassed = month > dob.month || (month === dob.month && day >= dob.day);
  return today.getUTCFullYear() - dob.year - (birthdayPassed ? 0 : 1);
}

/** "1985-06-15" as Stripe's {day, month, year}; undefined for a blank or impossible date. */
export function dobOf(value: string | undefined): { day: number; month: number; year: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) {
    return undefined;
  }
  const dob = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const date = new Date(Date.UTC(dob.year, dob.month - 1, dob.day));
  const exists =
    date.getUTCFullYear() === dob.year && date.getUTCMonth() === dob.month - 1 && date.getUTCDate() === dob.day;
  return exists ? dob : undefined;
}

/** The translation key of what is wrong with a date of birth ("YYYY-MM-DD"), or undefined. */
export function dobProblem(value: string | undefined, today: Date): string | undefined {
  if (!value) {
    return undefined;
  }
  const dob = dobOf(value);
  if (!dob || dob.year < EARLIEST_BIRTH_YEAR || ageOn(dob, today) < 0) {
    return 'resources.account.person.dobInvalid';
  }
  return ageOn(dob, today) < MINIMUM_AGE ? 'resources.account.person.dobUnder18' : undefined;
}

export function ssnLast4Problem(value: string | undefined): string | undefined {
  return value && !/^\d{4}$/.test(value) ? 'resources.account.person.ssnLast4' : undefined;
}

/** Stripe's {day, month, year} as the date input's "YYYY-MM-DD". */
export function dobText(dob: { day?: number | null; month?: number | null; year?: number | null } | null | undefined) {
  if (!dob?.day || !dob.month || !dob.year) {
    return '';
  }
  return `${String(dob.year).padStart(4, '0')}-${String(dob.month).padStart(2, '0')}-${String(dob.day).padStart(2, '0')}`;
}

/** The shares of the other persons (in basis points), to check the total of a person being edited. */
export function otherOwnersBasisPoints(
  persons: ReadonlyArray<{ id?: string; relationship?: { percent_ownership?: number | null } | null }>,
  editedId: string | undefined,
): number {
  return persons
    .filter((person) => person.id !== editedId)
    .reduce((sum, person) => sum + (percentBasisPoints(person.relationship?.percent_ownership ?? undefined) ?? 0), 0);
}

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dobOf,
  dobProblem,
  EARLIEST_BIRTH_YEAR,
  MINIMUM_AGE,
  otherOwnersBasisPoints,
  OWNER_THRESHOLD_BASIS_POINTS,
  percentBasisPoints,
  relationshipProblems,
  TITLE_MAX_LENGTH,
  WHOLE_BASIS_POINTS,
} from './personRules';

const paymentsSource = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    ...['..', '..', '..', '..', 'services', 'payments', 'src', 'account', 'domain', 'persons.ts'],
  ),
  'utf8',
);

/** `export const NAME = 2500;` in the payments service's persons.ts. */
function constant(name: string): number {
  const match = new RegExp(`export const ${name} = ([\\d_]+);`).exec(paymentsSource);
  if (!match) {
    throw new Error(`${name} not found in persons.ts`);
  }
  return Number((match[1] ?? '').replace(/_/g, ''));
}

describe('person rules', () => {
  it('use the payments service numbers', () => {
    expect(OWNER_THRESHOLD_BASIS_POINTS).toBe(constant('OWNER_THRESHOLD_BASIS_POINTS'));
    expect(WHOLE_BASIS_POINTS).toBe(constant('WHOLE_BASIS_POINTS'));
    expect(TITLE_MAX_LENGTH).toBe(constant('TITLE_MAX_LENGTH'));
    expect(MINIMUM_AGE).toBe(constant('MINIMUM_AGE'));
    expect(EARLIEST_BIRTH_YEAR).toBe(constant('EARLIEST_BIRTH_YEAR'));
    // The same two rules the service throws, by the fields it names.
    expect(paymentsSource).toContain(
      "throw invalidValue(`${field}.owner`, 'A person holding 25% or more is an owner');",
    );
    expect(paymentsSource).toContain('if (!person.relationship.executive && !person.relationship.owner) {');
  });

  it('reads shares as basis points, at most two decimals', () => {
    expect(percentBasisPoints(25.5)).toBe(2550);
    expect(percentBasisPoints('100')).toBe(10_000);
    expect(percentBasisPoints('')).toBeUndefined();
    expect(percentBasisPoints(25.555)).toBeNull();
    expect(percentBasisPoints(101)).toBeNull();
    expect(percentBasisPoints(-1)).toBeNull();
  });

  it('puts the owner rule on the owner field: 25 % or more is an owner, 24.99 % need not be', () => {
    expect(relationshipProblems({ percent_ownership: 30, owner: false })).toEqual({
      'relationship.owner': 'resources.account.person.ownerAbove25',
    });
    expect(relationshipProblems({ percent_ownership: 25, owner: false })).toHaveProperty('relationship.owner');
    expect(relationshipProblems({ percent_ownership: 24.99, owner: false })).toEqual({});
    expect(relationshipProblems({ percent_ownership: 30, owner: true })).toEqual({});
  });

  it('keeps the shares of all persons at 100 % or less', () => {
    expect(relationshipProblems({ percent_ownership: 40, owner: true }, 6000)).toEqual({});
    expect(relationshipProblems({ percent_ownership: 40.01, owner: true }, 6000)).toEqual({
      'relationship.percent_ownership': 'resources.account.person.ownershipOver100',
    });
    expect(
      otherOwnersBasisPoints(
        [
          { id: 'person_a', relationship: { percent_ownership: 60 } },
          { id: 'person_b', relationship: { percent_ownership: 30 } },
        ],
        'person_b',
      ),
    ).toBe(6000);
  });

  it('wants the primary representative to be an executive or owner, with a title', () => {
    expect(relationshipProblems({ representative: true })).toEqual({
      'relationship.executive': 'resources.account.person.representativeRole',
      'relationship.title': 'resources.account.person.representativeTitle',
    });
    expect(relationshipProblems({ representative: true, owner: true, percent_ownership: 50, title: 'CEO' })).toEqual(
      {},
    );
    expect(relationshipProblems({ representative: true, executive: true, title: ' ' })).toEqual({
      'relationship.title': 'resources.account.person.representativeTitle',
    });
    expect(relationshipProblems({ executive: true })).toEqual({});
  });

  it('checks the date of birth: real, 18 or older on the day', () => {
    const today = new Date(Date.UTC(2026, 10, 28));
    expect(dobOf('2001-02-29')).toBeUndefined();
    expect(dobOf('1985-06-15')).toEqual({ day: 15, month: 6, year: 1985 });
    expect(ageOn({ day: 28, month: 11, year: 2008 }, today)).toBe(18);
    expect(dobProblem('2008-11-28', today)).toBeUndefined();
    expect(dobProblem('2008-11-29', today)).toBe('resources.account.person.dobUnder18');
    expect(dobProblem('1899-12-31', today)).toBe('resources.account.person.dobInvalid');
    expect(dobProblem('', today)).toBeUndefined();
  });
});

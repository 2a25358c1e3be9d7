import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import {
  invalidValue,
  isBlank,
  isRecord,
  optionalBoolean,
  optionalEmail,
  optionalGroup,
  optionalPhone,
  optionalText,
  required,
  requiredText,
} from './account-field-rules.js';
import type { ConnectAccountType } from './connect-account.js';
import {
  assertLastFourOf,
  optionalIdentityToken,
  optionalIdNumber,
  optionalSsnLast4,
  optionalVerification,
  type VerificationDocuments,
} from './identity-numbers.js';

/*
 * Persons of a connected account (/api/account/person, spec sections 3 and 5): the representative,
 * owners, directors and executives. Input mirrors Stripe's Person object (first_name, dob.day,
 * relationship.percent_ownership, ...); errors name the field by that path.
 *
 * | field                          | rule                                            | why                          |
 * | ------------------------------ | ----------------------------------------------- | ---------------------------- |
 * | first_name, last_name          | required, up to 100 characters                  | a person needs a name        |
 * | email                          | optional, a valid address                       | Stripe asks when due         |
 * | phone                          | optional, E.164 (US numbers without +1 taken)   | Stripe wants E.164           |
 * | dob.day, dob.month, dob.year   | optional as a group; then all three, a real     | spec sections 5 and 9:       |
 * |                                | date, year 1900 or later, age 18 or more        | 18 minimum                   |
 * | address                        | optional as a group; then line1, city,          | a partial address is a form  |
 * |                                | postal_code and country; in the US also state   | bug                          |
 * |                                | (USPS code) and a ZIP (12345 or 12345-6789)     |                              |
 * | ssn_last_4                     | optional, exactly 4 digits                      | spec: "tax id last four"     |
 * | id_number                      | optional, the full SSN: 9 digits in the US (the | Stripe asks for it when the  |
 * |                                | account's country), else 5 to 30 letters or     | last four did not verify     |
 * |                                | digits; with ssn_last_4, its last four          | (identity-numbers.ts)        |
 * | verification.document,         | optional, front and back Stripe file ids        | identity and address         |
 * | verification.additional_       | (file_...) from POST /api/stripe/file           | documents Stripe asks for    |
 * | document                       |                                                 |                              |
 * | relationship.executive, owner, | yes or no; unanswered is no                     |                              |
 * | director, representative       |                                                 |                              |
 * | relationship.title             | optional, up to 100 characters                  | the primary representative   |
 * |                                |                                                 | needs one                    |
 * | relationship.percent_ownership | optional, 0 to 100 with at most 2 decimals,     | integers add up exactly      |
 * |                                | stored in basis points; 25% or more only on an  | (25.5% is 2550); a 25%       |
 * |                                | owner                                           | holder is an owner           |
 *
 * person_token (a cpt_... token Stripe.js made in the browser, so the numbers never reach our servers)
 * stands for all of these: it comes alone (any other field beside it is refused by name), and only on a
 * custom account, whose platform collects the details (Stripe's onboarding does for an express one).
 * The rules below then run where they can: Stripe checks the token's details, and the owners check
 * reads the persons back from Stripe before the owners are confirmed.
 *
 * Account-level rules: the primary representative must be an executive or an owner, with a title
 * (assertPrimaryRepresentative); every owner holding 25% or more must be collected with the data Stripe
 * verifies, the shares must not exceed 100%, and the list must then be confirmed, Stripe's
 * company.owners_provided (ownersCheck). Only the user knows whether an owner is missing from the list,
 * which is why the confirmation exists: the rules check the owners that are there.
 */
export const NAME_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 100;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const STATE_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 20;
export const MINIMUM_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1900;
/** Owners holding this share or more must be collected (spec section 9: 25%). */
export const OWNER_THRESHOLD_BASIS_POINTS = 2500;
export const WHOLE_BASIS_POINTS = 10_000;

/** USPS codes of the states, the District of Columbia and the inhabited territories. */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'AS', 'GU', 'MP',
  'PR', 'VI',
] as const;

const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const PERCENT_DECIMALS_TOLERANCE = 1e-9;

export interface DateOfBirth {
  day: number;
  month: number;
  year: number;
}

export interface PersonAddress {
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

export interface PersonRelationship {
  executive: boolean;
  owner: boolean;
  director: boolean;
  representative: boolean;
  title?: string;
  /** Share of the business in basis points (1% = 100), when given. */
  percentOwnershipBasisPoints?: number;
}

export interface PersonData {
  /** Stripe's person id (person_...), once created. */
  id?: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  dob?: DateOfBirth;
  address?: PersonAddress;
  ssnLast4?: string;
  /** The full id number (SSN), on its way to Stripe; read back from Stripe only as "provided". */
  idNumber?: string;
  verification?: VerificationDocuments;
  relationship: PersonRelationship;
}

/** What the person rules need to know of the account: its country (id numbers) and connect type (tokens). */
export interface PersonContext {
  country: string;
  type: ConnectAccountType;
  today: Date;
}

/**
 * A person as sent by a client, in Stripe's field names; errors come in the order of the form. The
 * country reads id_number (US: an SSN); without one, id_number is read as a US number.
 */
export function parsePerson(input: unknown, today: Date, country = 'US'): PersonData {
  if (!isRecord(input)) {
    throw invalidValue('person', 'Expected an object');
  }
  const id = optionalText('id', input.id, NAME_MAX_LENGTH);
  const ssnLast4 = optionalSsnLast4('ssn_last_4', input.ssn_last_4);
  const idNumber = optionalIdNumber('id_number', input.id_number, country);
  assertLastFourOf(idNumber, ssnLast4, 'ssn_last_4');
  return {
    ...definedOnly({ id }),
    firstName: requiredText('first_name', input.first_name, NAME_MAX_LENGTH),
    lastName: requiredText('last_name', input.last_name, NAME_MAX_LENGTH),
    ...definedOnly({
      email: optionalEmail('email', input.email),
      phone: optionalPhone('phone', input.phone),
      dob: optionalDateOfBirth('dob', input.dob, today),
      address: optionalAddress('address', input.address),
      ssnLast4,
      idNumber,
      verification: optionalVerification('verification', input.verification),
    }),
    relationship: parseRelationship('relationship', input.relationship),
  };
}

/**
 * The person token of a person save (POST or PATCH /api/account/person), or undefined when the client
 * sent the details instead: a cpt_... token, alone, on a custom account.
 */
export function personTokenOf(input: Record<string, unknown>, context: PersonContext): string | undefined {
  const token = optionalIdentityToken('person_token', input.person_token, 'person');
  if (token === undefined) {
    return undefined;
  }
  if (context.type !== 'custom') {
    throw invalidValue(
      'person_token',
      "Stripe collects this account's persons during its onboarding; person tokens are for custom accounts",
    );
  }
  const beside = Object.keys(input).find((field) => field !== 'person_token' && !isBlank(input[field]));
  if (beside !== undefined) {
    throw invalidValue(beside, `Send ${beside} inside the person token (Stripe takes the person from the token)`);
  }
  return token;
}

/**
 * A person update as a whole person: the fields given over the person Stripe has (its name and
 * relationship; Stripe never answers the numbers), so the rules read the person as it will be.
 */
export function mergedPersonUpdate(
  current: { first_name?: string | null; last_name?: string | null; relationship?: object | null },
  given: Record<string, unknown>,
): Record<string, unknown> {
  return {
    first_name: current.first_name,
    last_name: current.last_name,
    ...given,
    relationship: { ...(current.relationship ?? {}), ...(isRecord(given.relationship) ? given.relationship : {}) },
  };
}

function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function wholeNumber(field: string, value: unknown): number {
  if (isBlank(value)) {
    throw required(field);
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalidValue(field, 'Expected a whole number');
  }
  return value;
}

/** Whole years from the birth date to today (UTC): a birthday not reached yet this year does not count. */
export function ageOn(dob: DateOfBirth, today: Date): number {
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const birthdayPassed = month > dob.month || (month === dob.month && day >= dob.day);
  return today.getUTCFullYear() - dob.year - (birthdayPassed ? 0 : 1);
}

export function optionalDateOfBirth(field: string, value: unknown, today: Date): DateOfBirth | undefined {
  const group = optionalGroup(field, value);
  if (group === undefined || Object.values(group).every(isBlank)) {
    return undefined;
  }
  const dob = {
    day: wholeNumber(`${field}.day`, group.day),
    month: wholeNumber(`${field}.month`, group.month),
    year: wholeNumber(`${field}.year`, group.year),
  };
  // Date.UTC rolls 31 February over into March: a date exists when it reads back the same.
  const date = new Date(Date.UTC(dob.year, dob.month - 1, dob.day));
  const exists =
    date.getUTCFullYear() === dob.year && date.getUTCMonth() === dob.month - 1 && date.getUTCDate() === dob.day;
  if (!exists || dob.year < EARLIEST_BIRTH_YEAR) {
    throw invalidValue(field, 'Expected a real date of birth');
  }
  if (ageOn(dob, today) < MINIMUM_AGE) {
    throw invalidValue(field, `Must be ${MINIMUM_AGE} or older`);
  }
  return dob;
}

export function optionalAddress(field: string, value: unknown): PersonAddress | undefined {
  const group = optionalGroup(field, value);
  if (group === undefined || Object.values(group).every(isBlank)) {
    return undefined;
  }
  // The country decides the state and postal code rules, so it is read first.
  const country = requiredText(`${field}.country`, group.country, Number.MAX_SAFE_INTEGER).toUpperCase();
  if (!COUNTRY_PATTERN.test(country)) {
    throw invalidValue(`${field}.country`, 'Expected a two-letter country code');
  }
  const line1 = requiredText(`${field}.line1`, group.line1, ADDRESS_LINE_MAX_LENGTH);
  const line2 = optionalText(`${field}.line2`, group.line2, ADDRESS_LINE_MAX_LENGTH);
  const city = requiredText(`${field}.city`, group.city, CITY_MAX_LENGTH);
  const state =
    country === 'US'
      ? usState(`${field}.state`, group.state)
      : optionalText(`${field}.state`, group.state, STATE_MAX_LENGTH);
  const postalCode = requiredText(`${field}.postal_code`, group.postal_code, POSTAL_CODE_MAX_LENGTH);
  if (country === 'US' && !US_ZIP_PATTERN.test(postalCode)) {
    throw invalidValue(`${field}.postal_code`, 'Expected a ZIP code (12345 or 12345-6789)');
  }
  return { line1, ...definedOnly({ line2 }), city, ...definedOnly({ state }), postalCode, country };
}

function usState(field: string, value: unknown): string {
  const state = requiredText(field, value, STATE_MAX_LENGTH).toUpperCase();
  if (!(US_STATE_CODES as readonly string[]).includes(state)) {
    throw invalidValue(field, 'Expected a US state code');
  }
  return state;
}

/** A share in percent (0 to 100, at most 2 decimals) as basis points, or undefined when blank. */
export function optionalPercentBasisPoints(field: string, value: unknown): number | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw invalidValue(field, 'Expected a percentage from 0 to 100');
  }
  const basisPoints = Math.round(value * 100);
  if (Math.abs(value * 100 - basisPoints) > PERCENT_DECIMALS_TOLERANCE) {
    throw invalidValue(field, 'Expected at most 2 decimals');
  }
  return basisPoints;
}

function parseRelationship(field: string, value: unknown): PersonRelationship {
  const group = optionalGroup(field, value) ?? {};
  const owner = optionalBoolean(`${field}.owner`, group.owner);
  const percent = optionalPercentBasisPoints(`${field}.percent_ownership`, group.percent_ownership);
  if (!owner && percent !== undefined && percent >= OWNER_THRESHOLD_BASIS_POINTS) {
    throw invalidValue(`${field}.owner`, 'A person holding 25% or more is an owner');
  }
  const title = optionalText(`${field}.title`, group.title, TITLE_MAX_LENGTH);
  return {
    executive: optionalBoolean(`${field}.executive`, group.executive),
    owner,
    director: optionalBoolean(`${field}.director`, group.director),
    representative: optionalBoolean(`${field}.representative`, group.representative),
    ...definedOnly({ title, percentOwnershipBasisPoints: percent }),
  };
}

/** Basis points as a percentage text without trailing zeros: 2550 is "25.5", 10000 is "100". */
export function formatPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * The Stripe fields Stripe verifies for an owner or representative (spec section 5: name, email,
 * phone, address, date of birth and tax id) that this person lacks. The name is always there.
 */
export function missingPersonFields(person: PersonData): string[] {
  const checks: [string, unknown][] = [
    ['email', person.email],
    ['phone', person.phone],
    ['address', person.address],
    ['dob', person.dob],
    // The full number stands for its last four.
    ['ssn_last_4', person.ssnLast4 ?? person.idNumber],
  ];
  return checks.filter(([, value]) => value === undefined).map(([field]) => field);
}

/** The primary representative must be an executive or an owner, with a title (spec section 5). */
export function assertPrimaryRepresentative(person: PersonData): void {
  const message = 'The primary representative must be an executive or owner with a title.';
  if (!person.relationship.executive && !person.relationship.owner) {
    throw new PaymentsException(PaymentsErrorCode.PrimaryRepresentativeRequirements, message, [
      'relationship.executive',
    ]);
  }
  if (person.relationship.title === undefined) {
    throw new PaymentsException(PaymentsErrorCode.PrimaryRepresentativeRequirements, message, ['relationship.title']);
  }
}

export interface OwnersIssue {
  code: PaymentsErrorCode;
  message: string;
  args: string[];
}

function personLabel(person: PersonData): string {
  return person.id ?? `${person.firstName} ${person.lastName}`;
}

/**
 * What keeps the owners from being complete, in the order to fix it: shares over 100%, then each
 * owner holding 25% or more with missing data, then the missing confirmation. Empty when done.
 */
export function ownersCheck(persons: readonly PersonData[], ownersConfirmed: boolean): OwnersIssue[] {
  const issues: OwnersIssue[] = [];
  const total = persons.reduce((sum, person) => sum + (person.relationship.percentOwnershipBasisPoints ?? 0), 0);
  if (total > WHOLE_BASIS_POINTS) {
    issues.push({
      code: PaymentsErrorCode.OwnershipOverHundred,
      message: `The owners' shares add up to ${formatPercent(total)}%, more than 100%.`,
      args: [formatPercent(total)],
    });
  }
  for (const person of persons) {
    const share = person.relationship.percentOwnershipBasisPoints ?? 0;
    const missing = missingPersonFields(person);
    if (share >= OWNER_THRESHOLD_BASIS_POINTS && missing.length > 0) {
      issues.push({
        code: PaymentsErrorCode.OwnerDataMissing,
        message: `${personLabel(person)} holds ${formatPercent(share)}%: provide ${missing.join(', ')}.`,
        args: [personLabel(person), ...missing],
      });
    }
  }
  if (!ownersConfirmed) {
    issues.push({
      code: PaymentsErrorCode.OwnersNotConfirmed,
      message: 'Confirm that every owner holding 25% or more has been added.',
      args: [],
    });
  }
  return issues;
}

/** Before setting company.owners_provided: refuses with the first issue ownersCheck finds. */
export function assertOwnersConfirmable(persons: readonly PersonData[]): void {
  const [first] = ownersCheck(persons, true);
  if (first !== undefined) {
    throw new PaymentsException(first.code, first.message, first.args);
  }
}

/** The person in Stripe's field names, for the Persons API (percent_ownership back in percent). */
export function toStripePerson(person: PersonData): Record<string, unknown> {
  const { relationship, address } = person;
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    ...definedOnly({
      email: person.email,
      phone: person.phone,
      dob: person.dob,
      ssn_last_4: person.ssnLast4,
      id_number: person.idNumber,
      verification: person.verification,
      address:
        address === undefined
          ? undefined
          : {
              line1: address.line1,
              ...definedOnly({ line2: address.line2, state: address.state }),
              city: address.city,
              postal_code: address.postalCode,
              country: address.country,
            },
    }),
    relationship: {
      executive: relationship.executive,
      owner: relationship.owner,
      director: relationship.director,
      representative: relationship.representative,
      ...definedOnly({
        title: relationship.title,
        percent_ownership:
          relationship.percentOwnershipBasisPoints === undefined
            ? undefined
            : relationship.percentOwnershipBasisPoints / 100,
      }),
    },
  };
}

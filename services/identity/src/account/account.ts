import { ACCOUNT_TYPES, BUSINESS_TYPES, type AccountType, type BusinessType } from '@callsheet/contracts';
import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';

/** Spec section 9: individuals (and the guardian of a minor) must be at least 18. */
export const MINIMUM_ADULT_AGE = 18;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

export type { AccountType, BusinessType };

export interface AccountForm {
  businessType: string;
  accountType: string;
  businessName: string;
  companyName: string;
  individual?: { firstName: string; lastName: string; dateOfBirth: string };
  tosShownAndAccepted: boolean;
  country: string;
  minor: boolean;
  accountToken: string;
}

export interface AccountRules {
  supportedCountries: readonly string[];
  connectMode: 'express' | 'custom';
  today: Date;
}

export interface NewAccount {
  businessType: BusinessType;
  accountType: AccountType;
  name: string;
  country: string;
  minor: boolean;
  individual?: { firstName: string; lastName: string; dateOfBirth: string };
  accountToken?: string;
}

/**
 * The account-creation rules of spec sections 3, 5 and 9, first broken rule first: known business and
 * account types, terms accepted, a supported country, an account token only in custom connect mode,
 * an adult behind every individual or parent account, and minors only through a parent or guardian.
 */
export function validateNewAccount(form: AccountForm, rules: AccountRules): NewAccount {
  const businessType = choice('business_type', form.businessType, BUSINESS_TYPES);
  const accountType = choice('account_type', form.accountType, ACCOUNT_TYPES);
  if (!form.tosShownAndAccepted) {
    throw new IdentityException(IdentityErrorCode.TosNotAccepted, 'Accept the terms of service to create an account.', [
      'tos_shown_and_accepted',
    ]);
  }
  const country = form.country.trim().toUpperCase();
  if (!rules.supportedCountries.includes(country)) {
    throw new IdentityException(
      IdentityErrorCode.CountryNotSupported,
      `Accounts cannot be opened in ${country || 'an unspecified country'} yet; supported: ${rules.supportedCountries.join(', ')}.`,
      [country],
    );
  }
  const accountToken = form.accountToken.trim();
  if (accountToken !== '' && rules.connectMode !== 'custom') {
    throw new IdentityException(
      IdentityErrorCode.AccountTokenNotAllowed,
      'account_token is only accepted in custom connect mode.',
      ['account_token'],
    );
  }
  if (form.minor && businessType !== 'parent') {
    throw new IdentityException(
      IdentityErrorCode.MinorNeedsGuardian,
      'A minor is registered by a parent or guardian: use the parent business type.',
      ['minor'],
    );
  }
  const personal = businessType === 'individual' || businessType === 'parent';
  const individual = personal ? adultIndividual(form.individual, rules.today) : undefined;
  const name = personal
    ? `${individual?.firstName ?? ''} ${individual?.lastName ?? ''}`.trim()
    : required('company.name', form.companyName.trim() || form.businessName.trim());
  if (name.length > ACCOUNT_NAME_MAX_LENGTH) {
    throw new IdentityException(IdentityErrorCode.MaxLength, `Max ${ACCOUNT_NAME_MAX_LENGTH} characters`, [
      String(ACCOUNT_NAME_MAX_LENGTH),
      'name',
    ]);
  }
  return {
    businessType,
    accountType,
    name,
    country,
    minor: form.minor,
    ...(individual ? { individual } : {}),
    ...(accountToken ? { accountToken } : {}),
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account and user ids are UUIDs: anything else names no account (and never reaches the database). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Whole years between a YYYY-MM-DD birth date and `today` (spec section 9: age from YYYYMMDD). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const todayKey = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return Math.floor((todayKey - (year * 10000 + month * 100 + day)) / 10000);
}

function adultIndividual(individual: AccountForm['individual'], today: Date): NonNullable<NewAccount['individual']> {
  const firstName = required('individual.first_name', individual?.firstName.trim() ?? '');
  const lastName = required('individual.last_name', individual?.lastName.trim() ?? '');
  const dateOfBirth = required('individual.dob', individual?.dateOfBirth.trim() ?? '');
  if (!isCalendarDate(dateOfBirth) || new Date(`${dateOfBirth}T00:00:00Z`).getTime() > today.getTime()) {
    throw new IdentityException(IdentityErrorCode.InvalidDate, 'Enter a past date as YYYY-MM-DD.', ['individual.dob']);
  }
  if (ageInYears(dateOfBirth, today) < MINIMUM_ADULT_AGE) {
    throw new IdentityException(
      IdentityErrorCode.IndividualMustBeAdult,
      `Individual accounts are for people ${MINIMUM_ADULT_AGE} or older; a parent or guardian registers a minor.`,
      [String(MINIMUM_ADULT_AGE)],
    );
  }
  return { firstName, lastName, dateOfBirth };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function required(field: string, value: string): string {
  if (value === '') {
    throw new IdentityException(IdentityErrorCode.Required, 'This is a required field.', [field]);
  }
  return value;
}

function choice<T extends string>(field: string, value: string, allowed: readonly T[]): T {
  const match = allowed.find((candidate) => candidate === value);
  if (!match) {
    throw new IdentityException(IdentityErrorCode.InvalidChoice, `${field} must be one of ${allowed.join(', ')}.`, [
      field,
      value,
    ]);
  }
  return match;
}

import { DEFAULT_LANGUAGE, isMemberLanguage, MEMBER_LANGUAGES, type MemberLanguage } from '@callsheet/contracts';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

/** Limits of the sign-up form ("Max {0} characters"). */
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321's limit on a forward path
export const PASSWORD_MIN_LENGTH = 6; // spec section 9
export const PASSWORD_MAX_LENGTH = 128;

// A pragmatic address pattern: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  language: string;
}

export interface ValidSignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  language: MemberLanguage;
}

/** The sign-up rules of spec section 5, in the order the form shows them; the first broken one is reported. */
export function validateSignUp(input: SignUpInput): ValidSignUp {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normalizeEmail(input.email);
  if (firstName === '') {
    throw new IdentityException(IdentityErrorCode.FirstNameRequired, 'First Name is Required', ['firstName']);
  }
  requireMaxLength('firstName', firstName, NAME_MAX_LENGTH);
  requireMaxLength('lastName', lastName, NAME_MAX_LENGTH);
  requireValidEmail(email);
  validateNewPassword(input.password, input.passwordConfirmation);
  return { firstName, lastName, email, password: input.password, language: parseLanguage(input.language) };
}

/** A new password, at sign-up or reset: long enough, not too long, typed the same twice. */
export function validateNewPassword(password: string, confirmation: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new IdentityException(
      IdentityErrorCode.PasswordTooShort,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      [String(PASSWORD_MIN_LENGTH)],
    );
  }
  requireMaxLength('password', password, PASSWORD_MAX_LENGTH);
  if (password !== confirmation) {
    throw new IdentityException(IdentityErrorCode.PasswordsMustMatch, 'Passwords must match.', [
      'passwordConfirmation',
    ]);
  }
}

/**
 * The one form of an address that is stored and compared: Unicode NFKC (full-width and other
 * compatibility forms become their plain letters), trimmed and lower-cased as a whole (the stored
 * addresses rely on the whole-address lower-casing, domain included).
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

export function requireValidEmail(email: string): void {
  if (
    email.length > EMAIL_MAX_LENGTH ||
    CONTROL_CHARACTER.test(email) ||
    !EMAIL_PATTERN.test(email) ||
    labelsOf(email).some(mixesScripts)
  ) {
    throw new IdentityException(IdentityErrorCode.InvalidEmail, 'Invalid email.', ['email']);
  }
}

// NUL and every other control or format character (zero-width joiners, direction overrides).
const CONTROL_CHARACTER = /[\p{Cc}\p{Cf}]/u;

// Scripts told apart when looking for look-alikes (UTS #39's idea of a mixed-script label). Letters
// of other scripts count as one more script; digits, punctuation and marks belong to none.
const SCRIPTS: readonly [string, RegExp][] = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Cherokee',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')]);

// Scripts written together (Japanese, Chinese, Korean, each possibly with Latin): not look-alikes.
const COMBINED_SCRIPTS: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The local part and each label of the domain. */
function labelsOf(email: string): string[] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), ...email.slice(at + 1).split('.')];
}

/** A local part or domain label whose letters come from scripts not written together (Latin with Cyrillic or Greek…). */
export function mixesScripts(label: string): boolean {
  const scripts = new Set<string>();
  for (const character of label) {
    if (!/\p{L}/u.test(character)) {
      continue;
    }
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other');
  }
  if (scripts.size <= 1) {
    return false;
  }
  return !COMBINED_SCRIPTS.some((combined) => [...scripts].every((script) => combined.has(script)));
}

function requireMaxLength(field: string, value: string, max: number): void {
  if (value.length > max) {
    throw new IdentityException(IdentityErrorCode.MaxLength, `Max ${max} characters`, [String(max), field]);
  }
}

/**
 * No language given means the default locale (en-CA); an unknown one is refused rather than silently
 * replaced. fr-CA and en-CA are kept as given: they read the fr-QC and en-US messages.
 */
export function parseLanguage(language: string): MemberLanguage {
  if (language === '') {
    return DEFAULT_LANGUAGE;
  }
  if (!isMemberLanguage(language)) {
    throw new IdentityException(
      IdentityErrorCode.UnsupportedLanguage,
      `Language ${language} is not supported; use one of ${MEMBER_LANGUAGES.join(', ')}.`,
      [language],
    );
  }
  return language;
}

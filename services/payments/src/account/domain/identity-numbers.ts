import { invalidValue, isBlank, isRecord, optionalText } from './account-field-rules.js';

/*
 * Identity numbers, identity documents and Stripe.js tokens of the individual (PATCH /api/account) and
 * of persons (/api/account/person), issue 17: checked before anything reaches Stripe, kept by nobody.
 * They pass through to Stripe, which answers only whether they were provided (id_number_provided,
 * ssn_last_4_provided, verification.document) and never their value; our logs redact them
 * (libs/kernel/src/logging/redaction.ts). A client using Stripe.js sends tokens instead, and the
 * numbers never reach our servers at all.
 *
 * | field                                | rule                                                       | why                        |
 * | ------------------------------------ | ---------------------------------------------------------- | -------------------------- |
 * | id_number                            | US: 9 digits (an SSN or ITIN; spaces and dashes dropped);  | Stripe asks for the full   |
 * |                                      | elsewhere 5 to 30 letters or digits (separators dropped)   | number when the last four  |
 * |                                      |                                                            | did not verify             |
 * | ssn_last_4                           | 4 digits; given with id_number, its last four              | one person, one number     |
 * | verification.document.front / back,  | a Stripe file id (file_ and letters, digits, underscores)  | the id POST /api/stripe/   |
 * | verification.additional_document.*   | from POST /api/stripe/file                                 | file answers               |
 * | person_token                         | cpt_ and letters, digits, underscores, up to 255           | Stripe.js createToken      |
 * | account_token                        | ct_ and letters, digits, underscores, up to 255            | ('person' / 'account')     |
 */
export const TOKEN_MAX_LENGTH = 255;

const SSN_PATTERN = /^\d{9}$/;
const ID_NUMBER_PATTERN = /^[A-Za-z0-9]{5,30}$/;
const SSN_LAST_4_PATTERN = /^\d{4}$/;
const FILE_ID_PATTERN = /^file_[A-Za-z0-9_]+$/;
const TOKEN_PATTERNS = {
  person: { pattern: /^cpt_[A-Za-z0-9_]+$/, prefix: 'cpt_' },
  account: { pattern: /^ct_[A-Za-z0-9_]+$/, prefix: 'ct_' },
} as const;

/** Stripe.js token kinds accepted here: a person token (persons), an account token (the account). */
export type IdentityTokenKind = keyof typeof TOKEN_PATTERNS;

/** The verification documents of a person or the individual, as Stripe file ids. */
export interface VerificationDocuments {
  document?: { front?: string; back?: string };
  additional_document?: { front?: string; back?: string };
}

/** Text given for a digits field: any longer text is reported as malformed rather than as too long. */
function optionalDigitsText(field: string, value: unknown): string | undefined {
  return optionalText(field, value, Number.MAX_SAFE_INTEGER);
}

/** The full id number: 9 digits in the US (an SSN), else 5 to 30 letters or digits; separators dropped. */
export function optionalIdNumber(field: string, value: unknown, country: string): string | undefined {
  const raw = optionalDigitsText(field, value);
  if (raw === undefined) {
    return undefined;
  }
  if (country === 'US') {
    const digits = raw.replace(/[\s-]/g, '');
    if (!SSN_PATTERN.test(digits)) {
      throw invalidValue(field, 'Expected a 9-digit social security number');
    }
    return digits;
  }
  const compact = raw.replace(/[\s./-]/g, '');
  if (!ID_NUMBER_PATTERN.test(compact)) {
    throw invalidValue(field, 'Expected an id number of 5 to 30 letters or digits');
  }
  return compact;
}

export function optionalSsnLast4(field: string, value: unknown): string | undefined {
  const digits = optionalDigitsText(field, value);
  if (digits !== undefined && !SSN_LAST_4_PATTERN.test(digits)) {
    throw invalidValue(field, 'Expected the last 4 digits of the SSN');
  }
  return digits;
}

/** Both numbers of one person must agree: the last four are those of the full number. */
export function assertLastFourOf(
  idNumber: string | undefined,
  lastFour: string | undefined,
  lastFourField: string,
): void {
  if (idNumber !== undefined && lastFour !== undefined && !idNumber.endsWith(lastFour)) {
    throw invalidValue(lastFourField, 'The last 4 digits of the SSN are not those of id_number');
  }
}

export function optionalFileId(field: string, value: unknown): string | undefined {
  const id = optionalDigitsText(field, value);
  if (id !== undefined && !FILE_ID_PATTERN.test(id)) {
    throw invalidValue(field, 'Expected a file id (file_...) from POST /api/stripe/file');
  }
  return id;
}

function documentSides(field: string, value: unknown): { front?: string; back?: string } | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (!isRecord(value)) {
    throw invalidValue(field, 'Expected {front, back} file ids');
  }
  const { front, back, ...unknown } = value;
  const [extra] = Object.keys(unknown);
  if (extra !== undefined) {
    throw invalidValue(`${field}.${extra}`, `${field}.${extra} cannot be given here`);
  }
  const sides = { front: optionalFileId(`${field}.front`, front), back: optionalFileId(`${field}.back`, back) };
  const given = Object.fromEntries(Object.entries(sides).filter(([, id]) => id !== undefined));
  return Object.keys(given).length === 0 ? undefined : given;
}

/** verification.document and verification.additional_document, front and back file ids. */
export function optionalVerification(field: string, value: unknown): VerificationDocuments | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (!isRecord(value)) {
    throw invalidValue(field, 'Expected {document, additional_document}');
  }
  const { document, additional_document: additional, ...unknown } = value;
  const [extra] = Object.keys(unknown);
  if (extra !== undefined) {
    throw invalidValue(`${field}.${extra}`, `${field}.${extra} cannot be given here`);
  }
  const verification: VerificationDocuments = {};
  const front = documentSides(`${field}.document`, document);
  const additionalSides = documentSides(`${field}.additional_document`, additional);
  if (front !== undefined) {
    verification.document = front;
  }
  if (additionalSides !== undefined) {
    verification.additional_document = additionalSides;
  }
  return Object.keys(verification).length === 0 ? undefined : verification;
}

/** A Stripe.js token of the kind: cpt_... for a person, ct_... for an account. */
export function optionalIdentityToken(field: string, value: unknown, kind: IdentityTokenKind): string | undefined {
  const token = optionalDigitsText(field, value);
  const { pattern, prefix } = TOKEN_PATTERNS[kind];
  if (token !== undefined && (token.length > TOKEN_MAX_LENGTH || !pattern.test(token))) {
    throw invalidValue(field, `Expected a ${kind} token (${prefix}...) made by Stripe.js`);
  }
  return token;
}

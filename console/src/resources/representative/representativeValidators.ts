import { licenseJurisdiction, referenceRuleFor, type PlaceSource } from './licensing';
import {
  completeReferences,
  isNotApplicable,
  LIMITS,
  referencesOf,
  type RepresentativeFormValues,
} from './representativeForm';

/*
 * The representative form's rules (spec section 5 and the profiles service's, representative-profile.rules.ts)
 * as react-admin validators, so that a refusal shows on its field before anything is sent. Messages are
 * catalogue keys; `name` gives a place's name in the member's language.
 */

type Message = string | { message: string; args: Record<string, unknown> };
export type Validator = (
  value: unknown,
  values?: Record<string, unknown>,
  props?: { source?: string; finalSource?: string },
) => Message | undefined;
type Values = Partial<RepresentativeFormValues> & PlaceSource;

const V = 'resources.representative.validation';

function read(values: Record<string, unknown> | undefined, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      values,
    );
}

/** A text value of the form, '' when the path holds anything else. */
function textAt(values: Record<string, unknown> | undefined, path: string): string {
  const value = read(values, path);
  return typeof value === 'string' ? value : '';
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** "At least one representation type selected" (spec section 5's wording). */
export const atLeastOneType: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : `${V}.atLeastOneType`;

/** A part a group needs as soon as any of the group's parts is given (company name, license holder and number). */
export function requiredInGroup(group: string, parts: readonly string[]): Validator {
  return (value, values) =>
    blank(value) && parts.some((part) => !blank(read(values, `${group}.${part}`)))
      ? 'app.validation.required'
      : undefined;
}

/** The business address's parts, needed only when it differs from the account's (US: state and ZIP too). */
export function businessAddressPart(part: 'line1' | 'city' | 'state' | 'postalCode' | 'country'): Validator {
  return (value, values) => {
    if (read(values, 'businessAddressDiffers') !== true) {
      return undefined;
    }
    const us = textAt(values, 'businessAddress.country').toUpperCase() === 'US';
    const needed = ['line1', 'city', 'country'].includes(part) || (us && (part === 'state' || part === 'postalCode'));
    if (needed && blank(value)) {
      return 'app.validation.required';
    }
    if (us && part === 'postalCode' && !blank(value) && !/^\d{5}(-\d{4})?$/.test(String(value).trim())) {
      return `${V}.zip`;
    }
    return undefined;
  };
}

/** A US state as the licensing rules read it: its two-letter code. */
export const usStateCode =
  (countryPath: string): Validator =>
  (value, values) =>
    textAt(values, countryPath).toUpperCase() === 'US' && !blank(value) && !/^[A-Za-z]{2}$/.test(String(value).trim())
      ? `${V}.stateCode`
      : undefined;

/** https only, as the service stores websites. */
export const httpsUrl: Validator = (value) => {
  if (blank(value)) {
    return undefined;
  }
  try {
    const url = new URL(String(value).trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? undefined : `${V}.https`;
  } catch {
    return `${V}.https`;
  }
};

export const yearsInOperation: Validator = (value) =>
  blank(value) ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LIMITS.yearsInOperationMax)
    ? undefined
    : { message: `${V}.years`, args: { max: LIMITS.yearsInOperationMax } };

/**
 * A license part the law asks of a talent agent where it does business (California, New York): refused
 * on the field, naming the place, before the service's licenseRequired.
 */
export function licensePartRequired(name: (placeId: string) => string): Validator {
  return (value, values) => {
    const jurisdiction = licenseJurisdiction(values ?? {});
    return jurisdiction && blank(value)
      ? { message: `${V}.licenseRequired`, args: { place: name(jurisdiction.id) } }
      : undefined;
  };
}

/**
 * As many complete references as the place of business asks (2, 5 in Florida), unless deferred with
 * "N/A"; at most ten. On the references list as a whole.
 */
export function enoughReferences(name: (placeId: string) => string): Validator {
  return (_value, values) => {
    const form = (values ?? {}) as Values;
    const { references, notApplicable } = referencesOf(form);
    if (references.length > LIMITS.references) {
      return { message: `${V}.tooManyReferences`, args: { max: LIMITS.references } };
    }
    const rule = referenceRuleFor(form);
    if (notApplicable || completeReferences(references) >= rule.minimum) {
      return undefined;
    }
    return rule.id === 'default'
      ? { message: `${V}.references`, args: { count: rule.minimum } }
      : { message: `${V}.referencesIn`, args: { count: rule.minimum, place: name(rule.id) } };
  };
}

/**
 * A reference row, once started, is complete: name, email and phone (the service drops blank rows);
 * "N/A" typed as the name with nothing else is the deferral, not a reference. react-admin passes the
 * input's props third, whose finalSource names the row (references.1.email).
 */
export const referencePart: Validator = (value, values, props) => {
  const row = /^(references\.\d+)\./.exec(props?.finalSource ?? props?.source ?? '')?.[1];
  if (!row || !blank(value)) {
    return undefined;
  }
  const reference = read(values, row) as Record<string, unknown> | undefined;
  const given = (['name', 'email', 'phone'] as const).filter((part) => !blank(reference?.[part]));
  const deferral = given.length === 1 && given[0] === 'name' && isNotApplicable(reference?.name);
  return given.length > 0 && !deferral ? 'app.validation.required' : undefined;
};

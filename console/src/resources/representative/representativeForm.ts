/*
 * The representative profile form and the API's body (RepresentativeProfileFields, proto JSON names) in
 * both directions. Blank text is null in the body: a PATCH names the fields it replaces, so a field
 * emptied in the form travels as null to be cleared, and a field left out is kept as stored.
 */

/** Limits of the profiles service (representative-profile.rules.ts, address.rules.ts), shown before it refuses. */
export const LIMITS = {
  companyName: 100,
  yearsInOperationMax: 200,
  personName: 100,
  licenseNumber: 50,
  addressLine: 100,
  city: 60,
  state: 60,
  postalCode: 12,
  references: 10,
} as const;

/**
 * The services a talent manager offers (the Talent Manager info tab); every other service of the
 * catalogue is an agent's franchise (the Talent Agent info tab). The API keeps them in one list.
 */
export const MANAGER_SERVICES: readonly string[] = ['sagAftraAffiliatedManager'];

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface ReferenceValues {
  name: string;
  email: string;
  phone: string;
}

export interface RepresentativeFormValues {
  representationTypes: string[];
  projectLocations: string[];
  managerServices: string[];
  agentServices: string[];
  businessAddressDiffers: boolean;
  businessAddress: AddressValues;
  contact: { email: string; phone: string };
  website: string;
  company: { name: string; aliasOrDba: string; kind: string; yearsInOperation: number | null };
  license: { fullName: string; number: string; country: string; state: string; city: string; photoId: string };
  talentRepresented: string;
  talentTypes: string[];
  projectTypes: string[];
  references: ReferenceValues[];
  referencesNotApplicable: boolean;
}

/** The API's body: RepresentativeProfileFields in proto JSON; null clears a field in a PATCH. */
export type RepresentativeBody = Record<string, unknown>;

const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const LICENSE_PARTS = ['fullName', 'number', 'country', 'state', 'city', 'photoId'] as const;
const REFERENCE_PARTS = ['name', 'email', 'phone'] as const;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function texts<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> {
  const source = record(value);
  return Object.fromEntries(keys.map((key) => [key, text(source[key])])) as Record<K, string>;
}

/** Trimmed text, or null when blank. */
function clean(value: unknown): string | null {
  const trimmed = text(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A group of texts, or null when every one is blank (the API treats a blank group as absent). */
function group<K extends string>(value: unknown, keys: readonly K[]): Record<K, string | null> | null {
  const source = record(value);
  const cleaned = Object.fromEntries(keys.map((key) => [key, clean(source[key])])) as Record<K, string | null>;
  return Object.values(cleaned).every((part) => part === null) ? null : cleaned;
}

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A stored profile (GET /api/representative/{id}) as the form's values. */
export function toFormValues(profile: Record<string, unknown> | undefined): RepresentativeFormValues {
  const source = profile ?? {};
  const services = strings(source.services);
  const company = record(source.company);
  return {
    representationTypes: strings(source.representationTypes),
    projectLocations: strings(source.projectLocations),
    managerServices: services.filter((service) => MANAGER_SERVICES.includes(service)),
    agentServices: services.filter((service) => !MANAGER_SERVICES.includes(service)),
    businessAddressDiffers: source.businessAddressDiffers === true,
    businessAddress: texts(source.businessAddress, ADDRESS_PARTS),
    contact: texts(source.contact, ['email', 'phone']),
    website: text(source.website),
    company: {
      ...texts(company, ['name', 'aliasOrDba', 'kind']),
      yearsInOperation: wholeNumber(company.yearsInOperation),
    },
    license: texts(source.license, LICENSE_PARTS),
    talentRepresented: text(source.talentRepresented),
    talentTypes: strings(source.talentTypes),
    projectTypes: strings(source.projectTypes),
    references: Array.isArray(source.references)
      ? source.references.map((reference) => texts(reference, REFERENCE_PARTS))
      : [],
    referencesNotApplicable: source.referencesNotApplicable === true,
  };
}

/** What a new profile's form starts with: one representation type to choose, two reference rows. */
export function newFormValues(): RepresentativeFormValues {
  const empty: ReferenceValues = { name: '', email: '', phone: '' };
  return { ...toFormValues(undefined), references: [{ ...empty }, { ...empty }] };
}

/**
 * "N/A" typed as a reference's name (spec section 5: "N/A" may be entered to defer the references), or
 * Quebec French's "S. O." (sans objet).
 */
export function isNotApplicable(value: unknown): boolean {
  return /^(?:n\s*\/\s*a|s\s*[./]\s*o)\.?$/i.test(text(value).trim());
}

/** A reference row the member left blank, or the "N/A" answer on its own. */
function blankReference(reference: Record<string, string | null>): boolean {
  return (
    reference.email === null && reference.phone === null && (reference.name === null || isNotApplicable(reference.name))
  );
}

/**
 * The references as the API takes them, and whether they are deferred: the "N/A" box, or "N/A" typed as
 * a reference's name with nothing else on its row. Blank rows are left out; `rows` gives the form row of
 * each reference sent, so that a refusal naming references.1 lands on the row the member typed it in.
 */
export function referencesOf(
  values: Pick<Partial<RepresentativeFormValues>, 'references' | 'referencesNotApplicable'>,
): {
  references: ReferenceValues[];
  rows: number[];
  notApplicable: boolean;
} {
  const rows = (Array.isArray(values.references) ? values.references : []).map((row) => group(row, REFERENCE_PARTS));
  const typed = rows.some((row) => row !== null && blankReference(row) && isNotApplicable(row.name));
  const kept = rows.flatMap((row, index) => (row === null || blankReference(row) ? [] : [{ row, index }]));
  return {
    references: kept.map(({ row }) => ({ name: row.name ?? '', email: row.email ?? '', phone: row.phone ?? '' })),
    rows: kept.map(({ index }) => index),
    notApplicable: values.referencesNotApplicable === true || typed,
  };
}

/** How many complete references (name, email and phone) the rows hold. */
export function completeReferences(references: readonly ReferenceValues[]): number {
  return references.filter((reference) => REFERENCE_PARTS.every((part) => reference[part].trim() !== '')).length;
}

/** The form's values as the API's body. The business address goes only when it differs from the account's. */
export function toRepresentativeBody(values: Partial<RepresentativeFormValues>): RepresentativeBody {
  const company = record(values.company);
  const companyTexts = group(company, ['name', 'aliasOrDba', 'kind']);
  const yearsInOperation = wholeNumber(company.yearsInOperation);
  const license = group(values.license, LICENSE_PARTS);
  const { references, notApplicable } = referencesOf(values);
  const differs = values.businessAddressDiffers === true;
  return {
    representationTypes: strings(values.representationTypes),
    projectLocations: strings(values.projectLocations),
    services: [...strings(values.agentServices), ...strings(values.managerServices)],
    businessAddressDiffers: differs,
    businessAddress: differs ? group(values.businessAddress, ADDRESS_PARTS) : null,
    contact: group(values.contact, ['email', 'phone']),
    website: clean(values.website),
    company:
      companyTexts === null && yearsInOperation === null
        ? null
        : { ...(companyTexts ?? { name: null, aliasOrDba: null, kind: null }), yearsInOperation },
    license: license && { ...license, state: license.state?.toUpperCase() ?? null },
    talentRepresented: clean(values.talentRepresented),
    talentTypes: strings(values.talentTypes),
    projectTypes: strings(values.projectTypes),
    references,
    referencesNotApplicable: notApplicable,
  };
}

/** The body's fields that differ from the stored profile's (what a PATCH sends). */
export function changedBody(body: RepresentativeBody, stored: RepresentativeBody): RepresentativeBody {
  return Object.fromEntries(
    Object.entries(body).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(stored[field])),
  );
}

/**
 * What other members call a representative: the company, else its alias, else the license holder (the
 * profiles service's display name, which connections show, is the company else the license holder).
 */
export function representativeName(profile: unknown): string {
  const source = record(profile);
  const company = record(source.company);
  const license = record(source.license);
  return clean(company.name) ?? clean(company.aliasOrDba) ?? clean(license.fullName) ?? '';
}

import { ageInYears, MINIMUM_ADULT_AGE } from '../../config/accountKinds';

/*
 * The talent profile form and the API's body (TalentProfileFields, proto JSON names) in both directions.
 * Blank text is null in the body: a PATCH names the fields it replaces, so a field emptied in the form
 * must travel as null to be cleared, and a field left out is kept as stored.
 */

/** Limits of the profiles service (services/profiles talent-profile.rules.ts), shown before it refuses. */
export const LIMITS = {
  name: 50,
  alias: 50,
  aliases: 3,
  taxId: 20,
  shortText: 100,
  workPermits: 10,
  passportNumber: 20,
  size: 20,
  wardrobeNotes: 2000,
  pronoun: 20,
  playableAgeMin: 0,
  playableAgeMax: 120,
  heightMinCm: 30,
  heightMaxCm: 275,
  weightMinKg: 1,
  weightMaxKg: 650,
  addressLine: 100,
  city: 60,
} as const;

export interface AddressValues {
  careOf?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface SkillsValues {
  athletic: string[];
  performance: string[];
  accents: string[];
  languages: string[];
  disabilityTypes: string[];
  assistiveDevices: string[];
}

/** What the form edits: flat where the API nests awkwardly (height, weight, work permits, aliases). */
export interface TalentFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  aliases: string[];
  birthDate: string;
  trustAccount: boolean;
  workPermit: boolean;
  guardian: { firstName: string; lastName: string; relationship: string; email: string; phone: string };
  taxId: string;
  citizenship: string[];
  citizenshipOtherDescription: string;
  /** One permit per line. */
  workPermits: string;
  passport: { number: string; country: string; expiresOn: string };
  residenceAddress: AddressValues;
  usMailingAddress: AddressValues;
  unions: string[];
  playableAge: { from: number | null; to: number | null };
  genderRole: string;
  canPlayTransgender: boolean;
  canPlayNonBinary: boolean;
  canPlayTwins: boolean;
  bodyTypes: string[];
  hairColor: string;
  hairLength: string;
  facialHair: string;
  eyeColor: string;
  tattoos: Record<string, string>;
  piercings: Record<string, string>;
  ethnicAppearances: string[];
  sizes: Record<string, string>;
  heightCm: number | null;
  weightKg: number | null;
  pronouns: { subject: string; object: string; possessive: string };
  socialLinks: Record<string, string>;
  skills: SkillsValues;
}

/** The API's body: TalentProfileFields in proto JSON; null clears a field in a PATCH. */
export type TalentBody = Record<string, unknown>;

/** The fields each editing tab saves (top-level names of the body). */
export const TAB_FIELDS = {
  basic: [
    'firstName',
    'middleName',
    'lastName',
    'aliases',
    'birthDate',
    'trustAccount',
    'workPermit',
    'guardian',
    'taxId',
    'citizenship',
    'citizenshipOtherDescription',
    'workPermits',
    'passport',
    'residenceAddress',
    'usMailingAddress',
    'unions',
    'pronouns',
  ],
  details: [
    'playableAge',
    'genderRole',
    'canPlayTransgender',
    'canPlayNonBinary',
    'canPlayTwins',
    'bodyTypes',
    'hairColor',
    'hairLength',
    'facialHair',
    'eyeColor',
    'tattoos',
    'piercings',
    'ethnicAppearances',
  ],
  sizes: ['sizes', 'height', 'weight'],
  skills: ['skills'],
  social: ['socialLinks'],
} as const;
export type FormTab = keyof typeof TAB_FIELDS;

const SKILL_LISTS = ['athletic', 'performance', 'accents', 'languages', 'disabilityTypes', 'assistiveDevices'] as const;
const ADDRESS_PARTS = ['careOf', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;

/** A minor on `today` (under 18): the profile then needs its parent or guardian. */
export function isMinorBirthDate(birthDate: string | undefined | null, today = new Date()): boolean {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
    return false;
  }
  return ageInYears(birthDate, today) < MINIMUM_ADULT_AGE;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function stringRecord(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A stored profile (GET /api/talent/{id}) as the form's values. */
export function toFormValues(profile: Record<string, unknown> | undefined): TalentFormValues {
  const source = profile ?? {};
  const guardian = record(source.guardian);
  const passport = record(source.passport);
  const playableAge = record(source.playableAge);
  const pronouns = record(source.pronouns);
  const skills = record(source.skills);
  const aliases = strings(source.aliases);
  return {
    firstName: text(source.firstName),
    middleName: text(source.middleName),
    lastName: text(source.lastName),
    aliases: [0, 1, 2].map((index) => aliases[index] ?? ''),
    birthDate: text(source.birthDate),
    trustAccount: source.trustAccount === true,
    workPermit: source.workPermit === true,
    guardian: {
      firstName: text(guardian.firstName),
      lastName: text(guardian.lastName),
      relationship: text(guardian.relationship),
      email: text(guardian.email),
      phone: text(guardian.phone),
    },
    taxId: text(source.taxId),
    citizenship: strings(source.citizenship),
    citizenshipOtherDescription: text(source.citizenshipOtherDescription),
    workPermits: strings(source.workPermits).join('\n'),
    passport: { number: text(passport.number), country: text(passport.country), expiresOn: text(passport.expiresOn) },
    residenceAddress: addressValues(source.residenceAddress),
    usMailingAddress: addressValues(source.usMailingAddress),
    unions: strings(source.unions),
    playableAge: { from: numberOrNull(playableAge.from), to: numberOrNull(playableAge.to) },
    genderRole: text(source.genderRole),
    canPlayTransgender: source.canPlayTransgender === true,
    canPlayNonBinary: source.canPlayNonBinary === true,
    canPlayTwins: source.canPlayTwins === true,
    bodyTypes: strings(source.bodyTypes),
    hairColor: text(source.hairColor),
    hairLength: text(source.hairLength),
    facialHair: text(source.facialHair),
    eyeColor: text(source.eyeColor),
    tattoos: stringRecord(source.tattoos),
    piercings: stringRecord(source.piercings),
    ethnicAppearances: strings(source.ethnicAppearances),
    sizes: stringRecord(source.sizes),
    heightCm: numberOrNull(record(source.height).cm),
    weightKg: numberOrNull(record(source.weight).kg),
    pronouns: { subject: text(pronouns.subject), object: text(pronouns.object), possessive: text(pronouns.possessive) },
    socialLinks: stringRecord(source.socialLinks),
    skills: Object.fromEntries(SKILL_LISTS.map((list) => [list, strings(skills[list])])) as unknown as SkillsValues,
  };
}

function addressValues(value: unknown): AddressValues {
  const address = record(value);
  return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, text(address[part])]));
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

function compact(entries: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== ''),
  );
}

function numberValue(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * The form's values as the API's body. A guardian and the minor flags go only with a minor's birth
 * date (an adult's are stale form state the server drops anyway); the tattoo and piercing areas left
 * at "none" are not sent.
 */
export function toTalentBody(values: Partial<TalentFormValues>, today = new Date()): TalentBody {
  const minor = isMinorBirthDate(values.birthDate, today);
  const guardian = minor ? group(values.guardian, ['firstName', 'lastName', 'relationship', 'email', 'phone']) : null;
  const playableAge = record(values.playableAge);
  const from = numberValue(playableAge.from);
  const to = numberValue(playableAge.to);
  const heightCm = numberValue(values.heightCm);
  const weightKg = numberValue(values.weightKg);
  const skills = record(values.skills);
  const citizenship = strings(values.citizenship);
  const sizes = record(values.sizes);
  return {
    firstName: clean(values.firstName),
    middleName: clean(values.middleName),
    lastName: clean(values.lastName),
    aliases: strings(values.aliases)
      .map((alias) => alias.trim())
      .filter(Boolean),
    birthDate: clean(values.birthDate),
    trustAccount: minor && values.trustAccount === true,
    workPermit: minor && values.workPermit === true,
    guardian,
    taxId: clean(values.taxId),
    citizenship,
    citizenshipOtherDescription: citizenship.includes('other') ? clean(values.citizenshipOtherDescription) : null,
    workPermits: text(values.workPermits)
      .split('\n')
      .map((permit) => permit.trim())
      .filter(Boolean),
    passport: group(values.passport, ['number', 'country', 'expiresOn']),
    residenceAddress: group(values.residenceAddress, ADDRESS_PARTS),
    usMailingAddress: group(values.usMailingAddress, ADDRESS_PARTS),
    unions: strings(values.unions),
    playableAge: from === null && to === null ? null : { from, to },
    genderRole: clean(values.genderRole),
    canPlayTransgender: values.canPlayTransgender === true,
    canPlayNonBinary: values.canPlayNonBinary === true,
    canPlayTwins: values.canPlayTwins === true,
    bodyTypes: strings(values.bodyTypes),
    hairColor: clean(values.hairColor),
    hairLength: clean(values.hairLength),
    facialHair: clean(values.facialHair),
    eyeColor: clean(values.eyeColor),
    tattoos: coverage(values.tattoos),
    piercings: coverage(values.piercings),
    ethnicAppearances: strings(values.ethnicAppearances),
    sizes: compact(Object.fromEntries(Object.entries(sizes).map(([field, size]) => [field, clean(size)]))),
    height: heightCm === null ? null : { cm: heightCm },
    weight: weightKg === null ? null : { kg: weightKg },
    pronouns: group(values.pronouns, ['subject', 'object', 'possessive']),
    socialLinks: compact(
      Object.fromEntries(Object.entries(record(values.socialLinks)).map(([network, url]) => [network, clean(url)])),
    ),
    skills: Object.fromEntries(SKILL_LISTS.map((list) => [list, strings(skills[list])])),
  };
}

function coverage(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(stringRecord(value)).filter(([, level]) => level !== '' && level !== 'none'),
  );
}

/** One tab's part of the body. */
export function tabBody(body: TalentBody, tab: FormTab): TalentBody {
  return Object.fromEntries(TAB_FIELDS[tab].map((field) => [field, body[field]]));
}

/** The body's fields that differ from the stored profile's (what a PATCH sends). */
export function changedBody(body: TalentBody, stored: TalentBody): TalentBody {
  return Object.fromEntries(
    Object.entries(body).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(stored[field])),
  );
}

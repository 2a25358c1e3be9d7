import {
  BODY_AREAS,
  BODY_TYPES,
  COVERAGE_LEVELS,
  ETHNIC_APPEARANCES,
  EYE_COLORS,
  FACIAL_HAIR,
  GENDER_ROLES,
  HAIR_COLORS,
  HAIR_LENGTHS,
  SIZE_FIELDS,
  type BodyArea,
  type BodyType,
  type CoverageLevel,
  type EthnicAppearance,
  type EyeColor,
  type FacialHair,
  type GenderRole,
  type HairColor,
  type HairLength,
  type SizeField,
} from '../../catalogue/appearance.catalogue.js';
import { optionalAddress, type AddressData, type AddressInput } from '../../common/address.rules.js';
import {
  choices,
  invalidValue,
  isBlankGroup,
  isoDateOf,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalGroup,
  optionalHttpsUrl,
  optionalInteger,
  optionalText,
  requireAtLeastOne,
  requiredCountry,
  requiredDate,
  requiredText,
  textList,
} from '../../common/field-rules.js';
import { optionalPhone } from '../../common/phone.rules.js';
import {
  ACCENTS,
  ASSISTIVE_DEVICES,
  ATHLETIC_SKILLS,
  DISABILITY_TYPES,
  LANGUAGES,
  PERFORMANCE_SKILLS,
  type Accent,
  type AssistiveDevice,
  type AthleticSkill,
  type DisabilityType,
  type Language,
  type PerformanceSkill,
} from '../../catalogue/skills.catalogue.js';
import { SOCIAL_NETWORK_HOSTS, SOCIAL_NETWORKS, type SocialNetwork } from '../../catalogue/social.catalogue.js';
import {
  CITIZENSHIPS,
  GUARDIAN_RELATIONSHIPS,
  NON_UNION,
  UNIONS,
  type Citizenship,
  type GuardianRelationship,
  type Union,
} from '../../catalogue/union.catalogue.js';
import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';
import { heightInCentimetres, weightInGrams, type HeightInput, type WeightInput } from './measurements.js';
import { isMinor } from './talent-age.js';

/*
 * The talent profile form's rules (spec sections 3 and 5), checked in form order; the first broken
 * rule is thrown as a ProfilesException. Limits ("Max {0} characters"), which the spec leaves open:
 *
 * | limit                        | value | fields                                                 |
 * | ---------------------------- | ----- | ------------------------------------------------------ |
 * | NAME_MAX_LENGTH              | 50    | first, middle, last name; guardian's names             |
 * | ALIAS_MAX_LENGTH             | 50    | each alias                                             |
 * | ALIASES_MAX_COUNT            | 3     | aliases                                                |
 * | TAX_ID_MAX_LENGTH            | 20    | taxId                                                  |
 * | SHORT_TEXT_MAX_LENGTH        | 100   | citizenshipOtherDescription, each work permit          |
 * | WORK_PERMITS_MAX_COUNT       | 10    | workPermits                                            |
 * | PASSPORT_NUMBER_MAX_LENGTH   | 20    | passport.number                                        |
 * | SIZE_MAX_LENGTH              | 20    | each size (shirt ... hat)                              |
 * | DESCRIPTION_MAX_LENGTH       | 2000  | sizes.wardrobeNotes                                    |
 * | PRONOUN_MAX_LENGTH           | 20    | pronouns.subject, object, possessive                   |
 * | PLAYABLE_AGE_MIN/MAX         | 0/120 | playableAge.from, playableAge.to                       |
 * | (field, address rules)       |       | emails 254, URLs 2048, address lines 100, city 60 ...  |
 */
export const NAME_MAX_LENGTH = 50;
export const ALIAS_MAX_LENGTH = 50;
export const ALIASES_MAX_COUNT = 3;
export const TAX_ID_MAX_LENGTH = 20;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const WORK_PERMITS_MAX_COUNT = 10;
export const PASSPORT_NUMBER_MAX_LENGTH = 20;
export const SIZE_MAX_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const PRONOUN_MAX_LENGTH = 20;
export const PLAYABLE_AGE_MIN = 0;
export const PLAYABLE_AGE_MAX = 120;
/** Birth dates before this are taken for typing mistakes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export interface GuardianInput {
  firstName?: string;
  lastName?: string;
  relationship?: string;
  email?: string;
  phone?: string;
}

export interface PassportInput {
  number?: string;
  country?: string;
  expiresOn?: string;
}

export type SizesInput = Partial<Record<SizeField, string>> & { wardrobeNotes?: string };

export interface PronounsInput {
  subject?: string;
  object?: string;
  possessive?: string;
}

export interface SkillsInput {
  athletic?: string[];
  performance?: string[];
  accents?: string[];
  languages?: string[];
  disabilityTypes?: string[];
  assistiveDevices?: string[];
}

/** What the API receives: catalogue keys as plain strings, optional wherever the spec allows. */
export interface TalentProfileInput {
  firstName: string;
  middleName?: string;
  lastName: string;
  aliases?: string[];
  birthDate: string;
  /** Minor flags and guardian: only read when the talent is under 18. */
  trustAccount?: boolean;
  workPermit?: boolean;
  guardian?: GuardianInput;
  taxId?: string;
  citizenship: string[];
  citizenshipOtherDescription?: string;
  workPermits?: string[];
  passport?: PassportInput;
  residenceAddress?: AddressInput;
  usMailingAddress?: AddressInput;
  unions: string[];
  playableAge?: { from?: number; to?: number };
  genderRole?: string;
  canPlayTransgender?: boolean;
  canPlayNonBinary?: boolean;
  canPlayTwins?: boolean;
  bodyTypes: string[];
  hairColor?: string;
  hairLength?: string;
  facialHair?: string;
  eyeColor?: string;
  /** Coverage per body area, e.g. { arms: 'one' }. */
  tattoos?: Record<string, string>;
  piercings?: Record<string, string>;
  ethnicAppearances: string[];
  sizes?: SizesInput;
  height?: HeightInput;
  weight?: WeightInput;
  pronouns?: PronounsInput;
  /** Profile URL per network, e.g. { instagram: 'https://www.instagram.com/ada' }. */
  socialLinks?: Record<string, string>;
  skills?: SkillsInput;
}

export interface GuardianData {
  firstName: string;
  lastName: string;
  relationship: GuardianRelationship;
  email: string;
  phone: string;
}

export interface PassportData {
  number: string;
  country: string;
  expiresOn: string;
}

export type Sizes = Partial<Record<SizeField, string>> & { wardrobeNotes?: string };
export type Coverage = Partial<Record<BodyArea, CoverageLevel>>;

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}

export interface Skills {
  athletic: AthleticSkill[];
  performance: PerformanceSkill[];
  accents: Accent[];
  languages: Language[];
  disabilityTypes: DisabilityType[];
  assistiveDevices: AssistiveDevice[];
}

/** A valid profile, normalized: trimmed text (blank means absent), catalogue keys, metric integers. */
export interface TalentProfileData {
  firstName: string;
  middleName?: string;
  lastName: string;
  aliases: string[];
  birthDate: string;
  /** Always false for an adult. */
  trustAccount: boolean;
  workPermit: boolean;
  /** Present exactly when the talent is a minor. */
  guardian?: GuardianData;
  taxId?: string;
  citizenship: Citizenship[];
  /** Present only when citizenship includes 'other'. */
  citizenshipOtherDescription?: string;
  workPermits: string[];
  passport?: PassportData;
  residenceAddress?: AddressData;
  usMailingAddress?: AddressData;
  unions: Union[];
  playableAge?: { from: number; to: number };
  genderRole?: GenderRole;
  canPlayTransgender: boolean;
  canPlayNonBinary: boolean;
  canPlayTwins: boolean;
  bodyTypes: BodyType[];
  hairColor?: HairColor;
  hairLength?: HairLength;
  facialHair?: FacialHair;
  eyeColor?: EyeColor;
  tattoos: Coverage;
  piercings: Coverage;
  ethnicAppearances: EthnicAppearance[];
  sizes: Sizes;
  heightCm?: number;
  weightGrams?: number;
  pronouns?: Pronouns;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  skills: Skills;
}

/** Checks a talent profile against the rules of spec section 5, in form order, and normalizes it. */
export function validateTalentProfile(input: TalentProfileInput, today: Date): TalentProfileData {
  const firstName = requiredText('firstName', input.firstName, NAME_MAX_LENGTH);
  const middleName = optionalText('middleName', input.middleName, NAME_MAX_LENGTH);
  const lastName = requiredText('lastName', input.lastName, NAME_MAX_LENGTH);
  const aliases = textList('aliases', input.aliases, ALIAS_MAX_LENGTH, ALIASES_MAX_COUNT);
  const birthDate = validBirthDate(input.birthDate, today);
  const minor = isMinor(birthDate, today);
  // An adult's guardian and minor flags are stale form state, not data worth keeping.
  const trustAccount = minor && optionalBoolean('trustAccount', input.trustAccount);
  const workPermit = minor && optionalBoolean('workPermit', input.workPermit);
  const guardian = minor ? validGuardian(input.guardian) : undefined;
  const taxId = optionalText('taxId', input.taxId, TAX_ID_MAX_LENGTH);
  const citizenship = choices('citizenship', input.citizenship, CITIZENSHIPS);
  requireAtLeastOne('citizenship', citizenship);
  const citizenshipOtherDescription = citizenship.includes('other')
    ? requiredText('citizenshipOtherDescription', input.citizenshipOtherDescription, SHORT_TEXT_MAX_LENGTH)
    : undefined;
  const workPermits = textList('workPermits', input.workPermits, SHORT_TEXT_MAX_LENGTH, WORK_PERMITS_MAX_COUNT);
  const passport = validPassport(input.passport, today);
  const residenceAddress = optionalAddress('residenceAddress', input.residenceAddress);
  const usMailingAddress = optionalAddress('usMailingAddress', input.usMailingAddress, { usOnly: true });
  const unions = validUnions(input.unions);
  const playableAge = validPlayableAge(input.playableAge);
  const genderRole = optionalChoice('genderRole', input.genderRole, GENDER_ROLES);
  const canPlayTransgender = optionalBoolean('canPlayTransgender', input.canPlayTransgender);
  const canPlayNonBinary = optionalBoolean('canPlayNonBinary', input.canPlayNonBinary);
  const canPlayTwins = optionalBoolean('canPlayTwins', input.canPlayTwins);
  const bodyTypes = choices('bodyTypes', input.bodyTypes, BODY_TYPES);
  requireAtLeastOne('bodyType', bodyTypes);
  const hairColor = optionalChoice('hairColor', input.hairColor, HAIR_COLORS);
  const hairLength = optionalChoice('hairLength', input.hairLength, HAIR_LENGTHS);
  const facialHair = optionalChoice('facialHair', input.facialHair, FACIAL_HAIR);
  const eyeColor = optionalChoice('eyeColor', input.eyeColor, EYE_COLORS);
  const tattoos = validCoverage('tattoos', input.tattoos);
  const piercings = validCoverage('piercings', input.piercings);
  const ethnicAppearances = choices('ethnicAppearances', input.ethnicAppearances, ETHNIC_APPEARANCES);
  requireAtLeastOne('ethnicAppearance', ethnicAppearances);
  const sizes = validSizes(input.sizes);
  const heightCm = heightInCentimetres('height', input.height);
  const weightGrams = weightInGrams('weight', input.weight);
  const pronouns = validPronouns(input.pronouns);
  const socialLinks = validSocialLinks(input.socialLinks);
  const skills = validSkills(input.skills);
  return {
    firstName,
    middleName,
    lastName,
    aliases,
    birthDate,
    trustAccount,
    workPermit,
    guardian,
    taxId,
    citizenship,
    citizenshipOtherDescription,
    workPermits,
    passport,
    residenceAddress,
    usMailingAddress,
    unions,
    playableAge,
    genderRole,
    canPlayTransgender,
    canPlayNonBinary,
    canPlayTwins,
    bodyTypes,
    hairColor,
    hairLength,
    facialHair,
    eyeColor,
    tattoos,
    piercings,
    ethnicAppearances,
    sizes,
    heightCm,
    weightGrams,
    pronouns,
    socialLinks,
    skills,
  };
}

function validBirthDate(value: unknown, today: Date): string {
  const birthDate = requiredDate('birthDate', value);
  if (birthDate > isoDateOf(today)) {
    throw invalidValue('birthDate', 'Birth date cannot be in the future');
  }
  if (birthDate < EARLIEST_BIRTH_DATE) {
    throw invalidValue('birthDate', 'Birth date cannot be before 1900');
  }
  return birthDate;
}

/** A minor's parent or guardian, every field required: casting contacts them, not the child. */
function validGuardian(value: unknown): GuardianData {
  const input = optionalGroup('guardian', value) ?? {};
  const needed = (field: keyof GuardianInput): never => {
    throw new ProfilesException(
      ProfilesErrorCode.MinorNeedsGuardian,
      'A parent or guardian is required for a talent under 18.',
      [`guardian.${field}`],
    );
  };
  const firstName = optionalText('guardian.firstName', input.firstName, NAME_MAX_LENGTH) ?? needed('firstName');
  const lastName = optionalText('guardian.lastName', input.lastName, NAME_MAX_LENGTH) ?? needed('lastName');
  const relationship =
    optionalChoice('guardian.relationship', input.relationship, GUARDIAN_RELATIONSHIPS) ?? needed('relationship');
  const email = optionalEmail('guardian.email', input.email) ?? needed('email');
  const phone = optionalPhone('guardian.phone', input.phone) ?? needed('phone');
  return { firstName, lastName, relationship, email, phone };
}

/** All or nothing: a passport is recorded with its number, country and an expiry after today. */
function validPassport(value: unknown, today: Date): PassportData | undefined {
  const input = optionalGroup('passport', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  const number = requiredText('passport.number', input.number, PASSPORT_NUMBER_MAX_LENGTH);
  const country = requiredCountry('passport.country', input.country);
  const expiresOn = requiredDate('passport.expiresOn', input.expiresOn);
  if (expiresOn <= isoDateOf(today)) {
    throw new ProfilesException(ProfilesErrorCode.PassportExpired, 'Expiration must be a date after today.', [
      'passport.expiresOn',
    ]);
  }
  return { number, country, expiresOn };
}

function validUnions(value: unknown): Union[] {
  const unions = choices('unions', value, UNIONS);
  requireAtLeastOne('union', unions);
  if (unions.includes(NON_UNION) && unions.length > 1) {
    throw invalidValue('unions', 'Non-union cannot be combined with a union');
  }
  return unions;
}

function validPlayableAge(value: unknown): { from: number; to: number } | undefined {
  const input = optionalGroup('playableAge', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  const from = optionalInteger('playableAge.from', input.from, PLAYABLE_AGE_MIN, PLAYABLE_AGE_MAX);
  const to = optionalInteger('playableAge.to', input.to, PLAYABLE_AGE_MIN, PLAYABLE_AGE_MAX);
  if (from === undefined || to === undefined) {
    throw invalidValue(from === undefined ? 'playableAge.from' : 'playableAge.to', 'Give both ends of the range');
  }
  if (from > to) {
    throw new ProfilesException(ProfilesErrorCode.InvalidRange, 'From must not be above to', ['playableAge']);
  }
  return { from, to };
}

function validCoverage(field: 'tattoos' | 'piercings', value: unknown): Coverage {
  const input = optionalGroup(field, value) ?? {};
  const coverage: Coverage = {};
  for (const [area, level] of Object.entries(input)) {
    const bodyArea = optionalChoice(field, area, BODY_AREAS);
    const coverageLevel = optionalChoice(`${field}.${area}`, level, COVERAGE_LEVELS);
    if (bodyArea !== undefined && coverageLevel !== undefined) {
      coverage[bodyArea] = coverageLevel;
    }
  }
  return coverage;
}

function validSizes(value: unknown): Sizes {
  const input = optionalGroup('sizes', value) ?? {};
  const sizes: Sizes = {};
  for (const field of SIZE_FIELDS) {
    const size = optionalText(`sizes.${field}`, input[field], SIZE_MAX_LENGTH);
    if (size !== undefined) {
      sizes[field] = size;
    }
  }
  const wardrobeNotes = optionalText('sizes.wardrobeNotes', input.wardrobeNotes, DESCRIPTION_MAX_LENGTH);
  return wardrobeNotes === undefined ? sizes : { ...sizes, wardrobeNotes };
}

/** Free text (the console offers presets); all three forms or none, since each is used in sentences. */
function validPronouns(value: unknown): Pronouns | undefined {
  const input = optionalGroup('pronouns', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  return {
    subject: requiredText('pronouns.subject', input.subject, PRONOUN_MAX_LENGTH),
    object: requiredText('pronouns.object', input.object, PRONOUN_MAX_LENGTH),
    possessive: requiredText('pronouns.possessive', input.possessive, PRONOUN_MAX_LENGTH),
  };
}

/** Each link must be https and on its own network's hosts. */
function validSocialLinks(value: unknown): Partial<Record<SocialNetwork, string>> {
  const input = optionalGroup('socialLinks', value) ?? {};
  for (const network of Object.keys(input)) {
    optionalChoice('socialLinks', network, SOCIAL_NETWORKS);
  }
  const links: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = optionalHttpsUrl(`socialLinks.${network}`, input[network], SOCIAL_NETWORK_HOSTS[network]);
    if (url !== undefined) {
      links[network] = url;
    }
  }
  return links;
}

function validSkills(value: unknown): Skills {
  const input = optionalGroup('skills', value) ?? {};
  return {
    athletic: choices('skills.athletic', input.athletic, ATHLETIC_SKILLS),
    performance: choices('skills.performance', input.performance, PERFORMANCE_SKILLS),
    accents: choices('skills.accents', input.accents, ACCENTS),
    languages: choices('skills.languages', input.languages, LANGUAGES),
    disabilityTypes: choices('skills.disabilityTypes', input.disabilityTypes, DISABILITY_TYPES),
    assistiveDevices: choices('skills.assistiveDevices', input.assistiveDevices, ASSISTIVE_DEVICES),
  };
}

import {
  ACCENTS,
  ATHLETIC_SKILLS,
  BODY_TYPES,
  ETHNIC_APPEARANCES,
  EYE_COLORS,
  GENDER_ROLES,
  HAIR_COLORS,
  LANGUAGES,
  PERFORMANCE_SKILLS,
  UNIONS,
} from '../../catalogue/index.js';
import { choices, optionalCountry, optionalInteger, optionalText } from '../../common/field-rules.js';
import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';

export const SEARCH_TEXT_MAX_LENGTH = 100;

export interface Bounds {
  min?: number;
  max?: number;
}

/** A casting professional's talent search, checked: every key is a catalogue key, every range ordered. */
export interface TalentSearch {
  text: string;
  playableAge?: number;
  genderRoles: string[];
  hairColors: string[];
  eyeColors: string[];
  unions: string[];
  ethnicAppearances: string[];
  bodyTypes: string[];
  /** Athletic or performance skills; a talent must have all of them. */
  skills: string[];
  languages: string[];
  accents: string[];
  heightCm: Bounds;
  weightGrams: Bounds;
  country?: string;
  state?: string;
  city?: string;
}

export interface TalentSearchInput {
  text?: string;
  playableAge?: number;
  genderRoles?: string[];
  hairColors?: string[];
  eyeColors?: string[];
  unions?: string[];
  ethnicAppearances?: string[];
  bodyTypes?: string[];
  skills?: string[];
  languages?: string[];
  accents?: string[];
  heightCm?: Bounds;
  weightKg?: Bounds;
  country?: string;
  state?: string;
  city?: string;
}

const SKILLS: readonly string[] = [...ATHLETIC_SKILLS, ...PERFORMANCE_SKILLS];

export function validateTalentSearch(input: TalentSearchInput): TalentSearch {
  const heightCm = orderedBounds('heightCm', input.heightCm, 0, 300);
  const weightKg = orderedBounds('weightKg', input.weightKg, 0, 700);
  return {
    text: optionalText('text', input.text, SEARCH_TEXT_MAX_LENGTH) ?? '',
    playableAge: optionalInteger('playableAge', input.playableAge, 0, 120),
    genderRoles: choices('genderRoles', input.genderRoles ?? [], GENDER_ROLES),
    hairColors: choices('hairColors', input.hairColors ?? [], HAIR_COLORS),
    eyeColors: choices('eyeColors', input.eyeColors ?? [], EYE_COLORS),
    unions: choices('unions', input.unions ?? [], UNIONS),
    ethnicAppearances: choices('ethnicAppearances', input.ethnicAppearances ?? [], ETHNIC_APPEARANCES),
    bodyTypes: choices('bodyTypes', input.bodyTypes ?? [], BODY_TYPES),
    skills: choices('skills', input.skills ?? [], SKILLS),
    languages: choices('languages', input.languages ?? [], LANGUAGES),
    accents: choices('accents', input.accents ?? [], ACCENTS),
    heightCm,
    weightGrams: {
      min: weightKg.min === undefined ? undefined : Math.round(weightKg.min * 1000),
      max: weightKg.max === undefined ? undefined : Math.round(weightKg.max * 1000),
    },
    country: optionalCountry('country', input.country),
    state: optionalText('state', input.state, 60)?.toUpperCase(),
    city: optionalText('city', input.city, 60),
  };
}

/** A min–max filter: each bound optional, within limits, and min ≤ max. */
export function orderedBounds(field: string, bounds: Bounds | undefined, lowest: number, highest: number): Bounds {
  const min = bound(`${field}.min`, bounds?.min, lowest, highest);
  const max = bound(`${field}.max`, bounds?.max, lowest, highest);
  if (min !== undefined && max !== undefined && min > max) {
    throw new ProfilesException(ProfilesErrorCode.InvalidRange, `${field}: the minimum is above the maximum.`, [field]);
  }
  return { min, max };
}

function bound(field: string, value: number | undefined, lowest: number, highest: number): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (!Number.isFinite(value) || value < lowest || value > highest) {
    throw new ProfilesException(ProfilesErrorCode.InvalidValue, `${field} must be between ${lowest} and ${highest}.`, [
      field,
    ]);
  }
  return value;
}

/**
 * The talent search's form (POST /api/talent/search, SearchTalentRequest): every filter the API takes,
 * its parameter in the address, the checks the profiles service makes (talent-search.rules.ts), the
 * request body, and the filters' names for the chips and the empty state.
 */
import {
  keyList,
  keyName,
  numberWithUnit,
  plainText,
  quotedText,
  range,
  inUnit,
  type FilterGroup,
} from '../common/activeFilters';
import { displayName, optionLabel } from '../../resources/talent/optionNames';
import { checkSpec, type FormValues } from '../common/searchForm';
import { checkCountry, checkLength, checkNumber, checkRange, type FieldErrors } from '../common/validation';

export const TALENT_FIELDS = {
  text: { param: 'q' },
  playableAge: { param: 'age' },
  genderRoles: { param: 'gender', list: true },
  unions: { param: 'unions', list: true },
  ethnicAppearances: { param: 'ethnic', list: true },
  bodyTypes: { param: 'body', list: true },
  hairColors: { param: 'hair', list: true },
  eyeColors: { param: 'eyes', list: true },
  heightMin: { param: 'heightMin' },
  heightMax: { param: 'heightMax' },
  weightMin: { param: 'weightMin' },
  weightMax: { param: 'weightMax' },
  skills: { param: 'skills', list: true },
  languages: { param: 'languages', list: true },
  accents: { param: 'accents', list: true },
  country: { param: 'country' },
  state: { param: 'state' },
  city: { param: 'city' },
} as const;
checkSpec(TALENT_FIELDS);

export type TalentForm = FormValues<typeof TALENT_FIELDS>;
export type TalentField = keyof typeof TALENT_FIELDS;

/** The services' limits (talent-search.rules.ts). */
export const TALENT_LIMITS = {
  text: 100,
  place: 60,
  age: { min: 0, max: 120, whole: true },
  heightCm: { min: 0, max: 300 },
  weightKg: { min: 0, max: 700 },
} as const;

/** The form's list fields and the catalogue of /public/catalogues each one chooses from. */
export const TALENT_CATALOGUES = {
  genderRoles: 'genderRoles',
  unions: 'unions',
  ethnicAppearances: 'ethnicAppearances',
  bodyTypes: 'bodyTypes',
  hairColors: 'hairColors',
  eyeColors: 'eyeColors',
  // Athletic and performance skills in one filter: the API's `skills` takes keys of both.
  skills: 'skills',
  languages: 'languages',
  accents: 'accents',
} as const satisfies Partial<Record<TalentField, string>>;

/** The catalogue a skill key comes from (the skills filter lists both). */
export function skillCatalogue(key: string, athletic: readonly string[]): 'athleticSkills' | 'performanceSkills' {
  return athletic.includes(key) ? 'athleticSkills' : 'performanceSkills';
}

/** Names a key of the filters' lists in the member's language: skills by their own catalogue, countries by Intl. */
export function talentOptionName(locale: string, athletic: readonly string[]) {
  return (catalogue: string, key: string): string => {
    if (catalogue === 'skills') {
      return optionLabel(locale, skillCatalogue(key, athletic), key);
    }
    return catalogue === 'countries' ? displayName(locale, 'region', key) : optionLabel(locale, catalogue, key);
  };
}

export function validateTalentForm(values: TalentForm): FieldErrors {
  const errors: FieldErrors = {};
  checkLength(errors, 'text', values.text, TALENT_LIMITS.text);
  checkNumber(errors, 'playableAge', values.playableAge, TALENT_LIMITS.age);
  checkRange(
    errors,
    { min: 'heightMin', max: 'heightMax' },
    { min: values.heightMin, max: values.heightMax },
    TALENT_LIMITS.heightCm,
  );
  checkRange(
    errors,
    { min: 'weightMin', max: 'weightMax' },
    { min: values.weightMin, max: values.weightMax },
    TALENT_LIMITS.weightKg,
  );
  checkCountry(errors, 'country', values.country);
  checkLength(errors, 'state', values.state, TALENT_LIMITS.place);
  checkLength(errors, 'city', values.city, TALENT_LIMITS.place);
  return errors;
}

function bounds(min: string, max: string): { min?: number; max?: number } | undefined {
  const range = {
    ...(min.trim() === '' ? {} : { min: Number(min) }),
    ...(max.trim() === '' ? {} : { max: Number(max) }),
  };
  return Object.keys(range).length > 0 ? range : undefined;
}

/** SearchTalentRequest's JSON for a valid form: only the filters set (an absent filter does not narrow). */
export function talentSearchBody(values: TalentForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const text = values.text.trim();
  if (text !== '') {
    body.text = text;
  }
  if (values.playableAge.trim() !== '') {
    body.playableAge = Number(values.playableAge);
  }
  for (const field of Object.keys(TALENT_CATALOGUES) as (keyof typeof TALENT_CATALOGUES)[]) {
    if (values[field].length > 0) {
      body[field] = values[field];
    }
  }
  const height = bounds(values.heightMin, values.heightMax);
  if (height) {
    body.heightCm = height;
  }
  const weight = bounds(values.weightMin, values.weightMax);
  if (weight) {
    body.weightKg = weight;
  }
  for (const field of ['state', 'city'] as const) {
    if (values[field].trim() !== '') {
      body[field] = values[field].trim();
    }
  }
  if (values.country.trim() !== '') {
    body.country = values.country.trim().toUpperCase();
  }
  return body;
}

/** The request's field names (as the services name them in errors) → the form's fields. */
export const TALENT_WIRE_FIELDS: Readonly<Record<string, TalentField>> = {
  text: 'text',
  playableAge: 'playableAge',
  genderRoles: 'genderRoles',
  unions: 'unions',
  ethnicAppearances: 'ethnicAppearances',
  bodyTypes: 'bodyTypes',
  hairColors: 'hairColors',
  eyeColors: 'eyeColors',
  'heightCm.min': 'heightMin',
  'heightCm.max': 'heightMax',
  heightCm: 'heightMax',
  'weightKg.min': 'weightMin',
  'weightKg.max': 'weightMax',
  weightKg: 'weightMax',
  skills: 'skills',
  languages: 'languages',
  accents: 'accents',
  country: 'country',
  state: 'state',
  city: 'city',
};

const L = 'search.talent.filters';
const U = 'search.units';

/** The filters as the member names them, in the form's order. */
export const TALENT_FILTER_GROUPS: readonly FilterGroup[] = [
  { id: 'text', label: `${L}.text`, fields: ['text'], describe: quotedText('text') },
  {
    id: 'playableAge',
    label: `${L}.playableAge`,
    fields: ['playableAge'],
    describe: numberWithUnit('playableAge', `${U}.years`),
  },
  {
    id: 'genderRoles',
    label: `${L}.genderRoles`,
    fields: ['genderRoles'],
    describe: keyList('genderRoles', 'genderRoles', 'or'),
  },
  { id: 'unions', label: `${L}.unions`, fields: ['unions'], describe: keyList('unions', 'unions', 'or') },
  {
    id: 'ethnicAppearances',
    label: `${L}.ethnicAppearances`,
    fields: ['ethnicAppearances'],
    describe: keyList('ethnicAppearances', 'ethnicAppearances', 'or'),
  },
  {
    id: 'bodyTypes',
    label: `${L}.bodyTypes`,
    fields: ['bodyTypes'],
    describe: keyList('bodyTypes', 'bodyTypes', 'or'),
  },
  {
    id: 'hairColors',
    label: `${L}.hairColors`,
    fields: ['hairColors'],
    describe: keyList('hairColors', 'hairColors', 'or'),
  },
  {
    id: 'eyeColors',
    label: `${L}.eyeColors`,
    fields: ['eyeColors'],
    describe: keyList('eyeColors', 'eyeColors', 'or'),
  },
  {
    id: 'height',
    label: `${L}.height`,
    fields: ['heightMin', 'heightMax'],
    describe: range({ min: 'heightMin', max: 'heightMax' }, inUnit(`${U}.cm`)),
  },
  {
    id: 'weight',
    label: `${L}.weight`,
    fields: ['weightMin', 'weightMax'],
    describe: range({ min: 'weightMin', max: 'weightMax' }, inUnit(`${U}.kg`)),
  },
  { id: 'skills', label: `${L}.skills`, fields: ['skills'], describe: keyList('skills', 'skills', 'and') },
  {
    id: 'languages',
    label: `${L}.languages`,
    fields: ['languages'],
    describe: keyList('languages', 'languages', 'and'),
  },
  { id: 'accents', label: `${L}.accents`, fields: ['accents'], describe: keyList('accents', 'accents', 'and') },
  { id: 'country', label: `${L}.country`, fields: ['country'], describe: keyName('country', 'countries') },
  { id: 'state', label: `${L}.state`, fields: ['state'], describe: plainText('state') },
  { id: 'city', label: `${L}.city`, fields: ['city'], describe: plainText('city') },
];

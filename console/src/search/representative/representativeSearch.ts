/**
 * The representative search's form (POST /api/representative/search, SearchRepresentativeRequest):
 * text, representation types, project locations, services, talent types and the place of business, as
 * representative-search.rules.ts checks them; a list filter matches any of its keys.
 */
import { keyList, keyName, plainText, quotedText, type FilterGroup } from '../common/activeFilters';
import { checkSpec, type FormValues } from '../common/searchForm';
import { checkCountry, checkLength, type FieldErrors } from '../common/validation';

export const REPRESENTATIVE_FIELDS = {
  text: { param: 'q' },
  representationTypes: { param: 'types', list: true },
  projectLocations: { param: 'locations', list: true },
  services: { param: 'services', list: true },
  talentTypes: { param: 'talent', list: true },
  country: { param: 'country' },
  state: { param: 'state' },
  city: { param: 'city' },
} as const;
checkSpec(REPRESENTATIVE_FIELDS);

export type RepresentativeForm = FormValues<typeof REPRESENTATIVE_FIELDS>;
export type RepresentativeField = keyof typeof REPRESENTATIVE_FIELDS;

/** The list fields and their catalogue of /public/catalogues. */
export const REPRESENTATIVE_CATALOGUES = {
  representationTypes: 'representationTypes',
  projectLocations: 'projectLocations',
  services: 'representativeServices',
  talentTypes: 'talentTypes',
} as const satisfies Partial<Record<RepresentativeField, string>>;

const LIMITS = { text: 100, place: 60 } as const;

export function validateRepresentativeForm(values: RepresentativeForm): FieldErrors {
  const errors: FieldErrors = {};
  checkLength(errors, 'text', values.text, LIMITS.text);
  checkCountry(errors, 'country', values.country);
  checkLength(errors, 'state', values.state, LIMITS.place);
  checkLength(errors, 'city', values.city, LIMITS.place);
  return errors;
}

/** SearchRepresentativeRequest's JSON for a valid form: only the filters set. */
export function representativeSearchBody(values: RepresentativeForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of ['text', 'state', 'city'] as const) {
    if (values[field].trim() !== '') {
      body[field] = values[field].trim();
    }
  }
  for (const field of Object.keys(REPRESENTATIVE_CATALOGUES) as (keyof typeof REPRESENTATIVE_CATALOGUES)[]) {
    if (values[field].length > 0) {
      body[field] = values[field];
    }
  }
  if (values.country.trim() !== '') {
    body.country = values.country.trim().toUpperCase();
  }
  return body;
}

export const REPRESENTATIVE_WIRE_FIELDS: Readonly<Record<string, RepresentativeField>> = {
  text: 'text',
  representationTypes: 'representationTypes',
  projectLocations: 'projectLocations',
  services: 'services',
  talentTypes: 'talentTypes',
  country: 'country',
  state: 'state',
  city: 'city',
};

const L = 'search.representative.filters';

export const REPRESENTATIVE_FILTER_GROUPS: readonly FilterGroup[] = [
  { id: 'text', label: `${L}.text`, fields: ['text'], describe: quotedText('text') },
  {
    id: 'representationTypes',
    label: `${L}.representationTypes`,
    fields: ['representationTypes'],
    describe: keyList('representationTypes', 'representationTypes', 'or'),
  },
  {
    id: 'projectLocations',
    label: `${L}.projectLocations`,
    fields: ['projectLocations'],
    describe: keyList('projectLocations', 'projectLocations', 'or'),
  },
  {
    id: 'services',
    label: `${L}.services`,
    fields: ['services'],
    describe: keyList('services', 'representativeServices', 'or'),
  },
  {
    id: 'talentTypes',
    label: `${L}.talentTypes`,
    fields: ['talentTypes'],
    describe: keyList('talentTypes', 'talentTypes', 'or'),
  },
  { id: 'country', label: `${L}.country`, fields: ['country'], describe: keyName('country', 'countries') },
  { id: 'state', label: `${L}.state`, fields: ['state'], describe: plainText('state') },
  { id: 'city', label: `${L}.city`, fields: ['city'], describe: plainText('city') },
];

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
  PRONOUN_SET_KEYS,
  SIZE_FIELDS,
} from './appearance.catalogue.js';
import {
  COMPANY_KINDS,
  PROJECT_LOCATIONS,
  PROJECT_TYPES,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  TALENT_REPRESENTED_BANDS,
  TALENT_TYPES,
} from './representative.catalogue.js';
import {
  ACCENTS,
  ASSISTIVE_DEVICES,
  ATHLETIC_SKILLS,
  DISABILITY_TYPES,
  LANGUAGES,
  PERFORMANCE_SKILLS,
} from './skills.catalogue.js';
import { SOCIAL_NETWORKS } from './social.catalogue.js';
import { CITIZENSHIPS, GUARDIAN_RELATIONSHIPS, UNIONS } from './union.catalogue.js';

/** Every catalogue by name, as the API serves them to the console (which translates catalogue.<name>.<key>). */
export const CATALOGUES = {
  unions: UNIONS,
  citizenships: CITIZENSHIPS,
  guardianRelationships: GUARDIAN_RELATIONSHIPS,
  genderRoles: GENDER_ROLES,
  bodyTypes: BODY_TYPES,
  hairColors: HAIR_COLORS,
  hairLengths: HAIR_LENGTHS,
  facialHair: FACIAL_HAIR,
  eyeColors: EYE_COLORS,
  bodyAreas: BODY_AREAS,
  coverageLevels: COVERAGE_LEVELS,
  ethnicAppearances: ETHNIC_APPEARANCES,
  sizeFields: SIZE_FIELDS,
  pronounSets: PRONOUN_SET_KEYS,
  socialNetworks: SOCIAL_NETWORKS,
  athleticSkills: ATHLETIC_SKILLS,
  performanceSkills: PERFORMANCE_SKILLS,
  accents: ACCENTS,
  languages: LANGUAGES,
  disabilityTypes: DISABILITY_TYPES,
  assistiveDevices: ASSISTIVE_DEVICES,
  representationTypes: REPRESENTATION_TYPES,
  projectLocations: PROJECT_LOCATIONS,
  representativeServices: REPRESENTATIVE_SERVICES,
  companyKinds: COMPANY_KINDS,
  talentRepresentedBands: TALENT_REPRESENTED_BANDS,
  talentTypes: TALENT_TYPES,
  projectTypes: PROJECT_TYPES,
} as const satisfies Record<string, readonly string[]>;

export type CatalogueName = keyof typeof CATALOGUES;

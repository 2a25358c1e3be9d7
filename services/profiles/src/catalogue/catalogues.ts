import type { Catalogues } from '@callsheet/kernel';
import * as appearance from './appearance.catalogue.js';
import * as representative from './representative.catalogue.js';
import * as skills from './skills.catalogue.js';
import * as social from './social.catalogue.js';
import * as union from './union.catalogue.js';

/** Every catalogue by name, as the API serves them to the console (which translates catalogue.<name>.<key>). */
export const CATALOGUES = {
  unions: union.UNIONS,
  citizenships: union.CITIZENSHIPS,
  guardianRelationships: union.GUARDIAN_RELATIONSHIPS,
  genderRoles: appearance.GENDER_ROLES,
  bodyTypes: appearance.BODY_TYPES,
  hairColors: appearance.HAIR_COLORS,
  hairLengths: appearance.HAIR_LENGTHS,
  facialHair: appearance.FACIAL_HAIR,
  eyeColors: appearance.EYE_COLORS,
  bodyAreas: appearance.BODY_AREAS,
  coverageLevels: appearance.COVERAGE_LEVELS,
  ethnicAppearances: appearance.ETHNIC_APPEARANCES,
  sizeFields: appearance.SIZE_FIELDS,
  pronounSets: appearance.PRONOUN_SET_KEYS,
  socialNetworks: social.SOCIAL_NETWORKS,
  athleticSkills: skills.ATHLETIC_SKILLS,
  performanceSkills: skills.PERFORMANCE_SKILLS,
  accents: skills.ACCENTS,
  languages: skills.LANGUAGES,
  disabilityTypes: skills.DISABILITY_TYPES,
  assistiveDevices: skills.ASSISTIVE_DEVICES,
  representationTypes: representative.REPRESENTATION_TYPES,
  projectLocations: representative.PROJECT_LOCATIONS,
  representativeServices: representative.REPRESENTATIVE_SERVICES,
  companyKinds: representative.COMPANY_KINDS,
  talentRepresentedBands: representative.TALENT_REPRESENTED_BANDS,
  talentTypes: representative.TALENT_TYPES,
  projectTypes: representative.PROJECT_TYPES,
} as const satisfies Catalogues;

export type CatalogueName = keyof typeof CATALOGUES;

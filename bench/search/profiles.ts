// What the search bench uses from the profiles service, in one place. A workspace is normally imported
// through its package entry, but the profiles package exports only its Nest application: the bench
// measures the repository's own SQL (TalentRepository.search), so it reaches into the sources here.
/* eslint-disable no-restricted-imports -- the bench drives the profiles repository directly, see above */
export {
  ACCENTS,
  ATHLETIC_SKILLS,
  BODY_TYPES,
  ETHNIC_APPEARANCES,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_LENGTHS,
  LANGUAGES,
  PERFORMANCE_SKILLS,
  UNIONS,
  type Accent,
  type AthleticSkill,
  type BodyType,
  type EthnicAppearance,
  type EyeColor,
  type GenderRole,
  type HairColor,
  type HairLength,
  type Language,
  type PerformanceSkill,
  type Union,
} from '../../services/profiles/src/catalogue/index.js';
export {
  createProfilesDatabase,
  type ProfilesDatabase,
} from '../../services/profiles/src/database/profiles.database.js';
export { Prisma } from '../../services/profiles/src/generated/prisma/client.js';
export type { TierQuery } from '@callsheet/kernel';
export {
  validateTalentProfile,
  type TalentProfileData,
  type TalentProfileInput,
} from '../../services/profiles/src/talent/domain/talent-profile.rules.js';
export {
  validateTalentSearch,
  type TalentSearchInput,
} from '../../services/profiles/src/talent/domain/talent-search.rules.js';
export {
  profileColumns,
  searchColumns,
  talentSearchQueries,
  TalentRepository,
} from '../../services/profiles/src/talent/talent.repository.js';
export {
  COMPANY_KINDS,
  PROJECT_LOCATIONS,
  PROJECT_TYPES,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  TALENT_REPRESENTED_BANDS,
  TALENT_TYPES,
} from '../../services/profiles/src/catalogue/index.js';
export {
  validateRepresentativeProfile,
  type RepresentativeProfileData,
  type RepresentativeProfileInput,
} from '../../services/profiles/src/representative/domain/representative-profile.rules.js';
export {
  validateRepresentativeSearch,
  type RepresentativeSearchInput,
} from '../../services/profiles/src/representative/domain/representative-search.rules.js';
export {
  representativeSearchColumns,
  representativeSearchQueries,
  RepresentativeRepository,
} from '../../services/profiles/src/representative/representative.repository.js';

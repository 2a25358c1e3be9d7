// What the search bench uses from the productions service, in one place (see profiles.ts): the bench
// measures the repository's own SQL (JobRepository.search), so it reaches into the sources here.
/* eslint-disable no-restricted-imports -- the bench drives the productions repository directly, see above */
export {
  ETHNICITIES,
  JOB_TYPES,
  LOCATION_KINDS,
  MATERIAL_KINDS,
  PRE_SCREEN_MEDIA,
  PRODUCTION_CATEGORIES,
  PRODUCTION_SUBTYPES,
  PRODUCTION_TYPES,
  RATE_TYPES,
  REMOTE_OPTIONS,
  UNION_STATUSES,
  WORK_DURATIONS,
  type Ethnicity,
  type JobType,
  type LocationKind,
  type MaterialKind,
  type PreScreenMedium,
  type ProductionCategory,
  type ProductionPhase,
  type ProductionType,
  type RateType,
  type RecordStatus,
  type RemoteOption,
  type UnionStatus,
  type WorkDuration,
} from '../../services/productions/src/catalogue/index.js';
export {
  createProductionsDatabase,
  type ProductionsDatabase,
} from '../../services/productions/src/database/productions.database.js';
export { Prisma } from '../../services/productions/src/generated/prisma/client.js';
export type { TierQuery } from '@callsheet/kernel';
export { validateJobSearch, type JobSearchInput } from '../../services/productions/src/job/domain/job-search.rules.js';
export { validateJob, type JobData, type JobInput } from '../../services/productions/src/job/domain/job.rules.js';
export { jobSearchQueries, JobRepository, searchColumns } from '../../services/productions/src/job/job.repository.js';
export {
  validateProduction,
  type ProductionData,
  type ProductionInput,
} from '../../services/productions/src/production/domain/production.rules.js';
export type { StoredProduction } from '../../services/productions/src/production/production.repository.js';
export {
  validateProject,
  type ProjectData,
  type ProjectInput,
} from '../../services/productions/src/project/domain/project.rules.js';

import {
  ETHNICITIES,
  JOB_TYPES,
  LOCATION_KINDS,
  MATERIAL_KINDS,
  OUTCOME_DEPENDENT_KINDS,
  PRE_SCREEN_MEDIA,
  RATE_TYPES,
  REMOTE_OPTIONS,
  WORK_DURATIONS,
} from './job.catalogue.js';
import {
  ALL_PRODUCTION_SUBTYPES,
  PRODUCTION_CATEGORIES,
  PRODUCTION_TYPES,
  UNION_STATUSES,
} from './production.catalogue.js';
import { PHASE_LABELS, PRODUCTION_PHASES, RECORD_STATUSES } from './status.catalogue.js';

/**
 * Every catalogue by name, as the API serves them to the console (which translates catalogue.<name>.<key>).
 * Which subtypes belong to which type is PRODUCTION_SUBTYPES; the state codes of region.catalogue.ts
 * are ISO codes, not translated keys, so they are not listed here.
 */
export const CATALOGUES = {
  productionTypes: PRODUCTION_TYPES,
  productionSubtypes: ALL_PRODUCTION_SUBTYPES,
  productionCategories: PRODUCTION_CATEGORIES,
  unionStatuses: UNION_STATUSES,
  recordStatuses: RECORD_STATUSES,
  productionPhases: PRODUCTION_PHASES,
  phaseLabels: PHASE_LABELS,
  jobTypes: JOB_TYPES,
  locationKinds: LOCATION_KINDS,
  remoteOptions: REMOTE_OPTIONS,
  materialKinds: MATERIAL_KINDS,
  preScreenMedia: PRE_SCREEN_MEDIA,
  workDurations: WORK_DURATIONS,
  rateTypes: RATE_TYPES,
  outcomeDependentKinds: OUTCOME_DEPENDENT_KINDS,
  ethnicities: ETHNICITIES,
} as const satisfies Record<string, readonly string[]>;

export type CatalogueName = keyof typeof CATALOGUES;

import type { Catalogues } from '@callsheet/kernel';
import * as job from './job.catalogue.js';
import * as production from './production.catalogue.js';
import * as status from './status.catalogue.js';

/**
 * Every catalogue by name, as the API serves them to the console (which translates catalogue.<name>.<key>).
 * Which subtypes belong to which type is PRODUCTION_SUBTYPES; the state codes of region.catalogue.ts
 * are ISO codes, not translated keys, so they are not listed here.
 */
export const CATALOGUES = {
  productionTypes: production.PRODUCTION_TYPES,
  productionSubtypes: production.ALL_PRODUCTION_SUBTYPES,
  productionCategories: production.PRODUCTION_CATEGORIES,
  unionStatuses: production.UNION_STATUSES,
  recordStatuses: status.RECORD_STATUSES,
  productionPhases: status.PRODUCTION_PHASES,
  phaseLabels: status.PHASE_LABELS,
  jobTypes: job.JOB_TYPES,
  locationKinds: job.LOCATION_KINDS,
  remoteOptions: job.REMOTE_OPTIONS,
  materialKinds: job.MATERIAL_KINDS,
  preScreenMedia: job.PRE_SCREEN_MEDIA,
  workDurations: job.WORK_DURATIONS,
  rateTypes: job.RATE_TYPES,
  outcomeDependentKinds: job.OUTCOME_DEPENDENT_KINDS,
  ethnicities: job.ETHNICITIES,
} as const satisfies Catalogues;

export type CatalogueName = keyof typeof CATALOGUES;

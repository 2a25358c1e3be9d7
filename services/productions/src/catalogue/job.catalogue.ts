// Keys of the role/job form (spec sections 2 and 3). Stable; the console translates them.

/** The kind of role. */
export const JOB_TYPES = [
  'lead',
  'supporting',
  'dayPlayer',
  'background',
  'standIn',
  'stunt',
  'voiceOver',
  'host',
  'model',
  'dancer',
  'singer',
  'musician',
  'comedian',
  'influencer',
  'crew',
  'other',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Who can fill the role: people near the work location, anywhere in its country, anywhere, or online. */
export const LOCATION_KINDS = ['local', 'nationwide', 'worldwide', 'virtual'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const REMOTE_OPTIONS = ['onSite', 'remote', 'hybrid'] as const;
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];

/** Additional materials a submission may carry. */
export const MATERIAL_KINDS = ['photo', 'video', 'audio', 'doc'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** Media a pre-screen requires. */
export const PRE_SCREEN_MEDIA = ['headshot', 'videoReel', 'audioReel', 'coverLetter'] as const;
export type PreScreenMedium = (typeof PRE_SCREEN_MEDIA)[number];

/** Expected length of the engagement, shortest first. */
export const WORK_DURATIONS = ['underADay', 'underAWeek', 'underAMonth', 'overAMonth'] as const;
export type WorkDuration = (typeof WORK_DURATIONS)[number];

/** How the pay is counted; commission is for roles paid on a commission basis. */
export const RATE_TYPES = ['flat', 'hourly', 'daily', 'weekly', 'monthly', 'annualSalary', 'commission'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Pay that depends on the project's outcome. */
export const OUTCOME_DEPENDENT_KINDS = ['profitShare', 'deferred'] as const;
export type OutcomeDependentKind = (typeof OUTCOME_DEPENDENT_KINDS)[number];

/** The ethnicities a role may ask for: the talent profile's ethnic appearances, so searches match keys. */
export { ETHNIC_APPEARANCES as ETHNICITIES, type EthnicAppearance as Ethnicity } from '@callsheet/contracts';

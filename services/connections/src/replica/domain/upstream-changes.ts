import type { JobCopy, RepresentativeCopy, TalentCopy } from './copies.js';

/*
 * What a change published upstream (profiles, productions) does here, besides updating the copy:
 *
 * | upstream change                    | connections                   | applications                              |
 * | ---------------------------------- | ----------------------------- | ----------------------------------------- |
 * | job becomes complete or archived   | -                             | pending ones denied, reason jobClosed     |
 * | talent profile deleted             | live ones archived            | pending ones withdrawn and archived       |
 * | representative profile deleted     | live ones archived            | -                                         |
 */

/** The job statuses in which a job takes no more applications: its pending ones are denied. */
export const CLOSED_JOB_STATUSES: readonly string[] = ['complete', 'archived'];

/** The reasons recorded on what an upstream change ends (shown to members, published in events). */
export const JOB_CLOSED = 'jobClosed';
export const TALENT_PROFILE_DELETED = 'talentProfileDeleted';
export const REPRESENTATIVE_PROFILE_DELETED = 'representativeProfileDeleted';

/** A profile or job as its upstream event says it is now: saved (a job's with the status it moved to), or deleted. */
export type UpstreamChange =
  | { kind: 'talentSaved'; talent: TalentCopy }
  | { kind: 'talentDeleted'; talentId: string; accountId: string }
  | { kind: 'representativeSaved'; representative: RepresentativeCopy }
  | { kind: 'representativeDeleted'; representativeId: string; accountId: string }
  | { kind: 'jobSaved'; job: JobCopy; statusChangedTo?: string }
  | { kind: 'jobDeleted'; jobId: string };

/** What an upstream change ends here, with the reason recorded on each record it ends. */
export type UpstreamEffect =
  | { ends: 'liveConnections'; side: 'talent' | 'representative'; profileId: string; reason: string }
  | { ends: 'pendingApplicationsOfTalent'; talentId: string; reason: string }
  | { ends: 'pendingApplicationsOfJob'; jobId: string; reason: string };

export function closesApplications(jobStatus: string): boolean {
  return CLOSED_JOB_STATUSES.includes(jobStatus);
}

/** The table above: what follows a change, in the order it is done. */
export function upstreamEffects(change: UpstreamChange): UpstreamEffect[] {
  switch (change.kind) {
    case 'jobSaved':
      return change.statusChangedTo !== undefined && closesApplications(change.statusChangedTo)
        ? [{ ends: 'pendingApplicationsOfJob', jobId: change.job.id, reason: JOB_CLOSED }]
        : [];
    case 'talentDeleted':
      return [
        { ends: 'liveConnections', side: 'talent', profileId: change.talentId, reason: TALENT_PROFILE_DELETED },
        { ends: 'pendingApplicationsOfTalent', talentId: change.talentId, reason: TALENT_PROFILE_DELETED },
      ];
    case 'representativeDeleted':
      return [
        {
          ends: 'liveConnections',
          side: 'representative',
          profileId: change.representativeId,
          reason: REPRESENTATIVE_PROFILE_DELETED,
        },
      ];
    case 'talentSaved':
    case 'representativeSaved':
    case 'jobDeleted':
      return [];
  }
}

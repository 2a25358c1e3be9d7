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

export function closesApplications(jobStatus: string): boolean {
  return CLOSED_JOB_STATUSES.includes(jobStatus);
}

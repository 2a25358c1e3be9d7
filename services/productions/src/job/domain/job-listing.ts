import type { RecordStatus } from '../../catalogue/index.js';

export interface ListingSubject {
  status: RecordStatus;
  /** The production's status (jobs keep a copy). */
  productionStatus: string;
  data: { expiresOn?: string };
}

/** Other accounts see a job only while it is active, its production is active and it has not expired. */
export function isListed(job: ListingSubject, today: Date): boolean {
  const todayIso = today.toISOString().slice(0, 10);
  return (
    job.status === 'active' &&
    job.productionStatus === 'active' &&
    (job.data.expiresOn === undefined || job.data.expiresOn > todayIso)
  );
}

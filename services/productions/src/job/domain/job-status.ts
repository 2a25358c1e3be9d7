import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { invalidDate, isoDateOf } from '../../common/field-rules.js';
import { changeStatus } from '../../common/record-status.js';
import { assertPayTransparent, type PayTransparencySubject } from './pay-transparency.js';

export interface ActivationSubject extends PayTransparencySubject {
  expiresOn?: string;
}

/**
 * Before a job is published: its expiry (when it has one) is still after today, and its pay is stated
 * where a pay-transparency law requires it.
 */
export function assertCanActivate(job: ActivationSubject, today: Date): void {
  if (job.expiresOn !== undefined && job.expiresOn <= isoDateOf(today)) {
    throw invalidDate('expiresOn', 'Expiration must be a date after today.');
  }
  assertPayTransparent(job, today);
}

/** The status table first, then the activation rules when the job goes active. */
export function changeJobStatus(
  current: RecordStatus,
  next: RecordStatus,
  job: ActivationSubject,
  today: Date,
): RecordStatus {
  changeStatus(current, next);
  if (next === 'active') {
    assertCanActivate(job, today);
  }
  return next;
}

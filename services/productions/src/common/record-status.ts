import { RECORD_STATUSES, type RecordStatus } from '../catalogue/status.catalogue.js';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';
import { requiredChoice } from './field-rules.js';

/*
 * The one status table for productions, projects and jobs (the spec names the statuses but not their
 * order). A record is written as a draft, marked ready when its author is done, made active (published:
 * a job is then found and applied to), and completed when the work is done.
 *
 * | from     | to                        | why                                                       |
 * | -------- | ------------------------- | --------------------------------------------------------- |
 * | draft    | ready, archived           | done editing; or thrown away                              |
 * | ready    | draft, active, archived   | back to editing (only drafts are updated); publish        |
 * | active   | ready, complete, archived | unpublish (then back to draft to edit); the work is done  |
 * | complete | active, archived          | reopen (more hiring); put away                            |
 * | archived | draft                     | restore: as a draft, so it is checked again on its way up |
 *
 * Changing to the same status is refused: a request that changes nothing is a client bug.
 * Guards beyond the table: production-status.ts (completion rule), job-status.ts (pay transparency).
 */
export const STATUS_TRANSITIONS: Readonly<Record<RecordStatus, readonly RecordStatus[]>> = {
  draft: ['ready', 'archived'],
  ready: ['draft', 'active', 'archived'],
  active: ['ready', 'complete', 'archived'],
  complete: ['active', 'archived'],
  archived: ['draft'],
};

/** Where every record starts. */
export const INITIAL_STATUS: RecordStatus = 'draft';

/** The only status in which the wizard updates a record (spec sections 4 and 8). */
export const EDITABLE_STATUS: RecordStatus = 'draft';

export interface StatusTransitionPair {
  from: RecordStatus;
  to: RecordStatus;
  allowed: boolean;
}

export function canChangeStatus(current: RecordStatus, next: RecordStatus): boolean {
  return STATUS_TRANSITIONS[current].includes(next);
}

/** Every ordered pair of statuses (same-status pairs included, refused), for tests and the OpenAPI description. */
export function statusTransitionPairs(): StatusTransitionPair[] {
  return RECORD_STATUSES.flatMap((from) =>
    RECORD_STATUSES.map((to) => ({ from, to, allowed: canChangeStatus(from, to) })),
  );
}

/** The next status when the table allows it; otherwise invalidStatusTransition with args [current, next]. */
export function changeStatus(current: RecordStatus, next: RecordStatus): RecordStatus {
  if (!canChangeStatus(current, next)) {
    throw new ProductionsException(
      ProductionsErrorCode.InvalidStatusTransition,
      `The status cannot change from ${current} to ${next}; from ${current} it can change to: ${STATUS_TRANSITIONS[current].join(', ')}.`,
      [current, next],
    );
  }
  return next;
}

/** A status as sent by a client (`PATCH .../status`), checked against the catalogue. */
export function parseStatus(value: unknown): RecordStatus {
  return requiredChoice('status', value, RECORD_STATUSES);
}

/** Only records in DRAFT status can be updated in the wizard (spec sections 4 and 8). */
export function assertEditable(status: RecordStatus): void {
  if (status !== EDITABLE_STATUS) {
    throw new ProductionsException(
      ProductionsErrorCode.NotValidUpdateStatus,
      `Only records in DRAFT status can be updated; this one is ${status}.`,
      [status],
    );
  }
}

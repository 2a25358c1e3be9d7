// The status and phase tables of the contracts themselves, which the productions service enforces
// (its own test holds its rules equal to them). status-tables.ts is plain data with no imports, so the
// bundle takes these tables and none of the contracts' protobuf code.
import {
  PRODUCTION_PHASE_TRANSITIONS,
  PRODUCTION_PHASES,
  type ProductionPhaseName as ProductionPhase,
  RECORD_STATUS_TRANSITIONS,
  RECORD_STATUSES,
  type RecordStatusName as RecordStatus,
} from '../../../../proto/src/status-tables';

export { PRODUCTION_PHASE_TRANSITIONS, PRODUCTION_PHASES, RECORD_STATUS_TRANSITIONS, RECORD_STATUSES };
export type { ProductionPhase, RecordStatus };

/** The only status the wizard edits (spec sections 4 and 8: "Update refused: not DRAFT"). */
export const EDITABLE_STATUS: RecordStatus = 'draft';

/** Phases change only while the production is active (the service's PHASE_CHANGE_STATUS). */
export const PHASE_CHANGE_STATUS: RecordStatus = 'active';

/**
 * Project statuses that satisfy the completion rule ("a production cannot be marked completed until at
 * least one project is Ready", spec section 4): a project past ready (active, complete) was ready.
 */
export const PROJECT_STATUSES_COUNTING_AS_READY: readonly RecordStatus[] = ['ready', 'active', 'complete'];

/** What the console calls each move of the table (the buttons' labels: status actions of the brief). */
export type StatusAction =
  'ready' | 'backToDraft' | 'publish' | 'unpublish' | 'complete' | 'reopen' | 'archive' | 'restore';

export interface OfferedAction {
  action: StatusAction;
  to: RecordStatus;
}

function actionOf(from: RecordStatus, to: RecordStatus): StatusAction {
  switch (to) {
    case 'ready':
      return from === 'active' ? 'unpublish' : 'ready';
    case 'active':
      return from === 'complete' ? 'reopen' : 'publish';
    case 'complete':
      return 'complete';
    case 'archived':
      return 'archive';
    case 'draft':
      return from === 'archived' ? 'restore' : 'backToDraft';
  }
}

export function isRecordStatus(value: unknown): value is RecordStatus {
  return typeof value === 'string' && (RECORD_STATUSES as readonly string[]).includes(value);
}

/** The status actions offered on a record: exactly the moves the table allows from its status. */
export function offeredStatusActions(status: string): OfferedAction[] {
  if (!isRecordStatus(status)) {
    return [];
  }
  return RECORD_STATUS_TRANSITIONS[status].map((to) => ({ action: actionOf(status, to), to }));
}

export function isEditable(status: string | undefined): boolean {
  return status === undefined || status === EDITABLE_STATUS;
}

/** The phases a production may move to now: none unless it is active. */
export function offeredPhases(status: string, phase: string): ProductionPhase[] {
  if (status !== PHASE_CHANGE_STATUS || !(PRODUCTION_PHASES as readonly string[]).includes(phase)) {
    return [];
  }
  return [...PRODUCTION_PHASE_TRANSITIONS[phase as ProductionPhase]];
}

/**
 * Whether completing the production would be refused by the completion rule: shown as a warning beside
 * the Complete action (the service refuses it with productionNeedsReadyProject).
 */
export function completionBlocked(projectStatuses: readonly string[]): boolean {
  return !projectStatuses.some((status) => (PROJECT_STATUSES_COUNTING_AS_READY as readonly string[]).includes(status));
}

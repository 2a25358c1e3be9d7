import {
  PRODUCTION_PHASES,
  type PhaseLabel,
  type ProductionPhase,
  type RecordStatus,
} from '../../catalogue/status.catalogue.js';
import { requiredChoice } from '../../common/field-rules.js';
import { ProductionsErrorCode, ProductionsException } from '../../productions.errors.js';

/*
 * A production's phase (spec section 4). Hiring can be started and frozen freely, and reopened from
 * pre-production for a recast; once cameras roll the phases only move forward.
 *
 * | from           | to                          |
 * | -------------- | --------------------------- |
 * | hiring         | freeze, preProduction       |
 * | freeze         | hiring, preProduction       |
 * | preProduction  | hiring, production          |
 * | production     | postProduction              |
 * | postProduction | (none: complete the status) |
 *
 * A phase describes a live production, so it changes only while the production is ACTIVE; a new
 * production starts in hiring. "completed" is a label, not a phase: it is shown for a complete production.
 */
export const PHASE_TRANSITIONS: Readonly<Record<ProductionPhase, readonly ProductionPhase[]>> = {
  hiring: ['freeze', 'preProduction'],
  freeze: ['hiring', 'preProduction'],
  preProduction: ['hiring', 'production'],
  production: ['postProduction'],
  postProduction: [],
};

export const INITIAL_PHASE: ProductionPhase = 'hiring';

/** The production status in which phases change. */
export const PHASE_CHANGE_STATUS: RecordStatus = 'active';

export interface PhaseTransitionPair {
  from: ProductionPhase;
  to: ProductionPhase;
  allowed: boolean;
}

export function canChangePhase(current: ProductionPhase, next: ProductionPhase): boolean {
  return PHASE_TRANSITIONS[current].includes(next);
}

/** Every ordered pair of phases (same-phase pairs included, refused), for tests and the OpenAPI description. */
export function phaseTransitionPairs(): PhaseTransitionPair[] {
  return PRODUCTION_PHASES.flatMap((from) =>
    PRODUCTION_PHASES.map((to) => ({ from, to, allowed: canChangePhase(from, to) })),
  );
}

/**
 * The next phase of a production in `status`: phaseNeedsActiveProduction unless it is active, then
 * invalidPhaseTransition (args [current, next]) unless the table allows the change.
 */
export function changePhase(status: RecordStatus, current: ProductionPhase, next: ProductionPhase): ProductionPhase {
  if (status !== PHASE_CHANGE_STATUS) {
    throw new ProductionsException(
      ProductionsErrorCode.PhaseNeedsActiveProduction,
      `The phase of a production changes only while it is active; this one is ${status}.`,
      [status],
    );
  }
  if (!canChangePhase(current, next)) {
    const allowed = PHASE_TRANSITIONS[current];
    throw new ProductionsException(
      ProductionsErrorCode.InvalidPhaseTransition,
      `The phase cannot change from ${current} to ${next}; from ${current} it can change to: ${allowed.length > 0 ? allowed.join(', ') : 'nothing'}.`,
      [current, next],
    );
  }
  return next;
}

/** A phase as sent by a client, checked against the catalogue. */
export function parsePhase(value: unknown): ProductionPhase {
  return requiredChoice('phase', value, PRODUCTION_PHASES);
}

/** The label the console shows: "completed" for a complete production, its phase otherwise. */
export function phaseLabel(status: RecordStatus, phase: ProductionPhase): PhaseLabel {
  return status === 'complete' ? 'completed' : phase;
}

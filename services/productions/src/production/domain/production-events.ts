import { mergeMasked } from '@callsheet/kernel';
import type { ProductionPhase, RecordStatus } from '../../catalogue/status.catalogue.js';
import { assertEditable } from '../../common/record-status.js';
import { changePhase } from './production-phase.js';
import { changeProductionStatus } from './production-status.js';
import { type ProductionData, type ProductionInput, validateProduction } from './production.rules.js';
import type { ProductionRef } from './record-deletion.js';

/*
 * A production's events, named by its rules (docs/architecture.md, "Who names an event"): each decision
 * below returns the events it raises, the command handler hands them to ProductionRepository, which
 * writes them with the new state through the outbox (productions.events.ts: the published contracts).
 */
export type ProductionIds = { productionId: string; accountId: string };

export type ProductionEvent =
  | ({ type: 'productionCreated' | 'productionUpdated' } & ProductionIds)
  | ({ type: 'productionStatusChanged'; from: RecordStatus; to: RecordStatus } & ProductionIds)
  | ({ type: 'productionPhaseChanged'; from: ProductionPhase; to: ProductionPhase } & ProductionIds);

type CurrentProduction = ProductionRef & { status: RecordStatus; phase: ProductionPhase };

export function productionIds(production: ProductionRef): ProductionIds {
  return { productionId: production.id, accountId: production.accountId };
}

export function productionCreated(production: ProductionRef): ProductionEvent[] {
  return [{ type: 'productionCreated', ...productionIds(production) }];
}

/**
 * An update of the wizard: only a draft is edited (assertEditable), the fields in the mask replace the
 * stored ones and the whole production is checked again.
 */
export function productionUpdate(
  production: ProductionRef & { status: RecordStatus; data: ProductionData },
  input: ProductionInput,
  fieldMask: readonly string[],
): { data: ProductionData; events: ProductionEvent[] } {
  assertEditable(production.status);
  const stored: ProductionInput = production.data;
  const data = validateProduction(mergeMasked(stored, input, fieldMask));
  return { data, events: [{ type: 'productionUpdated', ...productionIds(production) }] };
}

/** The status table and the completion rule (production-status.ts), from the production's status. */
export function productionStatusStep(
  production: CurrentProduction,
  requested: RecordStatus,
  projectStatuses: readonly RecordStatus[],
): { to: RecordStatus; events: ProductionEvent[] } {
  const to = changeProductionStatus(production.status, requested, projectStatuses);
  return {
    to,
    events: [{ type: 'productionStatusChanged', ...productionIds(production), from: production.status, to }],
  };
}

/** The phase table (production-phase.ts), from the production's phase while it is active. */
export function productionPhaseStep(
  production: CurrentProduction,
  requested: ProductionPhase,
): { to: ProductionPhase; events: ProductionEvent[] } {
  const to = changePhase(production.status, production.phase, requested);
  return { to, events: [{ type: 'productionPhaseChanged', ...productionIds(production), from: production.phase, to }] };
}

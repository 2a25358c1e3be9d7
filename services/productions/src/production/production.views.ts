import { create } from '@bufbuild/protobuf';
import { ProductionFieldsSchema, ProductionSchema, type Production } from '@callsheet/contracts';
import { phaseLabel } from './domain/production-phase.js';
import type { StoredProduction } from './production.repository.js';

export function toProductionMessage(production: StoredProduction): Production {
  return create(ProductionSchema, {
    id: production.id,
    accountId: production.accountId,
    fields: create(ProductionFieldsSchema, production.data),
    status: production.status,
    phase: production.phase,
    phaseLabel: phaseLabel(production.status, production.phase),
    createdAt: production.createdAt.toISOString(),
    updatedAt: production.updatedAt.toISOString(),
  });
}

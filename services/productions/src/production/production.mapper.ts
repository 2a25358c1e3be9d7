import { plainInput } from '@callsheet/kernel';
import { create } from '@bufbuild/protobuf';
import { ProductionFieldsSchema, ProductionSchema, type Production, type ProductionFields } from '@callsheet/contracts';
import { phaseLabel } from './domain/production-phase.js';
import type { ProductionInput } from './domain/production.rules.js';
import type { StoredProduction } from './production.repository.js';

export function toProductionInput(fields: ProductionFields | undefined): ProductionInput {
  return plainInput(fields ?? create(ProductionFieldsSchema));
}

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

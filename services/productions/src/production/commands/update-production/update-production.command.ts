import { Command } from '@nestjs/cqrs';
import type { ProductionInput } from '../../domain/production.rules.js';
import type { StoredProduction } from '../../production.repository.js';

/** Wizard step 2 (and edits of step 1): the masked fields of a draft production. */
export class UpdateProductionCommand extends Command<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: ProductionInput,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}

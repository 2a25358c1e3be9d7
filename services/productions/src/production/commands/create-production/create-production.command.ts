import { Command } from '@nestjs/cqrs';
import type { ProductionInput } from '../../domain/production.rules.js';
import type { StoredProduction } from '../../production.repository.js';

/** Wizard step 1: initialize a production, saved as a draft in the hiring phase. */
export class CreateProductionCommand extends Command<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly input: ProductionInput,
  ) {
    super();
  }
}

import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INITIAL_STATUS } from '../../../common/record-status.js';
import { productionCreated } from '../../domain/production-events.js';
import { INITIAL_PHASE } from '../../domain/production-phase.js';
import { validateProduction } from '../../domain/production.rules.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { CreateProductionCommand } from './create-production.command.js';

@CommandHandler(CreateProductionCommand)
export class CreateProductionHandler implements ICommandHandler<CreateProductionCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  execute({ accountId, input }: CreateProductionCommand): Promise<StoredProduction> {
    const data = validateProduction(input);
    const production = { id: uuid7(), accountId, status: INITIAL_STATUS, phase: INITIAL_PHASE, data };
    return this.productions.create(production, productionCreated(production));
  }
}

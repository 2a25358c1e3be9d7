import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { productionPhaseStep } from '../../domain/production-events.js';
import { parsePhase } from '../../domain/production-phase.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { ChangeProductionPhaseCommand } from './change-production-phase.command.js';

@CommandHandler(ChangeProductionPhaseCommand)
export class ChangeProductionPhaseHandler implements ICommandHandler<ChangeProductionPhaseCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, phase }: ChangeProductionPhaseCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const { to, events } = productionPhaseStep(current, parsePhase(phase));
    return requireWritten(await this.productions.changePhase(current, to, events), 'production', id);
  }
}

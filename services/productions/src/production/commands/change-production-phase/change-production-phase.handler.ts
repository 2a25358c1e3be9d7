import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { changePhase, parsePhase } from '../../domain/production-phase.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { ChangeProductionPhaseCommand } from './change-production-phase.command.js';

@CommandHandler(ChangeProductionPhaseCommand)
export class ChangeProductionPhaseHandler implements ICommandHandler<ChangeProductionPhaseCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, phase }: ChangeProductionPhaseCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const next = changePhase(current.status, current.phase, parsePhase(phase));
    return (await this.productions.changePhase(id, accountId, current.phase, next)) ?? throwChanged(id);
  }
}

function throwChanged(id: string): never {
  throw changedMeanwhile('production', id);
}

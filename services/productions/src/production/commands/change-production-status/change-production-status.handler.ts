import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { parseStatus } from '../../../common/record-status.js';
import { changeProductionStatus } from '../../domain/production-status.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { ChangeProductionStatusCommand } from './change-production-status.command.js';

@CommandHandler(ChangeProductionStatusCommand)
export class ChangeProductionStatusHandler implements ICommandHandler<ChangeProductionStatusCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, status }: ChangeProductionStatusCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const next = changeProductionStatus(
      current.status,
      parseStatus(status),
      await this.productions.projectStatuses(id),
    );
    return (await this.productions.changeStatus(id, accountId, current.status, next)) ?? throwChanged(id);
  }
}

function throwChanged(id: string): never {
  throw changedMeanwhile('production', id);
}

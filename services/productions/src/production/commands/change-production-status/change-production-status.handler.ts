import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { parseStatus } from '../../../common/record-status.js';
import { productionStatusStep } from '../../domain/production-events.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { ChangeProductionStatusCommand } from './change-production-status.command.js';

@CommandHandler(ChangeProductionStatusCommand)
export class ChangeProductionStatusHandler implements ICommandHandler<ChangeProductionStatusCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, status }: ChangeProductionStatusCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const projectStatuses = await this.productions.projectStatuses(id);
    const { to, events } = productionStatusStep(current, parseStatus(status), projectStatuses);
    return requireWritten(await this.productions.changeStatus(current, to, events), 'production', id);
  }
}

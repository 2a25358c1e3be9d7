import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { productionUpdate } from '../../domain/production-events.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { UpdateProductionCommand } from './update-production.command.js';

@CommandHandler(UpdateProductionCommand)
export class UpdateProductionHandler implements ICommandHandler<UpdateProductionCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateProductionCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const { data, events } = productionUpdate(current, input, fieldMask);
    return requireWritten(await this.productions.updateDraft(current, data, events), 'production', id);
  }
}

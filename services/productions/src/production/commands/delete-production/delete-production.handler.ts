import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository } from '../../production.repository.js';
import { DeleteProductionCommand } from './delete-production.command.js';

@CommandHandler(DeleteProductionCommand)
export class DeleteProductionHandler implements ICommandHandler<DeleteProductionCommand, void> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id }: DeleteProductionCommand): Promise<void> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    assertEditable(current.status);
    if (!(await this.productions.deleteDraft(id, accountId))) {
      throw changedMeanwhile('production', id);
    }
  }
}

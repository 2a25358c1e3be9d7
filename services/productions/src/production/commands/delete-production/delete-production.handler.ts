import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/changed-meanwhile.js';
import { planProductionDeletion } from '../../domain/record-deletion.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository } from '../../production.repository.js';
import { DeleteProductionCommand } from './delete-production.command.js';

@CommandHandler(DeleteProductionCommand)
export class DeleteProductionHandler implements ICommandHandler<DeleteProductionCommand, void> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id }: DeleteProductionCommand): Promise<void> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    const { projects, jobs } = await this.productions.children(current);
    const events = planProductionDeletion(current, projects, jobs);
    if (!(await this.productions.delete(current, events))) {
      throw changedMeanwhile('production', id);
    }
  }
}

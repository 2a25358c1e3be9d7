import { mergeMasked } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { validateProduction, type ProductionInput } from '../../domain/production.rules.js';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { UpdateProductionCommand } from './update-production.command.js';

@CommandHandler(UpdateProductionCommand)
export class UpdateProductionHandler implements ICommandHandler<UpdateProductionCommand, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateProductionCommand): Promise<StoredProduction> {
    const current = requireOwnedProduction(await this.productions.findById(id), accountId, id);
    assertEditable(current.status);
    const stored: ProductionInput = current.data;
    const data = validateProduction(mergeMasked(stored, input, fieldMask));
    return (await this.productions.updateDraft(id, accountId, data)) ?? throwChanged(id);
  }
}

function throwChanged(id: string): never {
  throw changedMeanwhile('production', id);
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedProduction } from '../../production.access.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { GetProductionQuery } from './get-production.query.js';

@QueryHandler(GetProductionQuery)
export class GetProductionHandler implements IQueryHandler<GetProductionQuery, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id }: GetProductionQuery): Promise<StoredProduction> {
    return requireOwnedProduction(await this.productions.findById(id), accountId, id);
  }
}

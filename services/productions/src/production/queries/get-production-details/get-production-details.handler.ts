import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProductionsErrorCode, ProductionsException } from '../../../productions.errors.js';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { GetProductionDetailsQuery } from './get-production-details.query.js';

@QueryHandler(GetProductionDetailsQuery)
export class GetProductionDetailsHandler implements IQueryHandler<GetProductionDetailsQuery, StoredProduction> {
  constructor(private readonly productions: ProductionRepository) {}

  async execute({ accountId, id }: GetProductionDetailsQuery): Promise<StoredProduction> {
    const production = await this.productions.findById(id);
    // Drafts and closed productions of other accounts do not exist for them.
    if (!production || (production.accountId !== accountId && production.status !== 'active')) {
      throw new ProductionsException(ProductionsErrorCode.ProductionNotFound, `No production ${id}.`, [id]);
    }
    return production;
  }
}

import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProductionRepository, type StoredProduction } from '../../production.repository.js';
import { ListProductionsQuery } from './list-productions.query.js';

@QueryHandler(ListProductionsQuery)
export class ListProductionsHandler implements IQueryHandler<ListProductionsQuery, Page<StoredProduction>> {
  constructor(private readonly productions: ProductionRepository) {}

  execute({ accountId, page }: ListProductionsQuery): Promise<Page<StoredProduction>> {
    return this.productions.listOwned(accountId, page);
  }
}

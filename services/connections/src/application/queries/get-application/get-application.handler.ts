import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requireApplicationParty } from '../../application.access.js';
import { ApplicationRepository, type StoredApplication } from '../../application.repository.js';
import { GetApplicationQuery } from './get-application.query.js';

@QueryHandler(GetApplicationQuery)
export class GetApplicationHandler implements IQueryHandler<GetApplicationQuery, StoredApplication> {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute({ accountId, id }: GetApplicationQuery): Promise<StoredApplication> {
    return requireApplicationParty(await this.applications.findById(id), accountId, id).application;
  }
}

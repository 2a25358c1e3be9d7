import type { Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { choice } from '../../../common/field-rules.js';
import { APPLICATION_STATUSES } from '../../domain/application-status.js';
import { ApplicationRepository, type StoredApplication } from '../../application.repository.js';
import { ListApplicationsQuery } from './list-applications.query.js';

@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery, Page<StoredApplication>> {
  constructor(private readonly applications: ApplicationRepository) {}

  async execute({ accountId, status, archived, page }: ListApplicationsQuery): Promise<Page<StoredApplication>> {
    const filter = status ? choice('status', status, APPLICATION_STATUSES) : undefined;
    return this.applications.listForAccount(accountId, filter, archived, page);
  }
}

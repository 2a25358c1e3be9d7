import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { GetRepresentativeProfileQuery } from './get-representative-profile.query.js';

@QueryHandler(GetRepresentativeProfileQuery)
export class GetRepresentativeProfileHandler implements IQueryHandler<
  GetRepresentativeProfileQuery,
  StoredRepresentative
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  async execute({ accountId, id }: GetRepresentativeProfileQuery): Promise<StoredRepresentative> {
    return requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { GetRepresentativeProfileQuery } from './get-representative-profile.query.js';

@QueryHandler(GetRepresentativeProfileQuery)
export class GetRepresentativeProfileHandler implements IQueryHandler<
  GetRepresentativeProfileQuery,
  RepresentativeRecord
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({ accountId, id }: GetRepresentativeProfileQuery): Promise<RepresentativeRecord> {
    const profile = requireOwnedRepresentative(await this.representatives.findById(id), accountId, id);
    const [marked] = await this.documents.marked([profile]);
    return marked;
  }
}

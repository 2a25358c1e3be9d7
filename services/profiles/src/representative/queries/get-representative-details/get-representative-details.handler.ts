import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { representativeNotFound } from '../../representative.access.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { GetRepresentativeDetailsQuery } from './get-representative-details.query.js';

@QueryHandler(GetRepresentativeDetailsQuery)
export class GetRepresentativeDetailsHandler implements IQueryHandler<
  GetRepresentativeDetailsQuery,
  RepresentativeRecord
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({ id }: GetRepresentativeDetailsQuery): Promise<RepresentativeRecord> {
    const profile = await this.representatives.findById(id);
    if (!profile) {
      throw representativeNotFound(id);
    }
    const [marked] = await this.documents.marked([profile]);
    return marked;
  }
}

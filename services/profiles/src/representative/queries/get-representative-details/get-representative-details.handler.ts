import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { representativeNotFound } from '../../representative.access.js';
import { RepresentativeRepository, type PublicRepresentative } from '../../representative.repository.js';
import { GetRepresentativeDetailsQuery } from './get-representative-details.query.js';

@QueryHandler(GetRepresentativeDetailsQuery)
export class GetRepresentativeDetailsHandler implements IQueryHandler<
  GetRepresentativeDetailsQuery,
  PublicRepresentative
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({ id }: GetRepresentativeDetailsQuery): Promise<PublicRepresentative> {
    const profile = await this.representatives.findById(id);
    if (!profile) {
      throw representativeNotFound(id);
    }
    return { ...profile, licenseDocumentOnFile: (await this.documents.onFile([id])).has(id) };
  }
}

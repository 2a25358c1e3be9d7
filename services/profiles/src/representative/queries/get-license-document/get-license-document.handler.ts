import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { licenseDocumentNotFound } from '../../domain/license-document.js';
import { LicenseDocumentRepository, type LicenseDocument } from '../../license-document.repository.js';
import { requireOwnedRepresentative } from '../../representative.access.js';
import { RepresentativeRepository } from '../../representative.repository.js';
import { GetLicenseDocumentQuery } from './get-license-document.query.js';

@QueryHandler(GetLicenseDocumentQuery)
export class GetLicenseDocumentHandler implements IQueryHandler<GetLicenseDocumentQuery, LicenseDocument> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({ accountId, representativeId }: GetLicenseDocumentQuery): Promise<LicenseDocument> {
    requireOwnedRepresentative(await this.representatives.findById(representativeId), accountId, representativeId);
    const document = await this.documents.ofRepresentative(representativeId);
    if (!document) {
      throw licenseDocumentNotFound(representativeId);
    }
    return document;
  }
}

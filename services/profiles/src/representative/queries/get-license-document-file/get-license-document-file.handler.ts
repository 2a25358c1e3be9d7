import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { GetLicenseDocumentFileQuery, type LicenseDocumentFileLocation } from './get-license-document-file.query.js';

@QueryHandler(GetLicenseDocumentFileQuery)
export class GetLicenseDocumentFileHandler implements IQueryHandler<
  GetLicenseDocumentFileQuery,
  LicenseDocumentFileLocation
> {
  constructor(private readonly documents: LicenseDocumentRepository) {}

  async execute({ documentId }: GetLicenseDocumentFileQuery): Promise<LicenseDocumentFileLocation> {
    const document = await this.documents.find(documentId);
    if (!document) {
      // A replaced or removed document's link names a document that is gone.
      throw new ProfilesException(ProfilesErrorCode.LicenseDocumentNotFound, `No licence document ${documentId}.`, [
        documentId,
      ]);
    }
    return { storageKey: document.storageKey, contentType: document.contentType, fileName: document.fileName };
  }
}

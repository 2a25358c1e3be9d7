import { Query } from '@nestjs/cqrs';
import type { LicenseDocument } from '../../license-document.repository.js';

/** The licence document of one of the account's representative profiles. */
export class GetLicenseDocumentQuery extends Query<LicenseDocument> {
  constructor(
    readonly accountId: string,
    readonly representativeId: string,
  ) {
    super();
  }
}

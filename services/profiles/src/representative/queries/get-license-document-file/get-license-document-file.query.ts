import { Query } from '@nestjs/cqrs';

export interface LicenseDocumentFileLocation {
  storageKey: string;
  contentType: string;
  fileName: string;
}

/**
 * Where a licence document's bytes are, by the document's id: the gateway serves them through the
 * signed link it gave the profile's account (the signature is the proof of access, as for photos).
 */
export class GetLicenseDocumentFileQuery extends Query<LicenseDocumentFileLocation> {
  constructor(readonly documentId: string) {
    super();
  }
}

import { create } from '@bufbuild/protobuf';
import { LicenseDocumentSchema, type LicenseDocument as LicenseDocumentMessage } from '@callsheet/contracts';
import type { LicenseDocument } from './license-document.repository.js';

/** A licence document row on the wire, without its storage key; the gateway fills url with a signed link. */
export function toLicenseDocumentMessage(document: LicenseDocument): LicenseDocumentMessage {
  return create(LicenseDocumentSchema, {
    id: document.id,
    representativeId: document.representativeId,
    contentType: document.contentType,
    sizeBytes: BigInt(document.sizeBytes),
    fileName: document.fileName,
    uploadedAt: document.uploadedAt.toISOString(),
  });
}

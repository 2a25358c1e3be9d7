/*
 * A representative's licence document (PUT /api/representative/{id}/license/document): the checks a file
 * passes before it is sent, the same as the profiles service makes on its bytes
 * (services/profiles/src/representative/domain/license-document.ts): at most 10 MB, and a JPEG or PNG
 * image (the photos' own check) or a PDF (its header "%PDF-"), by the first bytes, not by the name. The
 * server checks again; these spare the member a useless upload and put the reason on the field.
 */

import { detectPhotoType, fileRefusal, type FileRefusal } from '../talent/photoChecks';
import { licenseJurisdiction, type LicensingJurisdiction, type PlaceSource } from './licensing';

/** The profiles service's LICENSE_DOCUMENT_MAX_MEGABYTES (the photo limit, for every type). */
export const LICENSE_DOCUMENT_MAX_MEGABYTES = 10;
export const LICENSE_DOCUMENT_MAX_BYTES = LICENSE_DOCUMENT_MAX_MEGABYTES * 1024 * 1024;
/** What the file picker offers (the types, and their extensions for systems that do not know the types). */
export const LICENSE_DOCUMENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
/** The types as the refusal names them. */
export const LICENSE_DOCUMENT_TYPES = 'JPEG, PNG, PDF';

export type LicenseDocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export type LicenseDocumentRefusal = FileRefusal;

/** The licence document on file, as GET /api/representative/{id}/license/document answers it. */
export interface LicenseDocumentView {
  id: string;
  representativeId: string;
  /** image/jpeg, image/png or application/pdf (LicenseDocumentType), read from the content by the service. */
  contentType: string;
  sizeBytes: number;
  fileName: string;
  uploadedAt: string;
  /** A signed link, valid 15 minutes. */
  url: string;
}

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The type of a licence document from its first 12 bytes, or undefined (a WebP is a photo, not a document). */
export function detectLicenseDocumentType(head: Uint8Array): LicenseDocumentType | undefined {
  const image = detectPhotoType(head);
  if (image === 'image/jpeg' || image === 'image/png') {
    return image;
  }
  if (head.length >= PDF_HEADER.length && PDF_HEADER.every((byte, index) => head[index] === byte)) {
    return 'application/pdf';
  }
  return undefined;
}

/** Why a file cannot be the licence document (size first, as the server), or undefined when it can. */
export function licenseDocumentRefusal(size: number, head: Uint8Array): LicenseDocumentRefusal | undefined {
  return fileRefusal(size, head, {
    maxMegabytes: LICENSE_DOCUMENT_MAX_MEGABYTES,
    detect: detectLicenseDocumentType,
    types: LICENSE_DOCUMENT_TYPES,
  });
}

/** Reads a file's first bytes and checks it. */
export async function checkLicenseDocumentFile(file: Blob): Promise<LicenseDocumentRefusal | undefined> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return licenseDocumentRefusal(file.size, head);
}

/**
 * Where the law licenses talent agents (California, New York), the document is expected: the place
 * whose rule applies to this profile, or undefined. The same rule as the licence's fields (licensing.ts).
 */
export function documentExpectedIn(
  values: PlaceSource & { representationTypes?: readonly string[] | null },
): LicensingJurisdiction | undefined {
  return licenseJurisdiction(values);
}

/** The document's kind, for its icon and label. */
export function documentKind(contentType: string): 'pdf' | 'image' {
  return contentType === 'application/pdf' ? 'pdf' : 'image';
}

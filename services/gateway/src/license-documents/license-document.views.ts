import type { LicenseDocument } from '@callsheet/contracts';
import type { LicenseDocumentLinks } from './license-document-links.js';

export interface LicenseDocumentView {
  id: string;
  representativeId: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  uploadedAt: string;
  url: string;
}

/** A licence document as REST shows it to the profile's account, with a signed link to the file. */
export function licenseDocumentView(document: LicenseDocument, links: LicenseDocumentLinks): LicenseDocumentView {
  return {
    id: document.id,
    representativeId: document.representativeId,
    contentType: document.contentType,
    sizeBytes: Number(document.sizeBytes),
    fileName: document.fileName,
    uploadedAt: document.uploadedAt,
    url: links.link(document.id),
  };
}

/**
 * The Content-Disposition of a licence document: shown in the browser (a PDF or an image opens in its
 * tab) under its name; an ASCII `filename` for old clients and the exact name in `filename*` (RFC 6266).
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

import { SignedLinks } from '../http/signed-links.js';

/**
 * How long a licence document link works: long enough to open it from the page that showed it (the
 * console asks again every few minutes), short, as the document is private and a link opens it for anyone.
 */
export const LICENSE_DOCUMENT_LINK_TTL_SECONDS = 15 * 60;

/**
 * Signed, expiring links to licence documents, given only to the profile's own account (GET
 * /api/representative/{id}/license/document). The document opens in a new tab, which cannot send the
 * bearer token. Signed with the photo links' secret, under a subject of their own.
 */
export class LicenseDocumentLinks extends SignedLinks {
  constructor(secret: string | readonly string[], baseUrl: string) {
    super(secret, baseUrl, LICENSE_DOCUMENT_LINK_TTL_SECONDS);
  }

  link(documentId: string, now = new Date()): string {
    return this.signedUrl(`/public/license-documents/${documentId}`, subjectOf(documentId), now);
  }

  verify(documentId: string, expires: string, signature: string, now = new Date()): boolean {
    return this.verifySubject(subjectOf(documentId), expires, signature, now);
  }
}

function subjectOf(documentId: string): string {
  return `licenseDocument:${documentId}`;
}

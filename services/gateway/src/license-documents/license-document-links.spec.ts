import { PhotoLinks } from '../photos/photo-links.js';
import { LICENSE_DOCUMENT_LINK_TTL_SECONDS, LicenseDocumentLinks } from './license-document-links.js';

describe('licence document links', () => {
  const secret = 'a-secret-of-at-least-thirty-two-chars!!';
  const links = new LicenseDocumentLinks(secret, 'http://gateway.test');
  const now = new Date('2026-11-28T10:00:00Z');

  function parts(url: string) {
    const parsed = new URL(url);
    return {
      path: parsed.pathname,
      expires: parsed.searchParams.get('expires')!,
      signature: parsed.searchParams.get('signature')!,
    };
  }

  it('links to the public file route and verifies its own link for that document only', () => {
    const { path, expires, signature } = parts(links.link('document-1', now));
    expect(path).toBe('/public/license-documents/document-1');
    expect(links.verify('document-1', expires, signature, now)).toBe(true);
    expect(links.verify('document-2', expires, signature, now)).toBe(false);
  });

  it(`stops working after ${LICENSE_DOCUMENT_LINK_TTL_SECONDS / 60} minutes, and with a moved expiry`, () => {
    const { expires, signature } = parts(links.link('document-1', now));
    const later = new Date(now.getTime() + (LICENSE_DOCUMENT_LINK_TTL_SECONDS + 1) * 1000);
    expect(links.verify('document-1', expires, signature, later)).toBe(false);
    expect(links.verify('document-1', String(Number(expires) + 60), signature, now)).toBe(false);
  });

  it('never takes a photo link’s signature, signed with the same secret', () => {
    const photo = parts(new PhotoLinks(secret, 'http://gateway.test').link('document-1', 'original', now));
    expect(links.verify('document-1', photo.expires, photo.signature, now)).toBe(false);
  });
});

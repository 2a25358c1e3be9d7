import { PhotoLinks, PHOTO_LINK_TTL_SECONDS } from './photo-links.js';

describe('photo links', () => {
  const links = new PhotoLinks('a-secret-of-at-least-thirty-two-chars!!', 'http://gateway.test');
  const now = new Date('2026-11-22T10:00:00Z');

  function parts(url: string) {
    const parsed = new URL(url);
    return { expires: parsed.searchParams.get('expires')!, signature: parsed.searchParams.get('signature')! };
  }

  it('verifies a link it signed, for the variant it was signed for', () => {
    const { expires, signature } = parts(links.link('photo-1', 'thumbnail', now));
    expect(links.verify('photo-1', 'thumbnail', expires, signature, now)).toBe(true);
    expect(links.verify('photo-1', 'original', expires, signature, now)).toBe(false);
    expect(links.verify('photo-2', 'thumbnail', expires, signature, now)).toBe(false);
  });

  it('refuses a link after it expires and a link with a moved expiry', () => {
    const { expires, signature } = parts(links.link('photo-1', 'original', now));
    const later = new Date(now.getTime() + (PHOTO_LINK_TTL_SECONDS + 1) * 1000);
    expect(links.verify('photo-1', 'original', expires, signature, later)).toBe(false);
    expect(links.verify('photo-1', 'original', String(Number(expires) + 3600), signature, now)).toBe(false);
  });

  it('refuses a link signed with another secret', () => {
    const other = new PhotoLinks('another-secret-of-at-least-thirty-two!!', 'http://gateway.test');
    const { expires, signature } = parts(other.link('photo-1', 'original', now));
    expect(links.verify('photo-1', 'original', expires, signature, now)).toBe(false);
  });
});

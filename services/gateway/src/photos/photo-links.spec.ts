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

  it('opens links of the old secret and signs with the new one while a rotation lists both', () => {
    const oldSecret = 'a-secret-of-at-least-thirty-two-chars!!';
    const newSecret = 'the-next-secret-of-thirty-two-chars-or-more';
    const rotating = new PhotoLinks([newSecret, oldSecret], 'http://gateway.test');
    const before = parts(links.link('photo-1', 'original', now));
    expect(rotating.verify('photo-1', 'original', before.expires, before.signature, now)).toBe(true);
    const signed = parts(rotating.link('photo-1', 'original', now));
    expect(
      new PhotoLinks(newSecret, 'http://gateway.test').verify(
        'photo-1',
        'original',
        signed.expires,
        signed.signature,
        now,
      ),
    ).toBe(true);
    expect(links.verify('photo-1', 'original', signed.expires, signed.signature, now)).toBe(false);
  });
});

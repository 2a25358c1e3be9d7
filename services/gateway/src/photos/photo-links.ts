import { SignedLinks } from '../http/signed-links.js';

/** How long a photo link works: long enough for a session on a profile, short enough to expire when shared. */
export const PHOTO_LINK_TTL_SECONDS = 6 * 60 * 60;

export type PhotoVariant = 'original' | 'thumbnail';

/**
 * Signed, expiring photo links. Photos are shown by <img> tags, which cannot send the bearer token;
 * a link signed by the gateway proves that a signed-in member was given it, and stops working later.
 */
export class PhotoLinks extends SignedLinks {
  constructor(secret: string | readonly string[], baseUrl: string) {
    super(secret, baseUrl, PHOTO_LINK_TTL_SECONDS);
  }

  link(photoId: string, variant: PhotoVariant, now = new Date()): string {
    const path = `/public/photos/${photoId}${variant === 'thumbnail' ? '/thumbnail' : ''}`;
    return this.signedUrl(path, `${photoId}:${variant}`, now);
  }

  /** True when the signature is ours and the link has not expired. */
  verify(photoId: string, variant: PhotoVariant, expires: string, signature: string, now = new Date()): boolean {
    return this.verifySubject(`${photoId}:${variant}`, expires, signature, now);
  }
}

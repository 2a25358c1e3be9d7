import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a photo link works: long enough for a session on a profile, short enough to expire when shared. */
export const PHOTO_LINK_TTL_SECONDS = 6 * 60 * 60;

export type PhotoVariant = 'original' | 'thumbnail';

/**
 * Signed, expiring photo links. Photos are shown by <img> tags, which cannot send the bearer token;
 * a link signed by the gateway proves that a signed-in member was given it, and stops working later.
 */
export class PhotoLinks {
  constructor(
    private readonly secret: string,
    private readonly baseUrl: string,
  ) {}

  link(photoId: string, variant: PhotoVariant, now = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + PHOTO_LINK_TTL_SECONDS;
    const path = `/public/photos/${photoId}${variant === 'thumbnail' ? '/thumbnail' : ''}`;
    return `${this.baseUrl}${path}?expires=${expires}&signature=${this.signature(photoId, variant, expires)}`;
  }

  /** True when the signature is ours and the link has not expired. */
  verify(photoId: string, variant: PhotoVariant, expires: string, signature: string, now = new Date()): boolean {
    const expiresAt = Number(expires);
    if (!Number.isInteger(expiresAt) || expiresAt * 1000 < now.getTime()) {
      return false;
    }
    const expected = Buffer.from(this.signature(photoId, variant, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(photoId: string, variant: PhotoVariant, expires: number): string {
    return createHmac('sha256', this.secret).update(`${photoId}:${variant}:${expires}`).digest('base64url');
  }
}

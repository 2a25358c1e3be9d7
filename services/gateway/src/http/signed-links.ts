import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to files, for what a browser opens without the bearer token (an <img> tag, a
 * document in a new tab): a link signed by the gateway proves that a signed-in member was given it, and
 * stops working after `ttlSeconds`. Each kind of link signs a subject of its own (PhotoLinks,
 * LicenseDocumentLinks), so one kind's signature never opens another's file.
 */
export class SignedLinks {
  constructor(
    private readonly secret: string,
    private readonly baseUrl: string,
    readonly ttlSeconds: number,
  ) {}

  /** `baseUrl + path` with `expires` and the signature of `subject` until then. */
  protected signedUrl(path: string, subject: string, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + this.ttlSeconds;
    return `${this.baseUrl}${path}?expires=${expires}&signature=${this.signature(subject, expires)}`;
  }

  /** True when the signature is ours for `subject` and the link has not expired. */
  protected verifySubject(subject: string, expires: string, signature: string, now: Date): boolean {
    const expiresAt = Number(expires);
    if (!Number.isInteger(expiresAt) || expiresAt * 1000 < now.getTime()) {
      return false;
    }
    const expected = Buffer.from(this.signature(subject, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signature(subject: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${subject}:${expires}`).digest('base64url');
  }
}

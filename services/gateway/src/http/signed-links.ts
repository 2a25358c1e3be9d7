import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to files, for what a browser opens without the bearer token (an <img> tag, a
 * document in a new tab): a link signed by the gateway proves that a signed-in member was given it, and
 * stops working after `ttlSeconds`. Each kind of link signs a subject of its own (PhotoLinks,
 * LicenseDocumentLinks), so one kind's signature never opens another's file.
 */
export class SignedLinks {
  private readonly secrets: readonly string[];

  /**
   * `secret`: one, or the new and the old one during a rotation: links are signed with the first, and a
   * link signed with either opens, so links handed out before the rotation keep working until they expire.
   */
  constructor(
    secret: string | readonly string[],
    private readonly baseUrl: string,
    readonly ttlSeconds: number,
  ) {
    this.secrets = typeof secret === 'string' ? [secret] : secret;
    if (this.secrets.length === 0) {
      throw new Error('SignedLinks needs a secret');
    }
  }

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
    const given = Buffer.from(signature);
    return this.secrets.some((secret) => {
      const expected = Buffer.from(this.signature(subject, expiresAt, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  private signature(subject: string, expires: number, secret = this.secrets[0]): string {
    return createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');
  }
}

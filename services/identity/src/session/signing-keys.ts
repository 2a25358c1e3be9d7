import { DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { IdentityDatabase } from '../database/identity.database.js';

export const SIGNING_ALGORITHM = 'ES256';
/** A key signs for 30 days, then stays published as long again so tokens it signed still verify. */
const KEY_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;
const SIGNING_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The keys that sign access tokens, kept in the identity database so that every identity instance
 * signs with the same key and restarts do not invalidate sessions.
 */
@Injectable()
export class SigningKeys {
  private current: { kid: string; key: CryptoKey; until: number } | undefined;

  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    if (this.current && this.current.until > Date.now()) {
      return this.current;
    }
    const latest = await this.db.signingKey.findFirst({ orderBy: { createdAt: 'desc' } });
    const usable = latest && latest.createdAt.getTime() + SIGNING_PERIOD_MS > Date.now() ? latest : await this.rotate();
    const key = (await importJWK(usable.privateJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey;
    this.current = { kid: usable.kid, key, until: usable.createdAt.getTime() + SIGNING_PERIOD_MS };
    return this.current;
  }

  /** The public keys still valid, as a JSON Web Key Set. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.signingKey();
    const keys = await this.db.signingKey.findMany({
      where: { expiresAt: { gt: new Date() } },
      orderBy: { createdAt: 'desc' },
    });
    return { keys: keys.map((key) => key.publicJwk as JWK) };
  }

  private async rotate() {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
    const createdAt = new Date();
    return this.db.signingKey.create({
      data: { kid, privateJwk, publicJwk, createdAt, expiresAt: new Date(createdAt.getTime() + KEY_LIFETIME_MS) },
    });
  }
}

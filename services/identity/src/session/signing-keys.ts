import { DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { IdentityDatabase } from '../database/identity.database.js';

export const SIGNING_ALGORITHM = 'ES256';
/** A key signs for 30 days, then stays published as long again so tokens it signed still verify. */
const KEY_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;
export const SIGNING_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A new key is published this long before it signs: longer than a gateway keeps the key set (10
 * minutes), so every gateway has it before its first token arrives, and none refuses a token for a key
 * it has not fetched yet (the gateway refetches for an unknown key at most every 30 seconds).
 */
export const PUBLISH_AHEAD_MS = 15 * 60 * 1000;

/** A key as the plan needs it. */
export interface KeyDates {
  createdAt: Date;
  expiresAt: Date;
}

/** Which key signs now, whether the next key must be made first, and until when the choice holds. */
export interface SigningPlan<K extends KeyDates> {
  /** Undefined only when no published key may sign: the next key is made and signs at once. */
  signer: K | undefined;
  createNext: boolean;
  until: number;
}

/**
 * The signing plan over the published keys (any order). The newest key published for at least
 * PUBLISH_AHEAD_MS signs, for its 30 days; PUBLISH_AHEAD_MS before they are over the next key is made,
 * and the current key signs until the next one is known everywhere (a quarter of an hour past its 30
 * days at most: it stays published 30 days more). A key too new to be known everywhere signs only when
 * no other may: at the very first start, after the signing key was withdrawn (a leak: its `expiresAt`
 * set to now), or after identity was down past a rotation; then a token must be signed at once.
 */
export function signingPlan<K extends KeyDates>(keys: readonly K[], now: number): SigningPlan<K> {
  const published = keys
    .filter((key) => key.expiresAt.getTime() > now)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const periodEnd = (key: K) => key.createdAt.getTime() + SIGNING_PERIOD_MS;
  const known = (key: K) => key.createdAt.getTime() + PUBLISH_AHEAD_MS;
  const signer = published.find((key) => known(key) <= now && now < periodEnd(key) + PUBLISH_AHEAD_MS);
  const newest = published[0];
  if (signer === undefined) {
    return newest !== undefined && known(newest) > now
      ? { signer: newest, createNext: false, until: known(newest) }
      : { signer: undefined, createNext: true, until: now };
  }
  if (newest !== undefined && newest !== signer) {
    // Its successor is published but not yet known everywhere.
    return { signer, createNext: false, until: Math.min(known(newest), periodEnd(signer) + PUBLISH_AHEAD_MS) };
  }
  const nextDue = periodEnd(signer) - PUBLISH_AHEAD_MS;
  return nextDue <= now ? { signer, createNext: true, until: now } : { signer, createNext: false, until: nextDue };
}

/**
 * The keys that sign access tokens, kept in the identity database so that every identity instance
 * signs with the same key and restarts do not invalidate sessions (rotation: signingPlan).
 */
@Injectable()
export class SigningKeys {
  private current: { kid: string; key: CryptoKey; until: number } | undefined;

  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    if (this.current && this.current.until > Date.now()) {
      return this.current;
    }
    const now = Date.now();
    let keys = await this.db.signingKey.findMany({ where: { expiresAt: { gt: new Date(now) } } });
    let plan = signingPlan(keys, now);
    if (plan.createNext) {
      keys = [...keys, await this.create(new Date(now))];
      plan = signingPlan(keys, now);
    }
    // After a key was made, one always may sign (the new one, at the latest).
    const signer = plan.signer ?? keys[keys.length - 1];
    const key = (await importJWK(signer.privateJwk as JWK, SIGNING_ALGORITHM)) as CryptoKey;
    // Held until the plan changes; never longer than a minute, so a key withdrawn by hand stops soon.
    this.current = { kid: signer.kid, key, until: Math.min(Math.max(plan.until, now), now + 60_000) };
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

  private async create(createdAt: Date) {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM };
    return this.db.signingKey.create({
      data: { kid, privateJwk, publicJwk, createdAt, expiresAt: new Date(createdAt.getTime() + KEY_LIFETIME_MS) },
    });
  }
}

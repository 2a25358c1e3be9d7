import { create } from '@bufbuild/protobuf';
import { GetJwksRequestSchema, IdentityErrorCode } from '@callsheet/contracts';
import { DomainError, KernelErrorCode, KernelException, RpcClient } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { IdentityCalls } from '@callsheet/contracts';
import { REVOKED_SESSIONS, type RevokedSessions } from './revoked-sessions.js';

/** Who is calling, from a verified access token. */
export interface Caller {
  userId: string;
  role: string;
  owner: boolean;
  account?: string;
  accountType?: string;
  emailVerified: boolean;
  /** The session (refresh-token family) the token belongs to. */
  sessionId: string;
  /** The revision of the membership in `account` the role was read from (claim mrev). */
  membershipRevision?: string;
  /**
   * A platform operator (claim operator: true), unless `npm run ops:revoke` took it back since the token
   * was issued: the operators' routes (/ops) open to them.
   */
  operator: boolean;
}

const ISSUER = 'callsheet-identity';
const AUDIENCE = 'callsheet-api';
/** A token signed by a key we have not seen triggers a refetch, at most this often for the whole gateway. */
export const MIN_REFETCH_MS = 30_000;
const MAX_KEY_SET_AGE_MS = 10 * 60_000;

/**
 * Verifies access tokens against identity's published keys (JWKS, fetched over Kafka and cached), then
 * checks that their session was not ended since (sign-out, refresh-token replay, password reset: 401)
 * and that the membership of their account did not change since (a new role, a removal: 403).
 * Only ES256 tokens from identity for this API are accepted. An unknown key id is a refusal (401): it
 * refetches the key set at most once per MIN_REFETCH_MS, one fetch shared by concurrent requests, and
 * remembers the key ids the last fetch did not have, so a flood of forged tokens costs no Kafka call.
 */
@Injectable()
export class AccessTokenVerifier {
  private keySet: { get: JWTVerifyGetKey; fetchedAt: number } | undefined;
  private inFlight: Promise<JWTVerifyGetKey> | undefined;
  private readonly unknownKids = new Set<string>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REVOKED_SESSIONS) private readonly revoked: RevokedSessions,
  ) {}

  async verify(token: string): Promise<Caller> {
    const caller = await this.verifySignature(token);
    const standing = await this.revoked.standing(caller);
    if (standing === 'ended') {
      throw new KernelException(KernelErrorCode.Unauthorized, 'This session has ended; sign in again.');
    }
    if (standing === 'operatorRevoked') {
      return { ...caller, operator: false };
    }
    if (standing === 'membershipChanged') {
      throw new DomainError(
        IdentityErrorCode.MembershipChanged,
        'Your role in this account changed, or you no longer belong to it: refresh your session.',
        [caller.account ?? ''],
      );
    }
    return caller;
  }

  /**
   * The subject of a token whose signature verifies with the keys in hand, else undefined: what the
   * rate limit counts a member by, before the guard runs. It neither refetches keys for an unknown key
   * id nor reads Redis, so a forged token costs nothing here; the guard still verifies in full.
   */
  async verifiedSubject(token: string): Promise<string | undefined> {
    try {
      return (await this.verifyWith(await this.keys(false), token)).userId;
    } catch {
      return undefined;
    }
  }

  private async verifySignature(token: string): Promise<Caller> {
    try {
      return await this.verifyWith(await this.keys(false), token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) {
        throw this.refusal(error);
      }
      const kid = keyIdOf(token);
      if (kid === undefined || this.unknownKids.has(kid) || !this.mayRefetch()) {
        throw this.refusal(error);
      }
      try {
        return await this.verifyWith(await this.keys(true), token);
      } catch (retryError) {
        if (retryError instanceof errors.JWKSNoMatchingKey && this.unknownKids.size < 10_000) {
          this.unknownKids.add(kid);
        }
        throw this.refusal(retryError);
      }
    }
  }

  private mayRefetch(): boolean {
    return this.inFlight !== undefined || !this.keySet || Date.now() - this.keySet.fetchedAt > MIN_REFETCH_MS;
  }

  private async verifyWith(getKey: JWTVerifyGetKey, token: string): Promise<Caller> {
    const { payload } = await jwtVerify(token, getKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['ES256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.sid !== 'string') {
      throw new errors.JWTClaimValidationFailed('missing sub, role or sid', payload);
    }
    return {
      userId: payload.sub,
      role: payload.role,
      owner: payload.owner === true,
      account: typeof payload.account === 'string' ? payload.account : undefined,
      accountType: typeof payload.accountType === 'string' ? payload.accountType : undefined,
      emailVerified: payload.emailVerified === true,
      sessionId: payload.sid,
      membershipRevision: typeof payload.mrev === 'string' ? payload.mrev : undefined,
      operator: payload.operator === true,
    };
  }

  private keys(refresh: boolean): Promise<JWTVerifyGetKey> {
    if (!refresh && this.keySet && Date.now() - this.keySet.fetchedAt < MAX_KEY_SET_AGE_MS) {
      return Promise.resolve(this.keySet.get);
    }
    // One fetch at a time: concurrent requests wait for the same answer.
    this.inFlight ??= this.fetchKeys().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async fetchKeys(): Promise<JWTVerifyGetKey> {
    const { json } = await this.rpc.send(IdentityCalls.getJwks, create(GetJwksRequestSchema));
    this.keySet = { get: createLocalJWKSet(JSON.parse(json) as JSONWebKeySet), fetchedAt: Date.now() };
    this.unknownKids.clear();
    return this.keySet.get;
  }

  private refusal(error: unknown): KernelException {
    if (error instanceof KernelException) {
      return error;
    }
    const message =
      error instanceof errors.JWTExpired
        ? 'The access token has expired; sign in again.'
        : 'The access token is not valid; sign in again.';
    return new KernelException(KernelErrorCode.Unauthorized, message);
  }
}

/** The `kid` of a token's protected header, without trusting anything else in it. */
function keyIdOf(token: string): string | undefined {
  try {
    const kid = decodeProtectedHeader(token).kid;
    return typeof kid === 'string' && kid.length <= 200 ? kid : undefined;
  } catch {
    return undefined;
  }
}

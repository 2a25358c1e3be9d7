import { create } from '@bufbuild/protobuf';
import { GetJwksRequestSchema } from '@callsheet/contracts';
import { KernelErrorCode, KernelException, RpcClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { IdentityCalls } from '../identity/identity.calls.js';

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
}

const ISSUER = 'callsheet-identity';
const AUDIENCE = 'callsheet-api';
/** A token signed by a key we have not seen triggers a refetch, at most this often. */
const MIN_REFETCH_MS = 30_000;
const MAX_KEY_SET_AGE_MS = 10 * 60_000;

/**
 * Verifies access tokens against identity's published keys (JWKS, fetched over Kafka and cached).
 * Only ES256 tokens from identity for this API are accepted.
 */
@Injectable()
export class AccessTokenVerifier {
  private keySet: { get: JWTVerifyGetKey; fetchedAt: number } | undefined;

  constructor(private readonly rpc: RpcClient) {}

  async verify(token: string): Promise<Caller> {
    try {
      return await this.verifyWith(await this.keys(false), token);
    } catch (error) {
      if (
        error instanceof errors.JWKSNoMatchingKey &&
        this.keySet &&
        Date.now() - this.keySet.fetchedAt > MIN_REFETCH_MS
      ) {
        return this.verifyWith(await this.keys(true), token);
      }
      throw this.refusal(error);
    }
  }

  private async verifyWith(getKey: JWTVerifyGetKey, token: string): Promise<Caller> {
    try {
      const { payload } = await jwtVerify(token, getKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['ES256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.sid !== 'string') {
        throw new errors.JWTClaimValidationFailed('missing sub or role', payload);
      }
      return {
        userId: payload.sub,
        role: payload.role,
        owner: payload.owner === true,
        account: typeof payload.account === 'string' ? payload.account : undefined,
        accountType: typeof payload.accountType === 'string' ? payload.accountType : undefined,
        emailVerified: payload.emailVerified === true,
        sessionId: payload.sid,
      };
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey) {
        throw error;
      }
      throw this.refusal(error);
    }
  }

  private async keys(refresh: boolean): Promise<JWTVerifyGetKey> {
    if (!refresh && this.keySet && Date.now() - this.keySet.fetchedAt < MAX_KEY_SET_AGE_MS) {
      return this.keySet.get;
    }
    const { json } = await this.rpc.send(IdentityCalls.getJwks, create(GetJwksRequestSchema));
    this.keySet = { get: createLocalJWKSet(JSON.parse(json) as JSONWebKeySet), fetchedAt: Date.now() };
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

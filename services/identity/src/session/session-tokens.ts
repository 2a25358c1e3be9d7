import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { newToken } from '../user/one-time-token.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken, type AccessClaims } from './access-token.js';
import { REFRESH_TOKEN_LIFETIME_MS } from './refresh-token.js';
import { SessionRepository } from './session.repository.js';
import { SigningKeys } from './signing-keys.js';

export interface TokenPair {
  accessToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
  refreshToken: string;
}

/** Issues the access token and the next refresh token of a session (a refresh-token family). */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly keys: SigningKeys,
  ) {}

  async issue(claims: Omit<AccessClaims, 'sid'>, familyId: string = randomUUID()): Promise<TokenPair> {
    const now = new Date();
    const refresh = newToken();
    await this.sessions.addRefreshToken({
      tokenHash: refresh.hash,
      familyId,
      userId: claims.sub,
      // The session remembers its selected account: a refresh issues the next token with it.
      accountId: claims.account ?? null,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    });
    const accessToken = await signAccessToken({ ...claims, sid: familyId }, await this.keys.signingKey(), now);
    return { accessToken, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS, tokenType: 'Bearer', refreshToken: refresh.secret };
  }
}

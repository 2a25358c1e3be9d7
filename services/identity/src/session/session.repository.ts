import { DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityDatabase } from '../database/identity.database.js';
import { KNOWN_ADDRESS_MS, PAIR_WINDOW_MS, THROTTLE_WINDOW_MS, type SignInHistory } from './sign-in-throttle.js';

/** Sign-in failures and successes for throttling, and refresh tokens; the only place that knows their tables. */
@Injectable()
export class SessionRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async signInHistory(email: string, clientIp: string, now: Date): Promise<SignInHistory> {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const pairSince = new Date(now.getTime() - PAIR_WINDOW_MS);
    const [pair, address, account, success] = await Promise.all([
      this.db.signInFailure.aggregate({
        where: { email, clientIp, at: { gt: pairSince } },
        _count: { _all: true },
        _max: { at: true },
      }),
      this.db.signInFailure.aggregate({
        where: { clientIp, at: { gt: since } },
        _count: { _all: true },
        _min: { at: true },
      }),
      this.db.signInFailure.aggregate({
        where: { email, at: { gt: since } },
        _count: { _all: true },
        _min: { at: true },
      }),
      this.db.signInSuccess.findUnique({ where: { email_clientIp: { email, clientIp } }, select: { at: true } }),
    ]);
    return {
      pair: { failures: pair._count._all, latest: pair._max.at },
      address: { failures: address._count._all, oldest: address._min.at },
      account: { failures: account._count._all, oldest: account._min.at },
      knownAddress: success !== null && success.at.getTime() > now.getTime() - KNOWN_ADDRESS_MS,
    };
  }

  async recordFailure(email: string, clientIp: string, at: Date): Promise<void> {
    await this.db.signInFailure.create({ data: { email, clientIp, at } });
  }

  /** The address becomes known to the email, and its own failures on it are forgotten. */
  async recordSuccess(email: string, clientIp: string, at: Date): Promise<void> {
    await this.db.$transaction([
      this.db.signInSuccess.upsert({
        where: { email_clientIp: { email, clientIp } },
        create: { email, clientIp, at },
        update: { at },
      }),
      this.db.signInFailure.deleteMany({ where: { email, clientIp } }),
    ]);
  }

  async clearFailures(email: string): Promise<void> {
    await this.db.signInFailure.deleteMany({ where: { email } });
  }

  async addRefreshToken(token: {
    tokenHash: string;
    familyId: string;
    userId: string;
    accountId: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.refreshToken.create({ data: token });
  }

  findRefreshToken(tokenHash: string) {
    return this.db.refreshToken.findUnique({ where: { tokenHash } });
  }

  /** Retires a token if it is still live; false when someone else used it first (a race or a replay). */
  async retireRefreshToken(tokenHash: string, at: Date): Promise<boolean> {
    const { count } = await this.db.refreshToken.updateMany({
      where: { tokenHash, usedAt: null, revokedAt: null },
      data: { usedAt: at },
    });
    return count === 1;
  }

  /**
   * For a token presented again within the reuse interval: revokes the family's unused token (the
   * replacement issued at its first use: a family has one unused token, its newest). False when a token
   * of the family was used after `usedAt`: the session went on without the presented token, so it is a
   * replay (the caller then revokes the whole family, this revocation included).
   */
  async revokeUnusedReplacements(familyId: string, usedAt: Date, at: Date): Promise<boolean> {
    // The check first: a replay must leave the family as it was until the caller has listed it ended.
    if ((await this.db.refreshToken.count({ where: { familyId, usedAt: { gt: usedAt } } })) > 0) {
      return false;
    }
    await this.db.refreshToken.updateMany({
      where: { familyId, usedAt: null, revokedAt: null },
      data: { revokedAt: at },
    });
    return true;
  }

  async revokeFamily(familyId: string, userId?: string): Promise<void> {
    await this.db.refreshToken.updateMany({
      where: { familyId, revokedAt: null, ...(userId ? { userId } : {}) },
      data: { revokedAt: new Date() },
    });
  }

  /** Whether the session (refresh-token family) is one of the user's. */
  async isFamilyOf(familyId: string, userId: string): Promise<boolean> {
    return (await this.db.refreshToken.count({ where: { familyId, userId }, take: 1 })) > 0;
  }

  /**
   * Ends every session of the user, and returns the ones that issued an access token since
   * `issuedSince` (each refresh token comes with one): those tokens may still be valid.
   */
  /** The sessions of a user that issued a token since `issuedSince` (their access tokens may still be live). */
  async recentFamilies(userId: string, issuedSince: Date): Promise<string[]> {
    const recent = await this.db.refreshToken.findMany({
      where: { userId, createdAt: { gte: issuedSince } },
      distinct: ['familyId'],
      select: { familyId: true },
    });
    return recent.map(({ familyId }) => familyId);
  }

  /** Ends every session of a user but `kept`; answers those that issued a token since `issuedSince`. */
  async revokeAllBut(userId: string, kept: string, issuedSince: Date): Promise<string[]> {
    const [, recent] = await this.db.$transaction([
      this.db.refreshToken.updateMany({
        where: { userId, revokedAt: null, familyId: { not: kept } },
        data: { revokedAt: new Date() },
      }),
      this.db.refreshToken.findMany({
        where: { userId, createdAt: { gte: issuedSince }, familyId: { not: kept } },
        distinct: ['familyId'],
        select: { familyId: true },
      }),
    ]);
    return recent.map(({ familyId }) => familyId);
  }

  async revokeAllOf(userId: string, issuedSince: Date): Promise<string[]> {
    const [, recent] = await this.db.$transaction([
      this.db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
      this.db.refreshToken.findMany({
        where: { userId, createdAt: { gte: issuedSince } },
        distinct: ['familyId'],
        select: { familyId: true },
      }),
    ]);
    return recent.map(({ familyId }) => familyId);
  }
}

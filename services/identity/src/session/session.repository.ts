import { DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityDatabase } from '../database/identity.database.js';
import { THROTTLE_WINDOW_MS, type RecentFailures } from './sign-in-throttle.js';

/** Sign-in failures for throttling; the only place that knows their table. */
@Injectable()
export class SessionRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async recentFailures(email: string, clientIp: string, now: Date): Promise<RecentFailures> {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const [byEmail, byIp, oldest] = await Promise.all([
      this.db.signInFailure.count({ where: { email, at: { gt: since } } }),
      this.db.signInFailure.count({ where: { clientIp, at: { gt: since } } }),
      this.db.signInFailure.findFirst({
        where: { OR: [{ email }, { clientIp }], at: { gt: since } },
        orderBy: { at: 'asc' },
        select: { at: true },
      }),
    ]);
    return { byEmail, byIp, oldest: oldest?.at ?? null };
  }

  async recordFailure(email: string, clientIp: string): Promise<void> {
    await this.db.signInFailure.create({ data: { email, clientIp } });
  }

  async clearFailures(email: string): Promise<void> {
    await this.db.signInFailure.deleteMany({ where: { email } });
  }

  async addRefreshToken(token: {
    tokenHash: string;
    familyId: string;
    userId: string;
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

  async revokeFamily(familyId: string, userId?: string): Promise<void> {
    await this.db.refreshToken.updateMany({
      where: { familyId, revokedAt: null, ...(userId ? { userId } : {}) },
      data: { revokedAt: new Date() },
    });
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  }
}

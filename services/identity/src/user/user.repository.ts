import { DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityDatabase } from '../database/identity.database.js';
import { Prisma } from '../generated/prisma/client.js';
import { assertUsable, hashToken, type TokenPurpose } from './one-time-token.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

type Transaction = Parameters<Parameters<IdentityDatabase['$transaction']>[0]>[0];

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
}

/** Users and their mailed tokens; the only place that knows these tables. */
@Injectable()
export class UserRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.$transaction(work);
  }

  findByEmail(email: string) {
    return this.db.user.findUnique({ where: { email } });
  }

  findById(id: string) {
    return this.db.user.findUnique({ where: { id } });
  }

  /** The member's accounts and roles, for their own record (memberships are written by accounts). */
  membershipsOf(userId: string) {
    return this.db.membership.findMany({
      where: { userId },
      include: { account: { select: { accountType: true, name: true } } },
      orderBy: { createdAt: 'asc' },
    });
  }

  /** The member's role in one account (with its type), or null when they no longer belong to it. */
  findMembership(userId: string, accountId: string) {
    return this.db.membership.findUnique({
      where: { accountId_userId: { accountId, userId } },
      include: { account: { select: { accountType: true } } },
    });
  }

  /** Inserts the user unless the email is taken; returns false when it is (a unique-index race included). */
  async create(tx: Transaction, user: NewUser): Promise<boolean> {
    const inserted = await tx.$executeRaw`
      INSERT INTO "user" (id, email, password_hash, first_name, last_name, display_name, language, updated_at)
      VALUES (${user.id}::uuid, ${user.email}, ${user.passwordHash}, ${user.firstName}, ${user.lastName},
              ${`${user.firstName} ${user.lastName}`.trim()}, ${user.language}, now())
      ON CONFLICT (email) DO NOTHING`;
    return inserted === 1;
  }

  /** The members' names and addresses, for the account's member list. */
  profilesOf(userIds: readonly string[]) {
    return this.db.user.findMany({
      where: { id: { in: [...userIds] } },
      select: { id: true, email: true, displayName: true },
    });
  }

  /** A single-use token; a hand-off names the account selected, a change of email the new address. */
  async addToken(
    tx: Transaction,
    userId: string,
    purpose: TokenPurpose,
    tokenHash: string,
    expiresAt: Date,
    { accountId, email }: { accountId?: string; email?: string } = {},
  ): Promise<void> {
    await tx.oneTimeToken.create({
      data: { tokenHash, purpose, userId, expiresAt, accountId: accountId ?? null, email: email ?? null },
    });
  }

  /** A single-use token as it stands, checked by assertUsable's rules but not used. */
  async findUsableToken(secret: string, purpose: TokenPurpose, now: Date) {
    const stored = await this.db.oneTimeToken.findUnique({ where: { tokenHash: hashToken(secret) } });
    assertUsable(stored, purpose, now);
    return stored;
  }

  /**
   * Uses a single-use token: it must be usable for `purpose` (assertUsable's rules), and of two uses at
   * the same moment only one wins. Returns the token (its user and, for a hand-off, account).
   */
  async consumeToken(tx: Transaction, secret: string, purpose: TokenPurpose | readonly TokenPurpose[], now: Date) {
    const tokenHash = hashToken(secret);
    const stored = await tx.oneTimeToken.findUnique({ where: { tokenHash } });
    assertUsable(stored, purpose, now);
    const { count } = await tx.oneTimeToken.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: now } });
    if (count === 0) {
      throw new IdentityException(IdentityErrorCode.TokenUsed, 'This link has already been used.');
    }
    return stored;
  }

  /** Ends the user's outstanding tokens of one purpose (they expire now): the links of older mails stop working. */
  async endTokens(tx: Transaction, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
    await tx.oneTimeToken.updateMany({
      where: { userId, purpose, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    });
  }

  /** Sets the new password hash; returns the user for what follows (sessions, throttle). */
  setPassword(tx: Transaction, userId: string, passwordHash: string) {
    return tx.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true, email: true } });
  }

  async updatePreferences(
    userId: string,
    preferences: { timezone?: string; language?: string; displayName?: string },
  ): Promise<boolean> {
    const { count } = await this.db.user.updateMany({ where: { id: userId }, data: preferences });
    return count === 1;
  }

  async markEmailVerified(tx: Transaction, userId: string, at: Date): Promise<void> {
    await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: at } });
  }

  /**
   * The member signs in with `email` from now on, verified by the link they followed. Someone who took
   * the address a moment before (the unique index) is refused as emailTaken, and nothing changes.
   */
  async changeEmail(tx: Transaction, userId: string, email: string, at: Date) {
    try {
      return await tx.user.update({
        where: { id: userId },
        data: { email, emailVerifiedAt: at },
        select: { id: true, email: true, firstName: true, language: true },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new IdentityException(IdentityErrorCode.EmailTaken, 'Another account already uses this email address.', [
          'email',
        ]);
      }
      throw error;
    }
  }
}

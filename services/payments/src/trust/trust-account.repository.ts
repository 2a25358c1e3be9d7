import { appendToOutbox, DATABASE, findByUuid, withoutNulls } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase } from '../database/payments.database.js';
import type { TrustAccount as TrustAccountRow } from '../generated/prisma/client.js';
import { trustEvent } from './trust.events.js';

export interface StoredTrustAccount {
  talentId: string;
  accountId: string;
  stripeExternalAccountId: string;
  bankName?: string;
  last4?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewTrustAccount = Omit<StoredTrustAccount, 'createdAt' | 'updatedAt'>;

/** trust_account rows; the only Prisma user that writes them (transfers read them to pay out). */
@Injectable()
export class TrustAccountRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /** The guardian's mark for one minor talent profile; another account's answers as missing. */
  async findOwn(accountId: string, talentId: string): Promise<StoredTrustAccount | undefined> {
    const found = await findByUuid(
      talentId,
      (key) => this.db.trustAccount.findUnique({ where: { talentId: key } }),
      toStored,
    );
    return found?.accountId === accountId ? found : undefined;
  }

  /** Marks (or replaces) the talent's trust account with TrustAccountMarked, in one transaction. */
  async mark(trust: NewTrustAccount): Promise<StoredTrustAccount> {
    return this.db.$transaction(async (tx) => {
      const columns = {
        accountId: trust.accountId,
        stripeExternalAccountId: trust.stripeExternalAccountId,
        bankName: trust.bankName ?? null,
        last4: trust.last4 ?? null,
      };
      const row = await tx.trustAccount.upsert({
        where: { talentId: trust.talentId },
        create: { talentId: trust.talentId, ...columns },
        update: columns,
      });
      const stored = toStored(row);
      await appendToOutbox(tx, [trustEvent({ type: 'marked', trust: stored })]);
      return stored;
    });
  }

  /** Removes the mark with TrustAccountUnmarked; false when there was none. */
  async unmark(current: StoredTrustAccount): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.trustAccount.deleteMany({
        where: { talentId: current.talentId, accountId: current.accountId },
      });
      if (count === 1) {
        await appendToOutbox(tx, [trustEvent({ type: 'unmarked', trust: current })]);
      }
      return count === 1;
    });
  }
}

function toStored(row: TrustAccountRow): StoredTrustAccount {
  return withoutNulls(row);
}

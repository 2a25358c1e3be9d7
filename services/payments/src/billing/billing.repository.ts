import { appendToOutbox, DATABASE, type OutgoingEvent, uuid7, withoutNulls } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase, Tx } from '../database/payments.database.js';
import type { PaymentMethod as PaymentMethodRow } from '../generated/prisma/client.js';
import { billingEvent, type BillingEvent } from './billing.events.js';
import {
  becomesDefault,
  type BillingDetails,
  defaultAfterDetach,
  type PaymentMethodFacts,
} from './domain/billing.rules.js';

/** The paying side of an account: its Stripe customer, what the customer is made with, its default method. */
export interface Payer {
  accountId: string;
  stripeCustomerId?: string;
  displayName?: string;
  billingEmail?: string;
  defaultPaymentMethodId?: string;
}

/** A payment method on file (the API calls it by its Stripe id). */
export interface StoredPaymentMethod extends PaymentMethodFacts {
  id: string;
  accountId: string;
  stripePaymentMethodId: string;
  stripeCustomerId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a payer is, of its connected_account row. */
const PAYER_COLUMNS = {
  accountId: true,
  stripeCustomerId: true,
  displayName: true,
  billingEmail: true,
  defaultPaymentMethodId: true,
} as const;

/** The billing columns of connected_account and the payment_method rows; the only Prisma user for them. */
@Injectable()
export class BillingRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /** Undefined when the account has no payments row yet (it is made when identity announces the account). */
  async payerOf(accountId: string): Promise<Payer | undefined> {
    const row = await this.db.connectedAccount.findUnique({
      where: { accountId },
      select: PAYER_COLUMNS,
    });
    return row ? withoutNulls(row) : undefined;
  }

  /** The account whose Stripe customer this is (webhooks name the customer). */
  async accountOfCustomer(stripeCustomerId: string): Promise<string | undefined> {
    const row = await this.db.connectedAccount.findFirst({ where: { stripeCustomerId }, select: { accountId: true } });
    return row?.accountId;
  }

  /** Stores the customer made for the payer; a concurrent one stored first wins (same idempotency key). */
  async saveCustomer(accountId: string, stripeCustomerId: string): Promise<string> {
    await this.db.connectedAccount.updateMany({
      where: { accountId, stripeCustomerId: null },
      data: { stripeCustomerId },
    });
    const row = await this.db.connectedAccount.findUniqueOrThrow({ where: { accountId } });
    return row.stripeCustomerId ?? stripeCustomerId;
  }

  async saveDetails(accountId: string, details: BillingDetails): Promise<Payer> {
    return this.db.$transaction(async (tx) => {
      await tx.connectedAccount.update({
        where: { accountId },
        data: {
          ...(details.email === undefined ? {} : { billingEmail: details.email }),
          ...(details.name === undefined ? {} : { displayName: details.name }),
        },
      });
      const payer = await this.payerIn(tx, accountId);
      await appendToOutbox(tx, [billingEvent(accountId, { type: 'detailsChanged', payer })]);
      return payer;
    });
  }

  /**
   * Puts a payment method on file (again: the same method twice is one row) and makes it the default
   * when the rules say so (domain/billing.rules.ts). Answers the row and the default after it.
   */
  async putOnFile(
    accountId: string,
    method: { stripePaymentMethodId: string; stripeCustomerId: string; facts: PaymentMethodFacts },
    makeDefault: boolean | undefined,
  ): Promise<{ method: StoredPaymentMethod; defaultPaymentMethodId?: string; added: boolean }> {
    return this.db.$transaction(async (tx) => {
      await lockPayer(tx, accountId);
      const existing = await tx.paymentMethod.findUnique({
        where: { accountId_stripePaymentMethodId: { accountId, stripePaymentMethodId: method.stripePaymentMethodId } },
      });
      const columns = { stripeCustomerId: method.stripeCustomerId, ...factsColumns(method.facts) };
      const row = existing
        ? await tx.paymentMethod.update({ where: { id: existing.id }, data: columns })
        : await tx.paymentMethod.create({
            data: { id: uuid7(), accountId, stripePaymentMethodId: method.stripePaymentMethodId, ...columns },
          });
      const stored = toStored(row);
      const payer = await this.payerIn(tx, accountId);
      const events: BillingEvent[] = existing ? [] : [{ type: 'paymentMethodAdded', method: stored }];
      let defaultPaymentMethodId = payer.defaultPaymentMethodId;
      if (
        defaultPaymentMethodId !== stored.stripePaymentMethodId &&
        becomesDefault(defaultPaymentMethodId, makeDefault)
      ) {
        defaultPaymentMethodId = stored.stripePaymentMethodId;
        await tx.connectedAccount.update({ where: { accountId }, data: { defaultPaymentMethodId } });
        events.push({ type: 'defaultChanged', paymentMethodId: defaultPaymentMethodId });
      }
      await appendToOutbox(tx, eventsOf(accountId, events));
      return { method: stored, defaultPaymentMethodId, added: !existing };
    });
  }

  async findMethod(accountId: string, stripePaymentMethodId: string): Promise<StoredPaymentMethod | undefined> {
    const row = await this.db.paymentMethod.findUnique({
      where: { accountId_stripePaymentMethodId: { accountId, stripePaymentMethodId } },
    });
    return row ? toStored(row) : undefined;
  }

  /** Every payment method on file, newest first (an account keeps a handful). */
  async methodsOf(accountId: string): Promise<StoredPaymentMethod[]> {
    const rows = await this.db.paymentMethod.findMany({ where: { accountId }, orderBy: { id: 'desc' }, take: 500 });
    return rows.map(toStored);
  }

  async countMethods(accountId: string): Promise<number> {
    return this.db.paymentMethod.count({ where: { accountId } });
  }

  async setDefault(accountId: string, stripePaymentMethodId: string): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await lockPayer(tx, accountId);
      const payer = await this.payerIn(tx, accountId);
      if (payer.defaultPaymentMethodId === stripePaymentMethodId) {
        return;
      }
      await tx.connectedAccount.update({
        where: { accountId },
        data: { defaultPaymentMethodId: stripePaymentMethodId },
      });
      await appendToOutbox(
        tx,
        eventsOf(accountId, [{ type: 'defaultChanged', paymentMethodId: stripePaymentMethodId }]),
      );
    });
  }

  /** Takes a payment method off file; the default moves per the rules. Answers the default after it. */
  async removeFromFile(
    accountId: string,
    stripePaymentMethodId: string,
  ): Promise<{ defaultPaymentMethodId?: string; removed: boolean }> {
    return this.db.$transaction(async (tx) => {
      await lockPayer(tx, accountId);
      const payer = await this.payerIn(tx, accountId);
      const { count } = await tx.paymentMethod.deleteMany({ where: { accountId, stripePaymentMethodId } });
      if (count === 0) {
        return { defaultPaymentMethodId: payer.defaultPaymentMethodId, removed: false };
      }
      const others = await tx.paymentMethod.findMany({
        where: { accountId },
        select: { stripePaymentMethodId: true, createdAt: true },
      });
      const defaultPaymentMethodId = defaultAfterDetach(
        payer.defaultPaymentMethodId,
        stripePaymentMethodId,
        others.map((other) => ({ id: other.stripePaymentMethodId, createdAt: other.createdAt })),
      );
      if (defaultPaymentMethodId !== payer.defaultPaymentMethodId) {
        await tx.connectedAccount.update({
          where: { accountId },
          data: { defaultPaymentMethodId: defaultPaymentMethodId ?? null },
        });
      }
      await appendToOutbox(
        tx,
        eventsOf(accountId, [
          { type: 'paymentMethodRemoved', paymentMethodId: stripePaymentMethodId, defaultPaymentMethodId },
        ]),
      );
      return { defaultPaymentMethodId, removed: true };
    });
  }

  private async payerIn(tx: Tx, accountId: string): Promise<Payer> {
    const row = await tx.connectedAccount.findUniqueOrThrow({
      where: { accountId },
      select: PAYER_COLUMNS,
    });
    return withoutNulls(row);
  }
}

/** Serialises changes to one account's payment methods (the default is decided from the rows). */
async function lockPayer(tx: Tx, accountId: string): Promise<void> {
  await tx.$queryRaw`SELECT account_id FROM connected_account WHERE account_id = ${accountId}::uuid FOR UPDATE`;
}

function eventsOf(accountId: string, events: readonly BillingEvent[]): OutgoingEvent[] {
  return events.map((event) => billingEvent(accountId, event));
}

function factsColumns(facts: PaymentMethodFacts) {
  return {
    type: facts.type,
    label: facts.label ?? null,
    last4: facts.last4 ?? null,
    expMonth: facts.expMonth ?? null,
    expYear: facts.expYear ?? null,
  };
}

function toStored(row: PaymentMethodRow): StoredPaymentMethod {
  return withoutNulls(row);
}

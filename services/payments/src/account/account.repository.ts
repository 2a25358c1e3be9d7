import {
  ConnectedAccountCreatedSchema,
  ConnectedAccountUpdatedSchema,
  PaymentsTopics,
  PayoutFailedSchema,
  PayoutPaidSchema,
} from '@callsheet/contracts';
import { appendToOutbox, DATABASE, isUuid, outgoingEvent, type OutgoingEvent } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase, Tx } from '../database/payments.database.js';
import type { ConnectedAccount, Payout, Prisma } from '../generated/prisma/client.js';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';
import { type AccountStatus, accountStatus } from './domain/account-status.js';
import type { StripeAccountSnapshot } from './domain/stripe-account.types.js';
import { requirementsMessage } from './stripe-account.views.js';

export type StoredConnectedAccount = ConnectedAccount;
export type StoredPayout = Payout;

export interface NewConnectedAccount {
  accountId: string;
  stripeAccountId: string;
  type: string;
  country: string;
  businessType: string;
  accountType: string;
  minor: boolean;
  snapshot: StripeAccountSnapshot;
}

export interface NewPayout {
  id: string;
  accountId: string;
  method: 'instant' | 'standard';
  purpose: 'balance' | 'trust';
  amount: number;
  fee: number;
  currency: string;
  destination: string;
}

/** What a Stripe payout event says about one of our payouts. */
export interface PayoutOutcome {
  /** Our payout id (Stripe's metadata.payout_id), when the payout carries it. */
  payoutId?: string;
  stripePayoutId: string;
  status: 'paid' | 'failed';
  failureCode?: string;
  failureMessage?: string;
  arrivalDate?: number;
}

/** The connected_account and payout tables and their outgoing events; the only Prisma user of the module. */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async findByAccountId(accountId: string, tx: Tx = this.db): Promise<StoredConnectedAccount | undefined> {
    if (!isUuid(accountId)) {
      return undefined;
    }
    return (await tx.connectedAccount.findUnique({ where: { accountId } })) ?? undefined;
  }

  /** The caller's connected account, or connectedAccountNotFound (created shortly after the account). */
  async require(accountId: string): Promise<StoredConnectedAccount> {
    const account = await this.findByAccountId(accountId);
    if (!account) {
      throw new PaymentsException(
        PaymentsErrorCode.ConnectedAccountNotFound,
        'This account has no payment account yet; it is created a few seconds after the account. Try again shortly.',
        [accountId],
      );
    }
    return account;
  }

  /**
   * The new link and ConnectedAccountCreated, in the caller's transaction. ON CONFLICT on account_id: a
   * redelivered AccountCreated that raced past the first look-up inserts nothing and publishes nothing.
   */
  async insertCreated(tx: Tx, account: NewConnectedAccount): Promise<boolean> {
    const status = accountStatus(account.snapshot);
    const requirements = JSON.stringify(account.snapshot.requirements ?? {});
    const inserted = await tx.$executeRaw`
      INSERT INTO connected_account (account_id, stripe_account_id, type, country, business_type, account_type,
                                     minor, status, charges_enabled, payouts_enabled, requirements, updated_at)
      VALUES (${account.accountId}::uuid, ${account.stripeAccountId}, ${account.type}, ${account.country},
              ${account.businessType}, ${account.accountType}, ${account.minor}, ${status},
              ${account.snapshot.charges_enabled === true}, ${account.snapshot.payouts_enabled === true},
              ${requirements}::jsonb, now())
      ON CONFLICT (account_id) DO NOTHING`;
    if (inserted === 0) {
      return false;
    }
    await appendToOutbox(tx, [
      outgoingEvent(PaymentsTopics.accountEvents, account.accountId, ConnectedAccountCreatedSchema, {
        accountId: account.accountId,
        stripeAccountId: account.stripeAccountId,
        type: account.type,
        country: account.country,
        businessType: account.businessType,
        accountType: account.accountType,
        minor: account.minor,
        status,
      }),
    ]);
    return true;
  }

  /**
   * Stripe's account as of eventCreated (unix seconds), applied only when no newer state was applied:
   * a late, older account.updated changes nothing. Ties go to the later arrival (Stripe stamps whole
   * seconds). The row and ConnectedAccountUpdated commit together; undefined when nothing changed.
   */
  async applyStripeAccount(
    stripeAccountId: string,
    snapshot: StripeAccountSnapshot,
    eventCreated: number,
  ): Promise<StoredConnectedAccount | undefined> {
    const status: AccountStatus = accountStatus(snapshot);
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.connectedAccount.updateMany({
        where: { stripeAccountId, stripeUpdatedAt: { lte: eventCreated } },
        data: {
          status,
          chargesEnabled: snapshot.charges_enabled === true,
          payoutsEnabled: snapshot.payouts_enabled === true,
          requirements: (snapshot.requirements ?? {}) as Prisma.InputJsonValue,
          stripeUpdatedAt: eventCreated,
        },
      });
      if (count === 0) {
        return undefined;
      }
      const updated = await tx.connectedAccount.findFirstOrThrow({
        where: { stripeAccountId, stripeUpdatedAt: eventCreated },
        orderBy: { createdAt: 'desc' },
      });
      await appendToOutbox(tx, [
        outgoingEvent(PaymentsTopics.accountEvents, updated.accountId, ConnectedAccountUpdatedSchema, {
          accountId: updated.accountId,
          stripeAccountId,
          status,
          chargesEnabled: updated.chargesEnabled,
          payoutsEnabled: updated.payoutsEnabled,
          requirements: requirementsMessage(snapshot.requirements),
          stripeUpdatedAt: BigInt(eventCreated),
        }),
      ]);
      return updated;
    });
  }

  async findByStripeAccountId(stripeAccountId: string): Promise<StoredConnectedAccount | undefined> {
    return (await this.db.connectedAccount.findFirst({ where: { stripeAccountId } })) ?? undefined;
  }

  async findPayout(id: string): Promise<StoredPayout | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    return (await this.db.payout.findUnique({ where: { id } })) ?? undefined;
  }

  async insertPayout(payout: NewPayout): Promise<StoredPayout> {
    return this.db.payout.create({ data: { ...payout, status: 'pending' } });
  }

  async payoutSent(id: string, stripePayoutId: string): Promise<StoredPayout> {
    return this.db.payout.update({ where: { id }, data: { stripePayoutId, status: 'pending', failureMessage: null } });
  }

  async payoutRefused(id: string, failureMessage: string): Promise<void> {
    await this.db.payout.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'failed', failureMessage },
    });
  }

  /**
   * A Stripe payout event applied to our payout. Failed is final; paid is final except that Stripe may
   * fail a payout after reporting it paid (the bank returns it), so failed may follow paid. Whatever the
   * order the events arrive in, the end state is the same, and a repeated event changes nothing.
   * Undefined when the payout is not ours or the event changes nothing.
   */
  async applyPayoutOutcome(outcome: PayoutOutcome): Promise<StoredPayout | undefined> {
    const from = outcome.status === 'paid' ? ['pending'] : ['pending', 'paid'];
    const payoutId =
      outcome.payoutId !== undefined && isUuid(outcome.payoutId)
        ? outcome.payoutId
        : (await this.findPayoutByStripeId(outcome.stripePayoutId))?.id;
    if (payoutId === undefined) {
      return undefined;
    }
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.payout.updateMany({
        // A payout whose create answer was lost has no Stripe id yet: the event supplies it.
        where: {
          id: payoutId,
          OR: [{ stripePayoutId: outcome.stripePayoutId }, { stripePayoutId: null }],
          status: { in: from },
        },
        data: {
          status: outcome.status,
          stripePayoutId: outcome.stripePayoutId,
          ...(outcome.status === 'failed'
            ? { failureMessage: outcome.failureMessage ?? outcome.failureCode ?? '' }
            : {}),
        },
      });
      if (count === 0) {
        return undefined;
      }
      const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId } });
      await appendToOutbox(tx, [payoutEvent(payout, outcome)]);
      return payout;
    });
  }

  async findPayoutByStripeId(stripePayoutId: string): Promise<StoredPayout | undefined> {
    return (await this.db.payout.findFirst({ where: { stripePayoutId }, orderBy: { createdAt: 'desc' } })) ?? undefined;
  }
}

function payoutEvent(payout: StoredPayout, outcome: PayoutOutcome): OutgoingEvent {
  const common = {
    payoutId: payout.id,
    accountId: payout.accountId,
    stripePayoutId: outcome.stripePayoutId,
    method: payout.method,
    purpose: payout.purpose,
    amount: BigInt(payout.amount),
    fee: BigInt(payout.fee),
    currency: payout.currency,
    invoiceId: payout.invoiceId ?? '',
  };
  if (outcome.status === 'paid') {
    return outgoingEvent(PaymentsTopics.payoutEvents, payout.id, PayoutPaidSchema, {
      ...common,
      arrivalDate: BigInt(outcome.arrivalDate ?? 0),
    });
  }
  return outgoingEvent(PaymentsTopics.payoutEvents, payout.id, PayoutFailedSchema, {
    ...common,
    failureCode: outcome.failureCode ?? '',
    failureMessage: outcome.failureMessage ?? '',
  });
}

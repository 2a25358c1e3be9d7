import { appendToOutbox, DATABASE, findByUuid, isUuid } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase, Tx } from '../database/payments.database.js';
import type { ConnectedAccount, Payout, Prisma } from '../generated/prisma/client.js';
import { connectedAccountNotYet } from '../payments.errors.js';
import { connectedAccountEvent, payoutEvent } from './account.events.js';
import type { ConnectedAccountStep } from './domain/account-events.js';
import type { PayoutStep } from './domain/payout-events.js';

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
  /** The account's name and its owner's email: its Stripe customer's, when it pays (billing/). */
  displayName?: string;
  billingEmail?: string;
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

/** Which payout a Stripe payout event is about: ours by id (Stripe's metadata.payout_id) or Stripe's id. */
export interface PayoutRef {
  payoutId?: string;
  stripePayoutId: string;
}

/** The connected_account and payout tables and their outgoing events; the only Prisma user of the module. */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  async findByAccountId(accountId: string, tx: Tx = this.db): Promise<StoredConnectedAccount | undefined> {
    return findByUuid(accountId, (key) => tx.connectedAccount.findUnique({ where: { accountId: key } }));
  }

  /** The caller's connected account, or connectedAccountNotFound (created shortly after the account). */
  async require(accountId: string): Promise<StoredConnectedAccount> {
    const account = await this.findByAccountId(accountId);
    if (!account) {
      throw connectedAccountNotYet(accountId);
    }
    return account;
  }

  /**
   * The new link with its step's state and events (domain/account-events.ts), in the caller's
   * transaction. ON CONFLICT on account_id: a redelivered AccountCreated that raced past the first
   * look-up inserts nothing and publishes nothing.
   */
  async insertCreated(tx: Tx, account: NewConnectedAccount, step: ConnectedAccountStep): Promise<boolean> {
    const { state } = step;
    const inserted = await tx.$executeRaw`
      INSERT INTO connected_account (account_id, stripe_account_id, type, country, business_type, account_type,
                                     minor, status, charges_enabled, payouts_enabled, requirements,
                                     stripe_updated_at, display_name, billing_email, updated_at)
      VALUES (${account.accountId}::uuid, ${account.stripeAccountId}, ${account.type}, ${account.country},
              ${account.businessType}, ${account.accountType}, ${account.minor}, ${state.status},
              ${state.chargesEnabled}, ${state.payoutsEnabled}, ${JSON.stringify(state.requirements)}::jsonb,
              ${state.stripeUpdatedAt}, ${account.displayName ?? null}, ${account.billingEmail ?? null}, now())
      ON CONFLICT (account_id) DO NOTHING`;
    if (inserted === 0) {
      return false;
    }
    const created = await tx.connectedAccount.findUniqueOrThrow({ where: { accountId: account.accountId } });
    await appendToOutbox(
      tx,
      step.events.map((event) => connectedAccountEvent(created, event)),
    );
    return true;
  }

  /**
   * Stripe's account as a step of domain/account-events.ts, written with its events only when no newer
   * state was applied (the step's Stripe time is not older than the row's). Undefined when nothing changed.
   */
  async applyStripeAccount(
    stripeAccountId: string,
    step: ConnectedAccountStep,
  ): Promise<StoredConnectedAccount | undefined> {
    const { state } = step;
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.connectedAccount.updateMany({
        where: { stripeAccountId, stripeUpdatedAt: { lte: state.stripeUpdatedAt } },
        data: { ...state, requirements: state.requirements as Prisma.InputJsonValue },
      });
      if (count === 0) {
        return undefined;
      }
      const updated = await tx.connectedAccount.findFirstOrThrow({
        where: { stripeAccountId, stripeUpdatedAt: state.stripeUpdatedAt },
        orderBy: { createdAt: 'desc' },
      });
      await appendToOutbox(
        tx,
        step.events.map((event) => connectedAccountEvent(updated, event)),
      );
      return updated;
    });
  }

  async findByStripeAccountId(stripeAccountId: string): Promise<StoredConnectedAccount | undefined> {
    return (await this.db.connectedAccount.findFirst({ where: { stripeAccountId } })) ?? undefined;
  }

  async findPayout(id: string): Promise<StoredPayout | undefined> {
    return findByUuid(id, (key) => this.db.payout.findUnique({ where: { id: key } }));
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
   * A Stripe payout event applied to our payout as a step of domain/payout-events.ts: written with its
   * events only from the step's starting statuses. Undefined when the payout is not ours or the event
   * changes nothing.
   */
  async applyPayoutStep(ref: PayoutRef, step: PayoutStep): Promise<StoredPayout | undefined> {
    const payoutId =
      ref.payoutId !== undefined && isUuid(ref.payoutId)
        ? ref.payoutId
        : (await this.findPayoutByStripeId(ref.stripePayoutId))?.id;
    if (payoutId === undefined) {
      return undefined;
    }
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.payout.updateMany({
        // A payout whose create answer was lost has no Stripe id yet: the event supplies it.
        where: {
          id: payoutId,
          OR: [{ stripePayoutId: ref.stripePayoutId }, { stripePayoutId: null }],
          status: { in: [...step.from] },
        },
        data: {
          status: step.to,
          stripePayoutId: ref.stripePayoutId,
          ...(step.failureMessage !== undefined ? { failureMessage: step.failureMessage } : {}),
        },
      });
      if (count === 0) {
        return undefined;
      }
      const payout = await tx.payout.findUniqueOrThrow({ where: { id: payoutId } });
      await appendToOutbox(
        tx,
        step.events.map((event) => payoutEvent(payout, event)),
      );
      return payout;
    });
  }

  async findPayoutByStripeId(stripePayoutId: string): Promise<StoredPayout | undefined> {
    return (await this.db.payout.findFirst({ where: { stripePayoutId }, orderBy: { createdAt: 'desc' } })) ?? undefined;
  }
}

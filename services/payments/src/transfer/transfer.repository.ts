import {
  appendToOutbox,
  buildPage,
  DATABASE,
  findByUuid,
  keysetPageArgs,
  uuid7,
  withoutNulls,
} from '@callsheet/kernel';
import type { OutgoingEvent, Page, PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase, Tx } from '../database/payments.database.js';
import type { Transfer as TransferRow } from '../generated/prisma/client.js';
import type { PayoutDestination } from './domain/coogan.js';
import { type TransferStatus, type TransferStep, UNSENT_TRANSFER_STATUSES } from './domain/transfer-events.js';
import { transferEvent } from './transfer.events.js';

export type { TransferStatus } from './domain/transfer-events.js';

export interface StoredTransfer {
  id: string;
  invoiceId: string;
  payerAccountId: string;
  accountId: string;
  destination: PayoutDestination;
  profileId: string;
  amount: number;
  currency: string;
  transferGroup: string;
  stripeTransferId?: string;
  stripePayoutId?: string;
  status: TransferStatus;
  /** A trust line: the US state whose rule set it aside. */
  trustState?: string;
  /** Why an unsent line is not at Stripe yet (domain/transfer-hold.ts). */
  holdCode?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type PlannedTransfer = Pick<
  StoredTransfer,
  | 'invoiceId'
  | 'payerAccountId'
  | 'accountId'
  | 'destination'
  | 'profileId'
  | 'amount'
  | 'currency'
  | 'transferGroup'
  | 'trustState'
>;

/** A minor's trust bank account as the guardian marked it (trust/). */
export interface MarkedTrustAccount {
  talentId: string;
  accountId: string;
  stripeExternalAccountId: string;
}

/**
 * A payout that follows a line's transfer, as the payout table keeps it: the minor's trust set-aside to
 * the trust bank account (purpose trust), or the minor's net share to the guardian's bank (purpose
 * guardian: a minor's account pays out only what the platform sends, invoice-payouts.ts).
 */
export interface LinePayoutRecord {
  purpose: 'trust' | 'guardian';
  accountId: string;
  invoiceId: string;
  stripePayoutId: string;
  amount: number;
  currency: string;
  /** The bank account; undefined for the account's default one. */
  destination?: string;
}

/** Where a line's money goes at Stripe: the connected account, and whether it is a minor's (a guardian's). */
export interface Payee {
  stripeAccountId: string;
  minor: boolean;
}

/** The marker of "TransfersCreated was emitted for this invoice" in processed_event (exactly once). */
const TRANSFERS_CREATED_MARKER = 'payments.transfers-created';

/** transfer rows (and trust payouts); the only Prisma user for them. */
@Injectable()
export class TransferRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /**
   * Inserts a paid invoice's planned transfers (status pending) in the caller's transaction. The
   * (invoice, destination, profile) key makes a second plan of the same invoice a no-op: transfers
   * exist once per invoice whichever of markPaid, charge or the invoice.paid webhook came first.
   */
  async insertPlanned(tx: Tx, planned: readonly PlannedTransfer[]): Promise<number> {
    const { count } = await tx.transfer.createMany({
      data: planned.map((transfer) => ({ id: uuid7(), ...transfer, status: 'pending' })),
      skipDuplicates: true,
    });
    return count;
  }

  async countForInvoice(invoiceId: string): Promise<number> {
    return this.db.transfer.count({ where: { invoiceId } });
  }

  async ofInvoice(invoiceId: string, tx: Tx | PaymentsDatabase = this.db): Promise<StoredTransfer[]> {
    const rows = await tx.transfer.findMany({ where: { invoiceId }, orderBy: { id: 'asc' } });
    return rows.map(toStored);
  }

  /** The trust lines of these invoices (the invoice shows its minor's set-aside and the rule's state). */
  async trustOf(invoiceIds: readonly string[]): Promise<Map<string, { amount: number; state?: string }>> {
    const rows = await this.db.transfer.findMany({
      where: { invoiceId: { in: [...invoiceIds] }, destination: 'trust' },
      select: { invoiceId: true, amount: true, trustState: true },
    });
    return new Map(rows.map((row) => [row.invoiceId, { amount: row.amount, state: row.trustState ?? undefined }]));
  }

  /** The trust bank account marked for a minor talent profile, if any. */
  async trustAccountOf(talentId: string): Promise<MarkedTrustAccount | undefined> {
    const row = await this.db.trustAccount.findUnique({
      where: { talentId },
      select: { talentId: true, accountId: true, stripeExternalAccountId: true },
    });
    return row ?? undefined;
  }

  /** The invoices whose trust line for this talent waits for a marked trust account. */
  async invoicesAwaitingTrust(talentId: string): Promise<string[]> {
    const rows = await this.db.transfer.findMany({
      where: { destination: 'trust', profileId: talentId, status: 'awaitingTrustAccount' },
      select: { invoiceId: true },
      orderBy: { id: 'asc' },
    });
    return rows.map((row) => row.invoiceId);
  }

  /** What the talent's trust lines not yet paid out add up to. */
  async trustUnsentTotals(talentId: string): Promise<{ amount: number; count: number }> {
    const { _sum, _count } = await this.db.transfer.aggregate({
      where: { destination: 'trust', profileId: talentId, status: { in: [...UNSENT_TRANSFER_STATUSES] } },
      _sum: { amount: true },
      _count: true,
    });
    return { amount: _sum.amount ?? 0, count: _count };
  }

  /** A trust line with no trust account to pay out to: it waits, off Stripe, until one is marked. */
  async markAwaitingTrustAccount(id: string): Promise<void> {
    await this.db.transfer.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'awaitingTrustAccount', holdCode: null },
    });
  }

  /** Why an unsent line could not be sent this time (it stays unsent; the transfer-run queue retries). */
  async markHeld(id: string, holdCode: string): Promise<void> {
    await this.db.transfer.updateMany({
      where: { id, status: { in: [...UNSENT_TRANSFER_STATUSES] } },
      data: { status: 'pending', holdCode },
    });
  }

  /**
   * A line's transfer exists at Stripe, the payout that follows it not yet (a trust set-aside or a
   * minor's net share): kept, so a later run never makes the transfer again (an idempotency key lasts
   * only 24 hours at Stripe, a wait for funds may last longer).
   */
  async recordTransfer(id: string, stripeTransferId: string): Promise<void> {
    await this.db.transfer.updateMany({
      where: { id, stripeTransferId: null },
      data: { stripeTransferId },
    });
  }

  /** The charge that paid the invoice through Stripe (undefined when paid outside it or not known). */
  async chargeOf(invoiceId: string): Promise<string | undefined> {
    const row = await this.db.invoice.findUnique({ where: { id: invoiceId }, select: { stripeChargeId: true } });
    return row?.stripeChargeId ?? undefined;
  }

  /** The connected account a line goes to, with whether it is a minor's (its payouts are the platform's). */
  async payeeOf(accountId: string): Promise<Payee | undefined> {
    const row = await this.db.connectedAccount.findUnique({
      where: { accountId },
      select: { stripeAccountId: true, minor: true },
    });
    return row ?? undefined;
  }

  /**
   * Records an unsent line as made at Stripe (with the payout that follows it, when one does); false when
   * another run recorded it first.
   */
  async markCreated(id: string, stripeTransferId: string, payout?: LinePayoutRecord): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.transfer.updateMany({
        where: { id, status: { in: [...UNSENT_TRANSFER_STATUSES] } },
        data: {
          status: 'created',
          stripeTransferId,
          stripePayoutId: payout?.stripePayoutId ?? null,
          holdCode: null,
        },
      });
      // Only the run that recorded the transfer records its payout.
      if (payout && count === 1) {
        await tx.payout.create({
          data: {
            id: uuid7(),
            accountId: payout.accountId,
            stripePayoutId: payout.stripePayoutId,
            method: 'standard',
            purpose: payout.purpose,
            invoiceId: payout.invoiceId,
            amount: payout.amount,
            currency: payout.currency,
            destination: payout.destination ?? null,
            status: 'pending',
          },
        });
      }
      return count === 1;
    });
  }

  /**
   * Writes the events `events` names for the invoice's transfers as they stand (the rules of
   * domain/transfer-events.ts decide), once per invoice: a processed_event marker keyed by the invoice id
   * in the same transaction, holding the invoice's row. Undefined when none is due yet or they were
   * already written.
   */
  async announceOnce(
    invoiceId: string,
    events: (transfers: StoredTransfer[]) => OutgoingEvent[],
  ): Promise<StoredTransfer[] | undefined> {
    return this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM invoice WHERE id = ${invoiceId}::uuid FOR UPDATE`;
      const transfers = await this.ofInvoice(invoiceId, tx);
      const outgoing = events(transfers);
      if (outgoing.length === 0) {
        return undefined;
      }
      const inserted = await tx.$executeRaw`
        INSERT INTO processed_event (consumer, event_id) VALUES (${TRANSFERS_CREATED_MARKER}, ${invoiceId}::uuid)
        ON CONFLICT DO NOTHING`;
      if (inserted === 0) {
        return undefined;
      }
      await appendToOutbox(tx, outgoing);
      return transfers;
    });
  }

  async findById(id: string): Promise<StoredTransfer | undefined> {
    return findByUuid(id, (key) => this.db.transfer.findUnique({ where: { id: key } }), toStored);
  }

  /** By Stripe id: not unique under stripe-mock (fixture ids), so callers try metadata.transfer_id first. */
  async findByStripeId(stripeTransferId: string): Promise<StoredTransfer | undefined> {
    const row = await this.db.transfer.findFirst({ where: { stripeTransferId }, orderBy: { id: 'desc' } });
    return row ? toStored(row) : undefined;
  }

  /** Applies a step of Stripe's (domain/transfer-events.ts) with its events; undefined when nothing changed. */
  async applyStep(
    current: StoredTransfer,
    step: TransferStep,
    stripeTransferId: string,
  ): Promise<StoredTransfer | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.transfer.updateMany({
        where: { id: current.id, status: { in: [...step.from] } },
        data: { status: step.to, stripeTransferId },
      });
      if (count === 0) {
        return undefined;
      }
      const changed = toStored(await tx.transfer.findUniqueOrThrow({ where: { id: current.id } }));
      await appendToOutbox(
        tx,
        step.events.map((event) => transferEvent(changed, event)),
      );
      return changed;
    });
  }

  /** Transfers the account paid (as the invoice's payer) or received, newest first. */
  async listForAccount(
    accountId: string,
    invoiceId: string | undefined,
    page: PageRequest,
  ): Promise<Page<StoredTransfer>> {
    const rows = await this.db.transfer.findMany(
      keysetPageArgs(
        {
          OR: [{ payerAccountId: accountId }, { accountId }],
          ...(invoiceId ? { invoiceId } : {}),
        },
        page,
      ),
    );
    return buildPage(rows.map(toStored), page);
  }
}

function toStored(row: TransferRow): StoredTransfer {
  return {
    ...withoutNulls(row),
    destination: row.destination as PayoutDestination,
    status: row.status as TransferStatus,
  };
}

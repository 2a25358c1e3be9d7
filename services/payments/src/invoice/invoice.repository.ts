import { appendToOutbox, buildPage, DATABASE, findByUuid, keysetPageArgs, withoutNulls } from '@callsheet/kernel';
import type { OutgoingEvent, Page, PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsDatabase, Tx } from '../database/payments.database.js';
import { type ApplicationDeal as DealRow, type Invoice as InvoiceRow, Prisma } from '../generated/prisma/client.js';
import type { InvoiceDraft } from './domain/invoice-draft.js';
import type { InvoiceEvent } from './domain/invoice-events.js';
import type { DisplayStatusFilter, InvoiceStatus } from './domain/invoice-status.js';
import type { PaymentIssue } from './domain/payment-issue.js';
import { invoiceEvent } from './invoice.events.js';

/** A deal memo's share as connections announces it (application.proto SplitShare). */
export interface DealShare {
  profileType: 'talent' | 'representative';
  profileId: string;
  shareBps: number;
  /** The account paid; missing when connections did not know the representative's account. */
  accountId?: string;
}

export interface DealMemo {
  rateType: string;
  /** Cents per unit. */
  unitRate: number;
  quantity: number;
  currency: string;
  total: number;
  split: DealShare[];
}

/** An application as payments keeps it (application_deal): what an invoice bills and how it is split. */
export interface ApplicationDeal {
  applicationId: string;
  jobId: string;
  jobAccountId: string;
  talentId: string;
  talentAccountId: string;
  talentMinor: boolean;
  talentTrustAccount: boolean;
  /** A minor's birth date (YYYY-MM-DD): a trust rule may cover only younger minors. */
  talentBirthDate?: string;
  /** The US state where the job's work is done (productions' workStateOf): the trust rule follows it. */
  workState?: string;
  status: string;
  jobTitle: string;
  talentName: string;
  dealMemo?: DealMemo;
}

/** What an invoice's draft column holds: the normalised draft and the names it was made for. */
export interface StoredDraft extends InvoiceDraft {
  jobTitle: string;
  talentName: string;
}

export interface StoredInvoice {
  id: string;
  accountId: string;
  applicationId: string;
  stripeInvoiceId?: string;
  number?: string;
  prefix?: string;
  status: InvoiceStatus;
  billingMethod: string;
  dueDate?: string;
  draft: StoredDraft;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  amountPaid: number;
  currency: string;
  transferGroup: string;
  lastPaymentFailed: boolean;
  /** What the payer must do about the last payment attempt (domain/payment-issue.ts). */
  paymentIssue?: PaymentIssue;
  /** Stripe's page where the payer pays the finalized invoice, and its PDF. */
  hostedInvoiceUrl?: string;
  invoicePdf?: string;
  /** The charge that paid the invoice; its funds back the transfers (source_transaction). */
  stripeChargeId?: string;
  scheduledFinalizeAt?: Date;
  finalizedAt?: Date;
  paidAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewInvoice = Omit<
  StoredInvoice,
  | 'amountPaid'
  | 'lastPaymentFailed'
  | 'paymentIssue'
  | 'hostedInvoiceUrl'
  | 'invoicePdf'
  | 'stripeChargeId'
  | 'finalizedAt'
  | 'paidAt'
  | 'createdAt'
  | 'updatedAt'
  | 'status'
>;

/** Columns a transition may write besides the status. */
export interface InvoicePatch {
  number?: string | null;
  amountPaid?: number;
  lastPaymentFailed?: boolean;
  /** null clears it (a payment went through). */
  paymentIssue?: PaymentIssue | null;
  hostedInvoiceUrl?: string | null;
  invoicePdf?: string | null;
  stripeChargeId?: string | null;
  finalizedAt?: Date;
  paidAt?: Date;
  scheduledFinalizeAt?: Date | null;
}

/** A draft's edit: the new draft and its figures (domain/invoice-draft.ts), written only while a draft. */
export interface DraftEdit {
  draft: StoredDraft;
  prefix?: string;
  billingMethod: string;
  dueDate?: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  scheduledFinalizeAt?: Date;
}

/** application_deal and invoice; the only Prisma user for them. */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(DATABASE) private readonly db: PaymentsDatabase) {}

  /** Saves the newest snapshot of an application (its events arrive in order, keyed by application). */
  async saveDeal(tx: Tx, deal: ApplicationDeal): Promise<void> {
    const columns = {
      jobId: deal.jobId,
      jobAccountId: deal.jobAccountId,
      talentId: deal.talentId,
      talentAccountId: deal.talentAccountId,
      talentMinor: deal.talentMinor,
      talentTrustAccount: deal.talentTrustAccount,
      talentBirthDate: deal.talentBirthDate ?? null,
      workState: deal.workState ?? null,
      status: deal.status,
      jobTitle: deal.jobTitle,
      talentName: deal.talentName,
      dealMemo: deal.dealMemo ? (deal.dealMemo as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
    };
    await tx.applicationDeal.upsert({
      where: { applicationId: deal.applicationId },
      create: { applicationId: deal.applicationId, ...columns },
      update: columns,
    });
  }

  async findDeal(applicationId: string, tx: Tx | PaymentsDatabase = this.db): Promise<ApplicationDeal | undefined> {
    return findByUuid(applicationId, (key) => tx.applicationDeal.findUnique({ where: { applicationId: key } }), toDeal);
  }

  async insert(invoice: NewInvoice, event: InvoiceEvent): Promise<StoredInvoice> {
    return this.db.$transaction(async (tx) => {
      // A field left undefined is a column left NULL.
      const row = await tx.invoice.create({
        data: { ...invoice, status: 'draft', draft: invoice.draft as unknown as Prisma.InputJsonValue },
      });
      const stored = toStored(row);
      await appendToOutbox(tx, [invoiceEvent(stored, event)]);
      return stored;
    });
  }

  async findById(id: string, tx: Tx | PaymentsDatabase = this.db): Promise<StoredInvoice | undefined> {
    return findByUuid(id, (key) => tx.invoice.findUnique({ where: { id: key } }), toStored);
  }

  /** By Stripe id: not unique under stripe-mock (fixture ids), so callers try metadata.invoice_id first. */
  async findByStripeId(stripeInvoiceId: string): Promise<StoredInvoice | undefined> {
    const row = await this.db.invoice.findFirst({ where: { stripeInvoiceId }, orderBy: { id: 'desc' } });
    return row ? toStored(row) : undefined;
  }

  /** The payer's invoices, newest first, filtered on a displayed status (domain/invoice-status.ts) as of `today`. */
  async listForPayer(
    accountId: string,
    filter: { status?: DisplayStatusFilter; applicationId?: string },
    page: PageRequest,
    today: string,
  ): Promise<Page<StoredInvoice>> {
    const rows = await this.db.invoice.findMany(
      keysetPageArgs(
        {
          accountId,
          ...(filter.status ? statusWhere(filter.status, today) : {}),
          ...(filter.applicationId ? { applicationId: filter.applicationId } : {}),
        },
        page,
      ),
    );
    return buildPage(rows.map(toStored), page);
  }

  /** Drafts with a finalization time, for re-queueing jobs that may have been lost. */
  async scheduledDrafts(): Promise<StoredInvoice[]> {
    const rows = await this.db.invoice.findMany({
      where: { status: 'draft', scheduledFinalizeAt: { not: null } },
      orderBy: { id: 'asc' },
      take: 10_000,
    });
    return rows.map(toStored);
  }

  /**
   * Moves the invoice from the status it was read in to `to` (or keeps it, for send and credit notes),
   * with its events and `alsoInTx` (the paid invoice's transfer plan) in the same transaction. Undefined
   * when someone else changed the status meanwhile.
   */
  async transition(
    current: StoredInvoice,
    to: InvoiceStatus,
    patch: InvoicePatch,
    events: InvoiceEvent[],
    alsoInTx?: (tx: Tx, changed: StoredInvoice) => Promise<OutgoingEvent[]>,
  ): Promise<StoredInvoice | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.invoice.updateMany({
        where: { id: current.id, status: current.status },
        data: { status: to, ...patchData(patch) },
      });
      if (count === 0) {
        return undefined;
      }
      const changed = toStored(await tx.invoice.findUniqueOrThrow({ where: { id: current.id } }));
      const more = alsoInTx ? await alsoInTx(tx, changed) : [];
      await appendToOutbox(tx, [...events.map((event) => invoiceEvent(changed, event)), ...more]);
      return changed;
    });
  }

  /** Replaces a draft's content with its event; undefined when it is no longer a draft. */
  async editDraft(current: StoredInvoice, edit: DraftEdit, event: InvoiceEvent): Promise<StoredInvoice | undefined> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.invoice.updateMany({
        where: { id: current.id, status: 'draft' },
        data: {
          ...edit,
          prefix: edit.prefix ?? null,
          dueDate: edit.dueDate ?? null,
          scheduledFinalizeAt: edit.scheduledFinalizeAt ?? null,
          draft: edit.draft as unknown as Prisma.InputJsonValue,
        },
      });
      if (count === 0) {
        return undefined;
      }
      const changed = toStored(await tx.invoice.findUniqueOrThrow({ where: { id: current.id } }));
      await appendToOutbox(tx, [invoiceEvent(changed, event)]);
      return changed;
    });
  }

  /** Writes columns that are no status change (a failed payment attempt) with their event. */
  async note(current: StoredInvoice, patch: InvoicePatch, events: InvoiceEvent[]): Promise<StoredInvoice> {
    return this.db.$transaction(async (tx) => {
      const row = await tx.invoice.update({ where: { id: current.id }, data: patchData(patch) });
      const changed = toStored(row);
      await appendToOutbox(
        tx,
        events.map((event) => invoiceEvent(changed, event)),
      );
      return changed;
    });
  }

  /** Deletes a draft with its event; false when it is no longer a draft. */
  async deleteDraft(current: StoredInvoice, event: InvoiceEvent): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.invoice.deleteMany({ where: { id: current.id, status: 'draft' } });
      if (count === 1) {
        await appendToOutbox(tx, [invoiceEvent(current, event)]);
      }
      return count === 1;
    });
  }

  /** Writes the rows and events `work` plans on the invoice, holding its row (the held transfers planned again). */
  async writeLocked(id: string, work: (tx: Tx, invoice: StoredInvoice) => Promise<OutgoingEvent[]>): Promise<void> {
    await this.withInvoiceLocked(id, async (tx, invoice) => appendToOutbox(tx, await work(tx, invoice)));
  }

  /** Runs `work` in a transaction holding the invoice's row (serialises work on one invoice). */
  async withInvoiceLocked<T>(id: string, work: (tx: Tx, invoice: StoredInvoice) => Promise<T>): Promise<T> {
    return this.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM invoice WHERE id = ${id}::uuid FOR UPDATE`;
      return work(tx, toStored(await tx.invoice.findUniqueOrThrow({ where: { id } })));
    });
  }
}

function toDeal({ updatedAt: _updatedAt, ...row }: DealRow): ApplicationDeal {
  return { ...withoutNulls(row), dealMemo: (row.dealMemo as DealMemo | null) ?? undefined };
}

function toStored(row: InvoiceRow): StoredInvoice {
  return {
    ...withoutNulls(row),
    status: row.status as InvoiceStatus,
    draft: row.draft as unknown as StoredDraft,
    paymentIssue: (row.paymentIssue as PaymentIssue | null) ?? undefined,
  };
}

/** The rows a displayed status stands for; `today` is YYYY-MM-DD (UTC), due dates compare as text. */
function statusWhere(filter: DisplayStatusFilter, today: string): Prisma.InvoiceWhereInput {
  return {
    status: filter.status,
    ...(filter.scheduled === undefined ? {} : { scheduledFinalizeAt: filter.scheduled ? { not: null } : null }),
    ...(filter.failed === undefined ? {} : { lastPaymentFailed: filter.failed }),
    ...(filter.dueOver === undefined
      ? {}
      : filter.dueOver
        ? { dueDate: { lt: today } }
        : { OR: [{ dueDate: null }, { dueDate: { gte: today } }] }),
  };
}

/** A patch as Prisma writes it: a JSON column is cleared with DbNull, not null. */
function patchData({ paymentIssue, ...rest }: InvoicePatch): Prisma.InvoiceUpdateManyMutationInput {
  if (paymentIssue === undefined) {
    return rest;
  }
  return { ...rest, paymentIssue: paymentIssue === null ? Prisma.DbNull : { ...paymentIssue } };
}

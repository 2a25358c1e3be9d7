import { create } from '@bufbuild/protobuf';
import {
  ApplicationDealMemoSetSchema,
  ApplicationSnapshotSchema,
  ApplicationStatusChangedSchema,
  ApplicationSubmittedSchema,
  ConnectionsTopics,
} from '@callsheet/contracts';
import {
  appendToOutbox,
  DATABASE,
  findByUuid,
  findKeysetPage,
  outgoingEvent,
  type OutgoingEvent,
  type Page,
  type PageRequest,
  withoutNulls,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ConnectionsDatabase, Tx } from '../database/connections.database.js';
import { Prisma } from '../generated/prisma/client.js';
import type { ApplicationStatus } from './domain/application-status.js';
import type { AppliedAs, PreScreenSubmission } from './domain/apply.rules.js';
import {
  type ApplicationEvent,
  applicationReopened,
  applicationSubmitted,
  mayReapply,
  type ServiceSettlement,
  settledByService,
} from './domain/application-events.js';
import type { ApplicationPatch } from './domain/application-update.rules.js';
import type { DealMemo } from './domain/deal-memo.rules.js';
import { dealMemoMessage } from './deal-memo.message.js';

export interface StoredApplication {
  id: string;
  jobId: string;
  jobAccountId: string;
  talentId: string;
  talentAccountId: string;
  applicantAccountId: string;
  representativeId?: string;
  appliedAs: AppliedAs;
  status: ApplicationStatus;
  isFavorite: boolean;
  acceptedAt?: Date;
  deniedAt?: Date;
  denialReason?: string;
  preScreen: PreScreenSubmission;
  message?: string;
  dealMemo?: DealMemo;
  applicantArchivedAt?: Date;
  ownerArchivedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewApplication = Pick<
  StoredApplication,
  | 'id'
  | 'jobId'
  | 'jobAccountId'
  | 'talentId'
  | 'talentAccountId'
  | 'applicantAccountId'
  | 'representativeId'
  | 'appliedAs'
  | 'preScreen'
  | 'message'
>;

export type ApplyOutcome =
  | { kind: 'submitted'; application: StoredApplication }
  | { kind: 'alreadyApplied'; application: StoredApplication }
  | { kind: 'jobNotOpen'; status: string };

/** The prospects' tabs (spec section 2): All Applicants, Accepted, Pending, Denied. */
export type ProspectFilter = 'all' | 'accepted' | 'pending' | 'denied';

/** Applications and their outgoing events; the only place that knows the application table. */
@Injectable()
export class ApplicationRepository {
  constructor(@Inject(DATABASE) private readonly db: ConnectionsDatabase) {}

  /**
   * Submits the application, or reopens the talent's withdrawn one, in one transaction that holds the
   * job's row: a job closing at the same moment either sees this application (and denies it) or is
   * seen by it. The (job, talent) unique key settles concurrent identical requests: one wins.
   */
  async apply(application: NewApplication): Promise<ApplyOutcome> {
    return this.db.$transaction(async (tx) => {
      const [job] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status FROM job_ref WHERE id = ${application.jobId}::uuid FOR SHARE`;
      if (job?.status !== 'active') {
        return { kind: 'jobNotOpen' as const, status: job?.status ?? 'deleted' };
      }
      const inserted = await tx.$executeRaw`
        INSERT INTO application (id, job_id, job_account_id, talent_id, talent_account_id, applicant_account_id,
                                 representative_id, applied_as, status, pre_screen, message, updated_at)
        VALUES (${application.id}::uuid, ${application.jobId}::uuid, ${application.jobAccountId}::uuid,
                ${application.talentId}::uuid, ${application.talentAccountId}::uuid,
                ${application.applicantAccountId}::uuid, ${application.representativeId ?? null}::uuid,
                ${application.appliedAs}, 'pending', ${JSON.stringify(application.preScreen)}::jsonb,
                ${application.message ?? null}, now())
        ON CONFLICT (job_id, talent_id) DO NOTHING`;
      if (inserted === 1) {
        const submitted = toStored(await tx.application.findUniqueOrThrow({ where: { id: application.id } }));
        await appendToOutbox(tx, await outgoing(tx, applicationSubmitted(), submitted));
        return { kind: 'submitted' as const, application: submitted };
      }
      const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM application
        WHERE job_id = ${application.jobId}::uuid AND talent_id = ${application.talentId}::uuid FOR UPDATE`;
      const existing = toStored(await tx.application.findUniqueOrThrow({ where: { id: locked.id } }));
      if (!mayReapply(existing.status)) {
        return { kind: 'alreadyApplied' as const, application: existing };
      }
      // Applying again after unapplying reopens the application with what was sent this time.
      const row = await tx.application.update({
        where: { id: existing.id },
        data: {
          status: 'pending',
          applicantAccountId: application.applicantAccountId,
          representativeId: application.representativeId ?? null,
          appliedAs: application.appliedAs,
          preScreen: application.preScreen as Prisma.InputJsonValue,
          message: application.message ?? null,
          applicantArchivedAt: null,
          ownerArchivedAt: null,
        },
      });
      const reopened = toStored(row);
      await appendToOutbox(tx, await outgoing(tx, applicationReopened(existing.status), reopened));
      return { kind: 'submitted' as const, application: reopened };
    });
  }

  /**
   * Writes the change only if nobody changed the application since it was read (its updated_at):
   * of two concurrent decisions, one wins and the other gets undefined.
   */
  async change(
    current: StoredApplication,
    patch: ApplicationPatch,
    events: readonly ApplicationEvent[],
  ): Promise<StoredApplication | undefined> {
    return this.db.$transaction(async (tx) => {
      const { dealMemo, ...columns } = patch;
      const { count } = await tx.application.updateMany({
        where: { id: current.id, status: current.status, updatedAt: current.updatedAt },
        data: { ...columns, ...(dealMemo ? { dealMemo: dealMemo as unknown as Prisma.InputJsonValue } : {}) },
      });
      if (count === 0) {
        return undefined;
      }
      const changed = toStored(await tx.application.findUniqueOrThrow({ where: { id: current.id } }));
      await appendToOutbox(tx, await outgoing(tx, events, changed));
      return changed;
    });
  }

  /** A job completed or archived: its pending applications are denied, each with its event. */
  closePendingOfJob(tx: Tx, jobId: string, reason: string): Promise<number> {
    return this.settlePending(tx, { jobId }, 'close', reason);
  }

  /** A talent profile deleted: its pending applications are withdrawn and archived on both sides. */
  withdrawPendingOfTalent(tx: Tx, talentId: string, reason: string): Promise<number> {
    return this.settlePending(tx, { talentId }, 'withdraw', reason);
  }

  findById(id: string): Promise<StoredApplication | undefined> {
    return findByUuid(id, (key) => this.db.application.findUnique({ where: { id: key } }), toStored);
  }

  /** The caller's applications: made by its account or for its talent, archived on its side or not. */
  async listForAccount(
    accountId: string,
    status: ApplicationStatus | undefined,
    archived: boolean,
    page: PageRequest,
  ): Promise<Page<StoredApplication>> {
    return this.page(
      {
        OR: [{ applicantAccountId: accountId }, { talentAccountId: accountId }],
        ...(status ? { status } : {}),
        applicantArchivedAt: archived ? { not: null } : null,
      },
      page,
    );
  }

  /** A job's applicants for its owner: withdrawn applications are no longer applicants. */
  async prospects(
    jobId: string,
    filter: ProspectFilter,
    favorite: boolean | undefined,
    archived: boolean,
    page: PageRequest,
  ): Promise<Page<StoredApplication>> {
    return this.page(
      {
        jobId,
        status: filter === 'all' ? { in: PROSPECT_STATUSES } : filter,
        ...(favorite === undefined ? {} : { isFavorite: favorite }),
        ownerArchivedAt: archived ? { not: null } : null,
      },
      page,
    );
  }

  /** How many applicants each prospects tab holds (not archived by the owner). */
  async prospectCounts(jobId: string): Promise<Record<ProspectFilter, number>> {
    const groups = await this.db.application.groupBy({
      by: ['status'],
      where: { jobId, status: { in: PROSPECT_STATUSES }, ownerArchivedAt: null },
      _count: { _all: true },
    });
    const count = (status: string) => groups.find((group) => group.status === status)?._count._all ?? 0;
    return {
      all: count('pending') + count('accepted') + count('denied'),
      accepted: count('accepted'),
      pending: count('pending'),
      denied: count('denied'),
    };
  }

  private async settlePending(
    tx: Tx,
    where: Prisma.ApplicationWhereInput,
    action: ServiceSettlement,
    reason: string,
  ): Promise<number> {
    const { from, patch, events } = settledByService(action, reason, new Date());
    const pending = await tx.application.findMany({ where: { ...where, status: from } });
    const written: OutgoingEvent[] = [];
    for (const row of pending) {
      const { count } = await tx.application.updateMany({
        where: { id: row.id, status: from },
        data: patch as Prisma.ApplicationUpdateManyMutationInput,
      });
      if (count === 1) {
        const settled = toStored(await tx.application.findUniqueOrThrow({ where: { id: row.id } }));
        written.push(...(await outgoing(tx, events, settled)));
      }
    }
    await appendToOutbox(tx, written);
    return written.length;
  }

  private page(where: Prisma.ApplicationWhereInput, page: PageRequest): Promise<Page<StoredApplication>> {
    return findKeysetPage((args) => this.db.application.findMany(args), where, page, toStored);
  }
}

const PROSPECT_STATUSES: ApplicationStatus[] = ['pending', 'accepted', 'denied'];

/**
 * What other services need of an application, read in the writing transaction: payments invoices the
 * job's account and pays each share's account (the representatives' accounts come from our copies).
 */
async function snapshot(tx: Tx, application: StoredApplication) {
  const [talent, job] = await Promise.all([
    tx.talentRef.findUnique({ where: { id: application.talentId } }),
    tx.jobRef.findUnique({ where: { id: application.jobId } }),
  ]);
  const representativeIds = (application.dealMemo?.split ?? [])
    .filter((share) => share.profileType === 'representative')
    .map((share) => share.profileId);
  const representatives = new Map(
    (await tx.representativeRef.findMany({ where: { id: { in: representativeIds } } })).map((row) => [row.id, row]),
  );
  return create(ApplicationSnapshotSchema, {
    applicationId: application.id,
    jobId: application.jobId,
    jobAccountId: application.jobAccountId,
    talentId: application.talentId,
    talentAccountId: application.talentAccountId,
    applicantAccountId: application.applicantAccountId,
    representativeId: application.representativeId,
    status: application.status,
    talentMinor: talent?.minor ?? false,
    talentTrustAccount: talent?.trustAccount ?? false,
    jobTitle: job?.roleName ?? '',
    talentName: talent?.displayName ?? '',
    jobWorkState: job?.workState ?? undefined,
    talentBirthDate: talent?.birthDate ?? undefined,
    dealMemo: dealMemoMessage(application.dealMemo, (share) => ({
      accountId:
        share.profileType === 'talent' ? application.talentAccountId : representatives.get(share.profileId)?.accountId,
    })),
  });
}

/** The events the rules named, as their published contracts, each with the application's snapshot. */
async function outgoing(
  tx: Tx,
  events: readonly ApplicationEvent[],
  application: StoredApplication,
): Promise<OutgoingEvent[]> {
  if (events.length === 0) {
    return [];
  }
  const topic = ConnectionsTopics.applicationEvents;
  const snapshotNow = await snapshot(tx, application);
  return events.map((event) => {
    switch (event.type) {
      case 'applicationSubmitted':
        return outgoingEvent(topic, application.id, ApplicationSubmittedSchema, { application: snapshotNow });
      case 'applicationStatusChanged':
        return outgoingEvent(topic, application.id, ApplicationStatusChangedSchema, {
          application: snapshotNow,
          from: event.from,
          action: event.action,
          reason: event.reason,
        });
      case 'applicationDealMemoSet':
        return outgoingEvent(topic, application.id, ApplicationDealMemoSetSchema, { application: snapshotNow });
    }
  });
}

type ApplicationRow = Awaited<ReturnType<ConnectionsDatabase['application']['findUniqueOrThrow']>>;

function toStored(row: ApplicationRow): StoredApplication {
  return {
    ...withoutNulls(row),
    appliedAs: row.appliedAs as AppliedAs,
    status: row.status as ApplicationStatus,
    preScreen: row.preScreen as PreScreenSubmission,
    dealMemo: (row.dealMemo as DealMemo | null) ?? undefined,
  };
}

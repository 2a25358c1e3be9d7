import {
  JobCreatedSchema,
  JobDeletedSchema,
  JobStatusChangedSchema,
  type JobSummary,
  JobUpdatedSchema,
  ProductionsTopics,
} from '@callsheet/contracts';
import type { ConsumedEvent, EventHandler, SqlClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { ApplicationRepository } from '../application/application.repository.js';
import { prismaTx } from '../database/connections.database.js';
import { ReplicaRepository } from '../replica/replica.repository.js';

const schemas = [JobCreatedSchema, JobUpdatedSchema, JobStatusChangedSchema, JobDeletedSchema];
type JobEvent = (typeof schemas)[number];

/** The job statuses in which a job takes no more applications: its pending ones are denied. */
export const CLOSED_JOB_STATUSES = ['complete', 'archived'];
export const JOB_CLOSED = 'jobClosed';

/**
 * productions.job.events: keeps the copy of each job (status, pre-screen, expiry); a job that becomes
 * complete or archived denies its pending applications with the reason jobClosed, exactly once (the
 * consumer records the event in the same transaction).
 */
@Injectable()
export class JobEventsHandler implements EventHandler<JobEvent> {
  readonly name = 'connections.job-events';
  readonly topic = ProductionsTopics.jobEvents;
  readonly schema = schemas;

  constructor(
    private readonly replica: ReplicaRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async handle({ payload }: ConsumedEvent<JobEvent>, sql: SqlClient): Promise<void> {
    const tx = prismaTx(sql);
    if (payload.$typeName === 'callsheet.productions.v1.JobDeleted') {
      await this.replica.markJobDeleted(tx, payload.jobId);
      return;
    }
    await this.replica.saveJob(tx, {
      id: payload.jobId,
      accountId: payload.accountId,
      productionId: payload.productionId,
      projectId: payload.projectId,
      ...summaryFields(payload.summary),
    });
    if (payload.$typeName === 'callsheet.productions.v1.JobStatusChanged' && CLOSED_JOB_STATUSES.includes(payload.to)) {
      await this.applications.closePendingOfJob(tx, payload.jobId, JOB_CLOSED);
    }
  }
}

function summaryFields(summary: JobSummary | undefined) {
  return {
    roleName: summary?.roleName ?? '',
    status: summary?.status ?? 'draft',
    preScreenMedia: [...(summary?.preScreen?.media ?? [])],
    nudity: summary?.preScreen?.nudity ?? false,
    expiresOn: summary?.expiresOn,
  };
}

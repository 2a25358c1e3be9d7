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
import { CommandBus } from '@nestjs/cqrs';
import { type JobChange, SyncJobCommand } from './commands/sync-job/sync-job.command.js';

const schemas = [JobCreatedSchema, JobUpdatedSchema, JobStatusChangedSchema, JobDeletedSchema];
type JobEvent = (typeof schemas)[number];

/** productions.job.events: the copy of each job follows it (SyncJobCommand, in the consumer's transaction). */
@Injectable()
export class JobEventsHandler implements EventHandler<JobEvent> {
  readonly name = 'connections.job-events';
  readonly topic = ProductionsTopics.jobEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<JobEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncJobCommand(jobChange(payload), sql));
  }
}

function jobChange(payload: ConsumedEvent<JobEvent>['payload']): JobChange {
  if (payload.$typeName === 'callsheet.productions.v1.JobDeleted') {
    return { kind: 'deleted', jobId: payload.jobId };
  }
  const job = {
    id: payload.jobId,
    accountId: payload.accountId,
    productionId: payload.productionId,
    projectId: payload.projectId,
    ...summaryFields(payload.summary),
  };
  const statusChangedTo = payload.$typeName === 'callsheet.productions.v1.JobStatusChanged' ? payload.to : undefined;
  return { kind: 'saved', job, statusChangedTo };
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

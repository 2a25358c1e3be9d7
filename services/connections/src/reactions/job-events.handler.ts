import {
  JobCreatedSchema,
  JobDeletedSchema,
  JobStatusChangedSchema,
  type JobSummary,
  JobUpdatedSchema,
  ProductionsTopics,
} from '@callsheet/contracts';
import { type ConsumedEvent, EventConsumer, type EventHandler, type SqlClient } from '@callsheet/kernel';
import { CommandBus } from '@nestjs/cqrs';
import type { UpstreamChange } from '../replica/domain/upstream-changes.js';
import { SyncUpstreamCommand } from './commands/sync-upstream/sync-upstream.command.js';

const schemas = [JobCreatedSchema, JobUpdatedSchema, JobStatusChangedSchema, JobDeletedSchema];
type JobEvent = (typeof schemas)[number];

/** productions.job.events: the copy of each job follows it (SyncUpstreamCommand, in the consumer's transaction). */
@EventConsumer()
export class JobEventsHandler implements EventHandler<JobEvent> {
  readonly name = 'connections.job-events';
  readonly topic = ProductionsTopics.jobEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<JobEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncUpstreamCommand(jobChange(payload), sql));
  }
}

function jobChange(payload: ConsumedEvent<JobEvent>['payload']): UpstreamChange {
  if (payload.$typeName === 'callsheet.productions.v1.JobDeleted') {
    return { kind: 'jobDeleted', jobId: payload.jobId };
  }
  const job = {
    id: payload.jobId,
    accountId: payload.accountId,
    productionId: payload.productionId,
    projectId: payload.projectId,
    ...summaryFields(payload.summary),
  };
  const statusChangedTo = payload.$typeName === 'callsheet.productions.v1.JobStatusChanged' ? payload.to : undefined;
  return { kind: 'jobSaved', job, statusChangedTo };
}

function summaryFields(summary: JobSummary | undefined) {
  return {
    roleName: summary?.roleName ?? '',
    status: summary?.status ?? 'draft',
    preScreenMedia: [...(summary?.preScreen?.media ?? [])],
    nudity: summary?.preScreen?.nudity ?? false,
    expiresOn: summary?.expiresOn,
    workState: summary?.workState,
  };
}

import { mergeMasked } from '@callsheet/kernel';
import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { assertEditable } from '../../common/record-status.js';
import type { JobRef } from '../../production/domain/record-deletion.js';
import { castingAdLicenseNumber, type PosterLicense } from './casting-ad-license.js';
import { workStateOf } from './job-jurisdiction.js';
import { changeJobStatus } from './job-status.js';
import { type JobData, type JobInput, type PreScreen, validateJob } from './job.rules.js';

/*
 * A job's events, named by its rules (docs/architecture.md, "Who names an event"): the command handler
 * hands them to JobRepository, which writes them with the new state through the outbox. Every one
 * carries the job's ids and its summary, the copy connections keeps to take applications.
 */
export type JobIds = { jobId: string; projectId: string; productionId: string; accountId: string };

export interface JobSummary {
  roleName: string;
  status: RecordStatus;
  preScreen: { media: PreScreen['media']; nudity?: boolean; messageToTalent?: string };
  expiresOn?: string;
  /** Where the work is done (job-jurisdiction.ts): payments sets a minor's trust share aside by it. */
  workState?: string;
}

export type JobEvent =
  | ({ type: 'jobCreated' | 'jobUpdated'; summary: JobSummary } & JobIds)
  | ({ type: 'jobStatusChanged'; from: RecordStatus; to: RecordStatus; summary: JobSummary } & JobIds);

type CurrentJob = JobRef & { status: RecordStatus; data: JobData };

/** A status change: the new status, the license number its ad prints (when published) and its event. */
export interface JobStep {
  to: RecordStatus;
  adLicenseNumber?: string;
  events: JobEvent[];
}

export function jobCreated(job: CurrentJob): JobEvent[] {
  return [{ type: 'jobCreated', ...jobIds(job), summary: summaryOf(job.status, job.data) }];
}

/**
 * An update of the wizard: only a draft is edited (assertEditable), the fields in the mask replace the
 * stored ones and the whole job is checked again; the summary is the new data's.
 */
export function jobUpdate(
  job: CurrentJob,
  input: JobInput,
  fieldMask: readonly string[],
  today: Date,
): { data: JobData; events: JobEvent[] } {
  assertEditable(job.status);
  const stored = job.data as JobInput;
  const data = validateJob(mergeMasked(stored, input, fieldMask), today);
  return { data, events: [{ type: 'jobUpdated', ...jobIds(job), summary: summaryOf(job.status, data) }] };
}

/**
 * The status table and the activation rules (job-status.ts); a job being published fixes the license
 * number its casting ad prints (casting-ad-license.ts).
 */
export function jobStatusStep(
  job: CurrentJob,
  requested: RecordStatus,
  today: Date,
  posterLicense: PosterLicense | undefined,
): JobStep {
  const to = changeJobStatus(job.status, requested, job.data, today);
  return {
    to,
    adLicenseNumber: to === 'active' ? castingAdLicenseNumber(job.data, posterLicense) : undefined,
    events: [{ type: 'jobStatusChanged', ...jobIds(job), from: job.status, to, summary: summaryOf(to, job.data) }],
  };
}

export function jobIds(job: JobRef): JobIds {
  return { jobId: job.id, projectId: job.projectId, productionId: job.productionId, accountId: job.accountId };
}

function summaryOf(status: RecordStatus, data: JobData): JobSummary {
  // `data` is a row's JSON: read it as the summary always has, without trusting every field to be there.
  const preScreen = data.preScreen as PreScreen | undefined;
  return {
    roleName: data.roleName ?? '',
    status,
    preScreen: {
      media: [...(preScreen?.media ?? [])],
      nudity: preScreen?.nudity,
      messageToTalent: preScreen?.messageToTalent,
    },
    expiresOn: data.expiresOn,
    workState: data.locationKind
      ? workStateOf({ locationKind: data.locationKind, workLocation: data.workLocation })
      : undefined,
  };
}

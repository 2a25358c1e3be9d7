import { create } from '@bufbuild/protobuf';
import { JobDetailsSchema, JobFieldsSchema, JobSchema, type Job, type JobDetails } from '@callsheet/contracts';
import { payRecommendations } from './domain/pay-recommendations.js';
import type { ListedJob, StoredJob } from './job.repository.js';

export function toJobMessage(job: StoredJob): Job {
  return create(JobSchema, {
    id: job.id,
    accountId: job.accountId,
    productionId: job.productionId,
    projectId: job.projectId,
    fields: create(JobFieldsSchema, job.data),
    status: job.status,
    // Recommendations speak to the poster while the job is still being written.
    recommendations: job.status === 'draft' ? payRecommendations(job.data) : [],
    adLicenseNumber: job.adLicenseNumber,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  });
}

export function toJobDetails(job: ListedJob): JobDetails {
  return create(JobDetailsSchema, {
    job: toJobMessage(job),
    productionName: job.productionName,
    productionType: job.productionType,
    productionCategory: job.productionCategory,
    productionPhase: job.productionPhase,
    companyName: job.companyName,
    unionStatus: job.unionStatus,
    projectName: job.projectName,
  });
}

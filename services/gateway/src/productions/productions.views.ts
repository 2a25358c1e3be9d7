import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  JobFieldsSchema,
  ProductionFieldsSchema,
  ProjectFieldsSchema,
  type Job,
  type JobDetails,
  type Production,
  type Project,
} from '@callsheet/contracts';
import { toRestJson } from '../http/proto-json.js';

/** REST shows a record's fields flat beside its id, owner, status and timestamps. */
export function productionView(production: Production) {
  return {
    id: production.id,
    accountId: production.accountId,
    ...(toRestJson(ProductionFieldsSchema, production.fields ?? create(ProductionFieldsSchema)) as JsonObject),
    status: production.status,
    phase: production.phase,
    phaseLabel: production.phaseLabel,
    createdAt: production.createdAt,
    updatedAt: production.updatedAt,
  };
}

export function projectView(project: Project) {
  return {
    id: project.id,
    accountId: project.accountId,
    productionId: project.productionId,
    ...(toRestJson(ProjectFieldsSchema, project.fields ?? create(ProjectFieldsSchema)) as JsonObject),
    status: project.status,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}

export function jobView(job: Job) {
  return {
    id: job.id,
    accountId: job.accountId,
    productionId: job.productionId,
    projectId: job.projectId,
    ...(toRestJson(JobFieldsSchema, job.fields ?? create(JobFieldsSchema)) as JsonObject),
    status: job.status,
    recommendations: job.recommendations.map(({ key, message }) => ({ key, message })),
    adLicenseNumber: job.adLicenseNumber,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

export function jobDetailsView(details: JobDetails) {
  return {
    ...(details.job ? jobView(details.job) : {}),
    production: {
      name: details.productionName,
      type: details.productionType,
      category: details.productionCategory,
      phase: details.productionPhase,
      companyName: details.companyName,
      unionStatus: details.unionStatus,
    },
    projectName: details.projectName,
  };
}

import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import {
  JobCreatedSchema,
  JobDeletedSchema,
  JobStatusChangedSchema,
  JobUpdatedSchema,
  ProductionCreatedSchema,
  ProductionDeletedSchema,
  ProductionPhaseChangedSchema,
  ProductionsTopics,
  ProductionStatusChangedSchema,
  ProductionUpdatedSchema,
  ProjectCreatedSchema,
  ProjectDeletedSchema,
  ProjectStatusChangedSchema,
  ProjectUpdatedSchema,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { JobEvent } from './job/domain/job-events.js';
import type { ProductionEvent } from './production/domain/production-events.js';
import type { DeletionEvent } from './production/domain/record-deletion.js';
import type { ProjectEvent } from './project/domain/project-events.js';

/** Every event the rules of productions, projects and jobs name (their domain/*-events.ts and record-deletion.ts). */
export type ProductionsEvent = ProductionEvent | ProjectEvent | JobEvent | DeletionEvent;

/**
 * An event as its published contract, on its record's topic and keyed by its record, so that each
 * record's events keep their order. A domain event holds its contract's fields under the same names.
 */
export function outgoingProductionsEvent(event: ProductionsEvent): OutgoingEvent {
  switch (event.type) {
    case 'productionCreated':
      return onProduction(ProductionCreatedSchema, event);
    case 'productionUpdated':
      return onProduction(ProductionUpdatedSchema, event);
    case 'productionStatusChanged':
      return onProduction(ProductionStatusChangedSchema, event);
    case 'productionPhaseChanged':
      return onProduction(ProductionPhaseChangedSchema, event);
    case 'productionDeleted':
      return onProduction(ProductionDeletedSchema, event);
    case 'projectCreated':
      return onProject(ProjectCreatedSchema, event);
    case 'projectUpdated':
      return onProject(ProjectUpdatedSchema, event);
    case 'projectStatusChanged':
      return onProject(ProjectStatusChangedSchema, event);
    case 'projectDeleted':
      return onProject(ProjectDeletedSchema, event);
    case 'jobCreated':
      return onJob(JobCreatedSchema, event);
    case 'jobUpdated':
      return onJob(JobUpdatedSchema, event);
    case 'jobStatusChanged':
      return onJob(JobStatusChangedSchema, event);
    case 'jobDeleted':
      return onJob(JobDeletedSchema, event);
  }
}

function onProduction<Desc extends DescMessage>(
  schema: Desc,
  event: MessageInitShape<Desc> & { productionId: string },
) {
  return outgoingEvent(ProductionsTopics.productionEvents, event.productionId, schema, event);
}

function onProject<Desc extends DescMessage>(schema: Desc, event: MessageInitShape<Desc> & { projectId: string }) {
  return outgoingEvent(ProductionsTopics.projectEvents, event.projectId, schema, event);
}

function onJob<Desc extends DescMessage>(schema: Desc, event: MessageInitShape<Desc> & { jobId: string }) {
  return outgoingEvent(ProductionsTopics.jobEvents, event.jobId, schema, event);
}

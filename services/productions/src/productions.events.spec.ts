import {
  JobDeletedSchema,
  JobStatusChangedSchema,
  ProductionPhaseChangedSchema,
  ProductionsTopics,
  ProjectCreatedSchema,
} from '@callsheet/contracts';
import type { JobSummary } from './job/domain/job-events.js';
import { outgoingProductionsEvent } from './productions.events.js';

const ids = { jobId: 'job-1', projectId: 'project-1', productionId: 'production-1', accountId: 'account-1' };

describe('outgoingProductionsEvent', () => {
  it("writes a production's event on the production events' topic, keyed by the production", () => {
    const event = { type: 'productionPhaseChanged', productionId: 'production-1', accountId: 'account-1' } as const;
    expect(outgoingProductionsEvent({ ...event, from: 'hiring', to: 'freeze' })).toMatchObject({
      topic: ProductionsTopics.productionEvents,
      aggregateId: 'production-1',
      schema: ProductionPhaseChangedSchema,
      payload: { productionId: 'production-1', accountId: 'account-1', from: 'hiring', to: 'freeze' },
    });
  });

  it("writes a project's event on the project events' topic, keyed by the project", () => {
    const { jobId: _job, ...projectIds } = ids;
    expect(outgoingProductionsEvent({ type: 'projectCreated', ...projectIds })).toMatchObject({
      topic: ProductionsTopics.projectEvents,
      aggregateId: 'project-1',
      schema: ProjectCreatedSchema,
      payload: projectIds,
    });
  });

  it("writes a job's events on the job events' topic, keyed by the job, with its summary", () => {
    const summary: JobSummary = {
      roleName: 'Keeper',
      status: 'active',
      preScreen: { media: ['headshot'], nudity: false },
    };
    expect(
      outgoingProductionsEvent({ type: 'jobStatusChanged', ...ids, from: 'ready', to: 'active', summary }),
    ).toMatchObject({
      topic: ProductionsTopics.jobEvents,
      aggregateId: 'job-1',
      schema: JobStatusChangedSchema,
      payload: { ...ids, from: 'ready', to: 'active', summary: { ...summary, preScreen: { media: ['headshot'] } } },
    });
    expect(outgoingProductionsEvent({ type: 'jobDeleted', ...ids })).toMatchObject({
      aggregateId: 'job-1',
      schema: JobDeletedSchema,
      payload: ids,
    });
  });
});

import { create } from '@bufbuild/protobuf';
import {
  ListJobsByProjectRequestSchema,
  ListProjectsByProductionRequestSchema,
  ProductionRefSchema,
  ProductionsCalls,
  type Job,
  type Production,
  type Project,
} from '@callsheet/contracts';
import { DEFAULT_PAGE_SIZE, type RpcClient } from '@callsheet/kernel';
import type { Expanders, Expansions } from '../http/expand-query.js';
import { jobView, productionView, projectView } from './productions.views.js';

/*
 * What GET /api/production/{id}, /api/project/{id} and /api/job/{id} include with ?expand= (spec
 * section 7). A parent comes whole; children come as their first page, the rest from the hierarchy routes.
 */
export const PRODUCTION_EXPANSIONS = {
  projects: `its projects, the first ${DEFAULT_PAGE_SIZE} as {data, has_more} (every one: GET /api/project/byProductionId/{id})`,
} as const satisfies Expansions;

export const PROJECT_EXPANSIONS = {
  production: 'its production',
  jobs: `its jobs, the first ${DEFAULT_PAGE_SIZE} as {data, has_more} (every one: GET /api/job/byProjectId/{id})`,
} as const satisfies Expansions;

export const JOB_EXPANSIONS = {
  production: 'its production',
  project: 'its project',
} as const satisfies Expansions;

/** The loads behind those expansions, as the caller's account (its own records, so every one of them). */
export class ProductionsExpanders {
  constructor(
    private readonly rpc: RpcClient,
    private readonly accountId: string,
  ) {}

  production(): Expanders<keyof typeof PRODUCTION_EXPANSIONS, Production> {
    return { projects: (production) => this.projects(production.id) };
  }

  project(): Expanders<keyof typeof PROJECT_EXPANSIONS, Project> {
    return {
      production: (project) => this.parentProduction(project.productionId),
      jobs: (project) => this.jobs(project.id),
    };
  }

  job(): Expanders<keyof typeof JOB_EXPANSIONS, Job> {
    return {
      production: (job) => this.parentProduction(job.productionId),
      project: (job) => this.parentProject(job.projectId),
    };
  }

  private async parentProduction(id: string) {
    const ref = create(ProductionRefSchema, { accountId: this.accountId, id });
    return productionView(await this.rpc.send(ProductionsCalls.getProduction, ref));
  }

  private async parentProject(id: string) {
    const ref = create(ProductionRefSchema, { accountId: this.accountId, id });
    return projectView(await this.rpc.send(ProductionsCalls.getProject, ref));
  }

  private async projects(productionId: string) {
    const page = await this.rpc.send(
      ProductionsCalls.projectsByProduction,
      create(ListProjectsByProductionRequestSchema, {
        accountId: this.accountId,
        productionId,
        page: { limit: DEFAULT_PAGE_SIZE },
      }),
    );
    return { data: page.data.map(projectView), has_more: page.hasMore };
  }

  private async jobs(projectId: string) {
    const page = await this.rpc.send(
      ProductionsCalls.jobsByProject,
      create(ListJobsByProjectRequestSchema, {
        accountId: this.accountId,
        projectId,
        page: { limit: DEFAULT_PAGE_SIZE },
      }),
    );
    return { data: page.data.map(jobView), has_more: page.hasMore };
  }
}

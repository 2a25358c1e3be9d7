import { create } from '@bufbuild/protobuf';
import {
  PosterLicenseSchema,
  ProductionsCalls,
  ProfilesCalls,
  type JobFields,
  type PosterLicense,
  type ProductionFields,
  type ProjectFields,
  type SearchJobsRequest,
} from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { catalogueKeys } from '../http/catalogues.js';
import { withExpansions } from '../http/expand-query.js';
import type { ProtoPatch } from '../http/proto-json.js';
import { deletedView, pageView } from '../http/rest.views.js';
import { pageMessage } from '../http/rpc-page.js';
import { GatewayClient } from '../rpc/gateway.client.js';
import { ProductionsExpanders } from './productions.expand.js';
import type { ChildRecord } from './productions.requests.js';
import { jobDetailsView, jobView, productionView, projectView } from './productions.views.js';

/** The productions service's calls behind the production, project, job and catalogue routes. */
@Injectable()
export class ProductionsClient extends GatewayClient {
  async listProductions(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.listProductions, request), productionView);
  }

  async productionDetails(caller: Caller, id: string) {
    return productionView(await this.send(ProductionsCalls.productionDetails, { accountId: accountOf(caller), id }));
  }

  async getProduction(caller: Caller, id: string, expand: string[]) {
    const accountId = accountOf(caller);
    const production = await this.send(ProductionsCalls.getProduction, { accountId, id });
    const expanders = new ProductionsExpanders(this.rpc, accountId).production();
    return withExpansions(productionView(production), production, expand, expanders);
  }

  async createProduction(caller: Caller, fields: ProductionFields) {
    const request = { accountId: accountOf(caller), fields };
    return productionView(await this.send(ProductionsCalls.createProduction, request));
  }

  async updateProduction(caller: Caller, id: string, { fields, fieldMask }: ProtoPatch<ProductionFields>) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return productionView(await this.send(ProductionsCalls.updateProduction, request));
  }

  async deleteProduction(caller: Caller, id: string) {
    return deletedView(await this.send(ProductionsCalls.deleteProduction, { accountId: accountOf(caller), id }));
  }

  async changeProductionStatus(caller: Caller, id: string, status: string) {
    const request = { accountId: accountOf(caller), id, status };
    return productionView(await this.send(ProductionsCalls.changeProductionStatus, request));
  }

  async changeProductionPhase(caller: Caller, id: string, phase: string) {
    const request = { accountId: accountOf(caller), id, phase };
    return productionView(await this.send(ProductionsCalls.changeProductionPhase, request));
  }

  async listProjects(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.listProjects, request), projectView);
  }

  async projectsByProduction(caller: Caller, productionId: string, page: PageRequest) {
    const request = { accountId: accountOf(caller), productionId, page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.projectsByProduction, request), projectView);
  }

  async projectDetails(caller: Caller, id: string) {
    return projectView(await this.send(ProductionsCalls.projectDetails, { accountId: accountOf(caller), id }));
  }

  async getProject(caller: Caller, id: string, expand: string[]) {
    const accountId = accountOf(caller);
    const project = await this.send(ProductionsCalls.getProject, { accountId, id });
    const expanders = new ProductionsExpanders(this.rpc, accountId).project();
    return withExpansions(projectView(project), project, expand, expanders);
  }

  async createProject(caller: Caller, { parentId, fields }: ChildRecord<ProjectFields>) {
    const request = { accountId: accountOf(caller), productionId: parentId, fields };
    return projectView(await this.send(ProductionsCalls.createProject, request));
  }

  async updateProject(caller: Caller, id: string, { fields, fieldMask }: ProtoPatch<ProjectFields>) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return projectView(await this.send(ProductionsCalls.updateProject, request));
  }

  async deleteProject(caller: Caller, id: string) {
    return deletedView(await this.send(ProductionsCalls.deleteProject, { accountId: accountOf(caller), id }));
  }

  async changeProjectStatus(caller: Caller, id: string, status: string) {
    const request = { accountId: accountOf(caller), id, status };
    return projectView(await this.send(ProductionsCalls.changeProjectStatus, request));
  }

  async listJobs(caller: Caller, page: PageRequest) {
    const request = { accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.listJobs, request), jobView);
  }

  async searchJobs(caller: Caller, search: SearchJobsRequest, page: PageRequest) {
    const request = { ...search, accountId: accountOf(caller), page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.searchJobs, request), jobDetailsView);
  }

  async jobsByProject(caller: Caller, projectId: string, page: PageRequest) {
    const request = { accountId: accountOf(caller), projectId, page: pageMessage(page) };
    return pageView(await this.send(ProductionsCalls.jobsByProject, request), jobView);
  }

  async jobDetails(caller: Caller, id: string) {
    return jobDetailsView(await this.send(ProductionsCalls.jobDetails, { accountId: accountOf(caller), id }));
  }

  async getJob(caller: Caller, id: string, expand: string[]) {
    const accountId = accountOf(caller);
    const job = await this.send(ProductionsCalls.getJob, { accountId, id });
    return withExpansions(jobView(job), job, expand, new ProductionsExpanders(this.rpc, accountId).job());
  }

  async createJob(caller: Caller, { parentId, fields }: ChildRecord<JobFields>) {
    const request = { accountId: accountOf(caller), projectId: parentId, fields };
    return jobView(await this.send(ProductionsCalls.createJob, request));
  }

  async updateJob(caller: Caller, id: string, { fields, fieldMask }: ProtoPatch<JobFields>) {
    const request = { accountId: accountOf(caller), id, fields, fieldMask };
    return jobView(await this.send(ProductionsCalls.updateJob, request));
  }

  async deleteJob(caller: Caller, id: string) {
    return deletedView(await this.send(ProductionsCalls.deleteJob, { accountId: accountOf(caller), id }));
  }

  /** Publishing (going active) carries the poster's license, for the casting-ad rule. */
  async changeJobStatus(caller: Caller, id: string, status: string) {
    const accountId = accountOf(caller);
    const posterLicense = status === 'active' ? await this.posterLicense(accountId) : undefined;
    return jobView(await this.send(ProductionsCalls.changeJobStatus, { accountId, id, status, posterLicense }));
  }

  async catalogues(): Promise<Record<string, string[]>> {
    return catalogueKeys(await this.send(ProductionsCalls.listCatalogues, {}));
  }

  /** The license on the account's representative profile, if it has one (for the casting-ad rule). */
  private async posterLicense(accountId: string): Promise<PosterLicense | undefined> {
    const page = await this.send(ProfilesCalls.listRepresentative, { accountId, page: { limit: 1 } });
    const license = page.data[0]?.fields?.license;
    return license?.number
      ? create(PosterLicenseSchema, {
          number: license.number,
          country: license.country ?? '',
          state: license.state ?? '',
        })
      : undefined;
  }
}

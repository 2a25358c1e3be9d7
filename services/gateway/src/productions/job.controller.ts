import { JobFieldsSchema, SearchJobsRequestSchema, type JobFields, type SearchJobsRequest } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { inAccount } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ExpandQuery } from '../http/expand-query.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { ProtoBody, ProtoPatchBody, type ProtoPatch } from '../http/proto-json.js';
import { ProductionsClient } from './productions.client.js';
import { JOB_EXPANSIONS } from './productions.expand.js';
import { jobDocs } from './productions.openapi.js';
import { ChangeStatusBody, NewJobBody, type ChildRecord } from './productions.requests.js';

/** Roles/jobs (wizard step 4), their status, hierarchy, details and search. */
@ApiTags('job')
@ApiBearerAuth('access')
@Controller('api/job')
export class JobController {
  constructor(private readonly productions: ProductionsClient) {}

  @Get()
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.productions.listJobs(caller, page);
  }

  @Post('search')
  @HttpCode(200)
  @Access(inAccount('search', 'searchJob'))
  @ApiRoute(jobDocs.search)
  search(
    @CurrentCaller() caller: Caller,
    @ProtoBody(SearchJobsRequestSchema, { reserved: ['page', 'accountId'], optional: true }) search: SearchJobsRequest,
    @PageQuery() page: PageRequest,
  ) {
    return this.productions.searchJobs(caller, search, page);
  }

  @Get('byProjectId/:id')
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.byProject)
  byProject(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.productions.jobsByProject(caller, id, page);
  }

  @Get('details/:id')
  @Access(inAccount('search', 'searchJob'))
  @ApiRoute(jobDocs.details)
  details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.jobDetails(caller, id);
  }

  @Get(':id')
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string, @ExpandQuery(JOB_EXPANSIONS) expand: string[]) {
    return this.productions.getJob(caller, id, expand);
  }

  @Post()
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.create)
  create(@CurrentCaller() caller: Caller, @NewJobBody() job: ChildRecord<JobFields>) {
    return this.productions.createJob(caller, job);
  }

  @Patch(':id')
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(JobFieldsSchema) update: ProtoPatch<JobFields>,
  ) {
    return this.productions.updateJob(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.deleteJob(caller, id);
  }

  @Patch(':id/status')
  @Access(inAccount('production'))
  @ApiRoute(jobDocs.changeStatus)
  changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    return this.productions.changeJobStatus(caller, id, body.status);
  }
}

import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  ChangeStatusRequestSchema,
  CreateJobRequestSchema,
  JobFieldsSchema,
  ListJobsByProjectRequestSchema,
  ListJobsRequestSchema,
  ListRepresentativeProfilesRequestSchema,
  PosterLicenseSchema,
  ProductionRefSchema,
  SearchJobsRequestSchema,
  UpdateJobRequestSchema,
  type PosterLicense,
} from '@callsheet/contracts';
import { KernelException, RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../http/page-query.decorator.js';
import { parseProtoJson, protoJsonSchema } from '../http/proto-json.js';
import { pageMessage, withoutPage } from '../http/rpc-page.js';
import { deletedSchema, flatRecordSchema, NEUTRAL_RANKING, pageSchema } from '../profiles/profiles.openapi.js';
import { ProfilesCalls } from '@callsheet/contracts';
import { ProductionsCalls } from '@callsheet/contracts';
import { ChangeStatusBody, STATUS_TABLE_DOC } from './productions.requests.js';
import { jobDetailsView, jobView, withParent } from './productions.views.js';

const jobSchema = flatRecordSchema(JobFieldsSchema, {
  productionId: { type: 'string', format: 'uuid' },
  projectId: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: ['draft', 'ready', 'active', 'complete', 'archived'] },
  recommendations: {
    type: 'array',
    description: 'Spec section 5: paymentDetailsRecommended, expectedDurationRecommended (drafts only)',
    items: { type: 'object', properties: { key: { type: 'string' }, message: { type: 'string' } } },
  },
  adLicenseNumber: { type: 'string', description: "The poster's agency license, where casting ads must show it" },
});
const detailsSchema = {
  ...jobSchema,
  properties: {
    ...jobSchema.properties,
    production: { type: 'object' as const, description: 'name, type, category, phase, companyName, unionStatus' },
    projectName: { type: 'string' as const },
  },
};
const fieldsSchema = protoJsonSchema(JobFieldsSchema);
const {
  page: _page,
  accountId: _account,
  ...searchProperties
} = protoJsonSchema(SearchJobsRequestSchema).properties ?? {};

/** Roles/jobs (wizard step 4), their status, hierarchy, details and search. */
@ApiTags('job')
@ApiBearerAuth('access')
@Controller('api/job')
export class JobController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The selected account's jobs, newest first" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(jobSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProductionsCalls.listJobs,
      create(ListJobsRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    );
    return { data: result.data.map(jobView), has_more: result.hasMore };
  }

  @Post('search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find jobs: free text over role, description and production, and filters',
    description:
      NEUTRAL_RANKING +
      'Other accounts’ jobs are found only while listed: active, of an active production, not expired. List filters match any of their keys; pay (cents) matches jobs whose pay reaches into the range; dates match a key date within them; hiring=true keeps productions in the hiring phase.',
  })
  @ApiPageQuery()
  @ApiBody({ schema: { type: 'object', properties: searchProperties, additionalProperties: false } })
  @ApiOkResponse({ schema: pageSchema(detailsSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async search(@CurrentCaller() caller: Caller, @Body() body: unknown, @PageQuery() page: PageRequest) {
    const input = withoutPage(body);
    if (typeof input === 'object' && input !== null && 'accountId' in input) {
      throw KernelException.validation('accountId', 'accountId is not a search filter.');
    }
    const request = parseProtoJson(SearchJobsRequestSchema, input);
    request.accountId = accountOf(caller);
    request.page = pageMessage(page);
    const result = await this.rpc.send(ProductionsCalls.searchJobs, request);
    return { data: result.data.map(jobDetailsView), has_more: result.hasMore };
  }

  @Get('byProjectId/:id')
  @ApiOperation({ summary: "A project's jobs: all for its owner, the listed ones for others" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(jobSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async byProject(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProductionsCalls.jobsByProject,
      create(ListJobsByProjectRequestSchema, { accountId: accountOf(caller), projectId: id, page: pageMessage(page) }),
    );
    return { data: result.data.map(jobView), has_more: result.hasMore };
  }

  @Get('details/:id')
  @ApiOperation({ summary: 'A job with its production and project, as members see it while it is listed' })
  @ApiOkResponse({ schema: detailsSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return jobDetailsView(
      await this.rpc.send(
        ProductionsCalls.jobDetails,
        create(ProductionRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the account’s jobs' })
  @ApiOkResponse({ schema: jobSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return jobView(
      await this.rpc.send(ProductionsCalls.getJob, create(ProductionRefSchema, { accountId: accountOf(caller), id })),
    );
  }

  @Post()
  @ApiOperation({
    summary: 'Wizard step 4: a draft job of one of the account’s projects',
    description: 'Saving without pay or duration is allowed; the answer then carries the recommendations.',
  })
  @ApiBody({
    schema: {
      ...fieldsSchema,
      properties: { projectId: { type: 'string', format: 'uuid' }, ...fieldsSchema.properties },
      required: ['projectId'],
    },
  })
  @ApiResponse({ status: 201, schema: jobSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const { parentId, fields } = withParent(body, 'projectId');
    if (!parentId) {
      throw KernelException.validation('projectId', 'projectId is required: the project this job belongs to.');
    }
    return jobView(
      await this.rpc.send(
        ProductionsCalls.createJob,
        create(CreateJobRequestSchema, {
          accountId: accountOf(caller),
          projectId: parentId,
          fields: parseProtoJson(JobFieldsSchema, fields),
        }),
      ),
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the fields sent of a DRAFT job (notValidUpdateStatus otherwise)' })
  @ApiBody({ schema: fieldsSchema })
  @ApiOkResponse({ schema: jobSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const fields = parseProtoJson(JobFieldsSchema, body);
    return jobView(
      await this.rpc.send(
        ProductionsCalls.updateJob,
        create(UpdateJobRequestSchema, {
          accountId: accountOf(caller),
          id,
          fields,
          fieldMask: Object.keys(body as JsonObject),
        }),
      ),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a DRAFT job (archive the others)' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const deleted = await this.rpc.send(
      ProductionsCalls.deleteJob,
      create(ProductionRefSchema, { accountId: accountOf(caller), id }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status (a CQRS command); publishing checks pay transparency',
    description: `${STATUS_TABLE_DOC}\n\nGoing active under a pay-transparency law (CA, CO, NY, WA and more) needs a pay amount or range and a rate type (400 payTransparencyRequired naming the law). A representative's California license number is then shown in the ad.`,
  })
  @ApiOkResponse({ schema: jobSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    const accountId = accountOf(caller);
    const posterLicense = body.status === 'active' ? await this.posterLicense(accountId) : undefined;
    return jobView(
      await this.rpc.send(
        ProductionsCalls.changeJobStatus,
        create(ChangeStatusRequestSchema, { accountId, id, status: body.status, posterLicense }),
      ),
    );
  }

  /** The license on the account's representative profile, if it has one (for the casting-ad rule). */
  private async posterLicense(accountId: string): Promise<PosterLicense | undefined> {
    const page = await this.rpc.send(
      ProfilesCalls.listRepresentative,
      create(ListRepresentativeProfilesRequestSchema, { accountId, page: { limit: 1 } }),
    );
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

import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  ChangeStatusRequestSchema,
  CreateProjectRequestSchema,
  ListProjectsByProductionRequestSchema,
  ListProjectsRequestSchema,
  ProductionRefSchema,
  ProjectFieldsSchema,
  UpdateProjectRequestSchema,
} from '@callsheet/contracts';
import { KernelException, RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../http/page-query.decorator.js';
import { parseProtoJson, protoJsonSchema } from '../http/proto-json.js';
import { pageMessage } from '../http/rpc-page.js';
import { deletedSchema, flatRecordSchema, pageSchema } from '../profiles/profiles.openapi.js';
import { ProductionsCalls } from '@callsheet/contracts';
import { ChangeStatusBody, STATUS_TABLE_DOC } from './productions.requests.js';
import { projectView, withParent } from './productions.views.js';

const projectSchema = flatRecordSchema(ProjectFieldsSchema, {
  productionId: { type: 'string', format: 'uuid' },
  status: { type: 'string', enum: ['draft', 'ready', 'active', 'complete', 'archived'] },
});
const fieldsSchema = protoJsonSchema(ProjectFieldsSchema);

/** Projects, grouped by production (wizard step 3). */
@ApiTags('project')
@ApiBearerAuth('access')
@Controller('api/project')
export class ProjectController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The selected account's projects, newest first" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(projectSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProductionsCalls.listProjects,
      create(ListProjectsRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    );
    return { data: result.data.map(projectView), has_more: result.hasMore };
  }

  @Get('byProductionId/:id')
  @ApiOperation({ summary: "A production's projects: all for its owner, the active ones for others" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(projectSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async byProduction(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProductionsCalls.projectsByProduction,
      create(ListProjectsByProductionRequestSchema, {
        accountId: accountOf(caller),
        productionId: id,
        page: pageMessage(page),
      }),
    );
    return { data: result.data.map(projectView), has_more: result.hasMore };
  }

  @Get('details/:id')
  @ApiOperation({
    summary: 'A project as members see it: the owner always, others when it and its production are active',
  })
  @ApiOkResponse({ schema: projectSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return projectView(
      await this.rpc.send(
        ProductionsCalls.projectDetails,
        create(ProductionRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the account’s projects' })
  @ApiOkResponse({ schema: projectSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return projectView(
      await this.rpc.send(
        ProductionsCalls.getProject,
        create(ProductionRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Post()
  @ApiOperation({ summary: 'Wizard step 3: a draft project of one of the account’s productions' })
  @ApiBody({
    schema: {
      ...fieldsSchema,
      properties: { productionId: { type: 'string', format: 'uuid' }, ...fieldsSchema.properties },
      required: ['productionId'],
    },
  })
  @ApiResponse({ status: 201, schema: projectSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const { parentId, fields } = withParent(body, 'productionId');
    if (!parentId) {
      throw KernelException.validation(
        'productionId',
        'productionId is required: the production this project belongs to.',
      );
    }
    return projectView(
      await this.rpc.send(
        ProductionsCalls.createProject,
        create(CreateProjectRequestSchema, {
          accountId: accountOf(caller),
          productionId: parentId,
          fields: parseProtoJson(ProjectFieldsSchema, fields),
        }),
      ),
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the fields sent of a DRAFT project (notValidUpdateStatus otherwise)' })
  @ApiBody({ schema: fieldsSchema })
  @ApiOkResponse({ schema: projectSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const fields = parseProtoJson(ProjectFieldsSchema, body);
    return projectView(
      await this.rpc.send(
        ProductionsCalls.updateProject,
        create(UpdateProjectRequestSchema, {
          accountId: accountOf(caller),
          id,
          fields,
          fieldMask: Object.keys(body as JsonObject),
        }),
      ),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a DRAFT project with its jobs' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const deleted = await this.rpc.send(
      ProductionsCalls.deleteProject,
      create(ProductionRefSchema, { accountId: accountOf(caller), id }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Change the status (a CQRS command)', description: STATUS_TABLE_DOC })
  @ApiOkResponse({ schema: projectSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    return projectView(
      await this.rpc.send(
        ProductionsCalls.changeProjectStatus,
        create(ChangeStatusRequestSchema, { accountId: accountOf(caller), id, status: body.status }),
      ),
    );
  }
}

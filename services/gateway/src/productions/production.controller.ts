import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  ChangePhaseRequestSchema,
  ChangeStatusRequestSchema,
  CreateProductionRequestSchema,
  ListProductionsRequestSchema,
  ProductionFieldsSchema,
  ProductionRefSchema,
  UpdateProductionRequestSchema,
} from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
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
import { ChangePhaseBody, ChangeStatusBody, PHASE_TABLE_DOC, STATUS_TABLE_DOC } from './productions.requests.js';
import { productionView } from './productions.views.js';

const productionSchema = flatRecordSchema(ProductionFieldsSchema, {
  status: { type: 'string', enum: ['draft', 'ready', 'active', 'complete', 'archived'] },
  phase: { type: 'string' },
  phaseLabel: { type: 'string', description: 'The phase, or "completed" once complete' },
});

/** Productions (spec sections 3, 4 and 7): the wizard's first two steps, status and phases. */
@ApiTags('production')
@ApiBearerAuth('access')
@Controller('api/production')
export class ProductionController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The selected account's productions, newest first" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(productionSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProductionsCalls.listProductions,
      create(ListProductionsRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    );
    return { data: result.data.map(productionView), has_more: result.hasMore };
  }

  @Get('details/:id')
  @ApiOperation({ summary: 'A production as members see it: the owner always, others once it is active' })
  @ApiOkResponse({ schema: productionSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return productionView(
      await this.rpc.send(
        ProductionsCalls.productionDetails,
        create(ProductionRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the account’s productions' })
  @ApiOkResponse({ schema: productionSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return productionView(
      await this.rpc.send(
        ProductionsCalls.getProduction,
        create(ProductionRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Post()
  @ApiOperation({ summary: 'Wizard step 1: initialize a production (a draft in the hiring phase)' })
  @ApiBody({ schema: protoJsonSchema(ProductionFieldsSchema) })
  @ApiResponse({ status: 201, schema: productionSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const fields = parseProtoJson(ProductionFieldsSchema, body);
    return productionView(
      await this.rpc.send(
        ProductionsCalls.createProduction,
        create(CreateProductionRequestSchema, { accountId: accountOf(caller), fields }),
      ),
    );
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Wizard step 2: change the fields sent of a DRAFT production (notValidUpdateStatus otherwise)',
  })
  @ApiBody({ schema: protoJsonSchema(ProductionFieldsSchema) })
  @ApiOkResponse({ schema: productionSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const fields = parseProtoJson(ProductionFieldsSchema, body);
    return productionView(
      await this.rpc.send(
        ProductionsCalls.updateProduction,
        create(UpdateProductionRequestSchema, {
          accountId: accountOf(caller),
          id,
          fields,
          fieldMask: Object.keys(body as JsonObject),
        }),
      ),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a DRAFT production with its projects and jobs (archive the others)' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const deleted = await this.rpc.send(
      ProductionsCalls.deleteProduction,
      create(ProductionRefSchema, { accountId: accountOf(caller), id }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change the status (a CQRS command); completing needs a ready project',
    description: `${STATUS_TABLE_DOC}\n\nA production cannot be completed until at least one of its projects is ready (409 productionNeedsReadyProject).`,
  })
  @ApiOkResponse({ schema: productionSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    return productionView(
      await this.rpc.send(
        ProductionsCalls.changeProductionStatus,
        create(ChangeStatusRequestSchema, { accountId: accountOf(caller), id, status: body.status }),
      ),
    );
  }

  @Patch(':id/phase')
  @ApiOperation({
    summary: 'Start Hiring, Freeze Hiring, and on through post-production',
    description: PHASE_TABLE_DOC,
  })
  @ApiOkResponse({ schema: productionSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async changePhase(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangePhaseBody) {
    return productionView(
      await this.rpc.send(
        ProductionsCalls.changeProductionPhase,
        create(ChangePhaseRequestSchema, { accountId: accountOf(caller), id, phase: body.phase }),
      ),
    );
  }
}

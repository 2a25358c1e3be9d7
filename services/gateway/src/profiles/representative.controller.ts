import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  CreateRepresentativeProfileRequestSchema,
  DeleteRepresentativeProfileRequestSchema,
  GetRepresentativeDetailsRequestSchema,
  GetRepresentativeProfileRequestSchema,
  ListRepresentativeProfilesRequestSchema,
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  SearchRepresentativeRequestSchema,
  UpdateRepresentativeProfileRequestSchema,
  type RepresentativeProfile,
} from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../http/page-query.decorator.js';
import { parseProtoJson, protoJsonSchema, toRestJson } from '../http/proto-json.js';
import { pageMessage, withoutPage } from '../http/rpc-page.js';
import { ProfilesCalls } from '@callsheet/contracts';
import { NEUTRAL_RANKING } from './profiles.openapi.js';
import { deletedSchema, flatRecordSchema, pageSchema } from './profiles.openapi.js';

const representativeSchema = flatRecordSchema(RepresentativeProfileFieldsSchema, {});
const detailsSchema = protoJsonSchema(RepresentativeDetailsSchema);
const { page: _page, ...searchProperties } = protoJsonSchema(SearchRepresentativeRequestSchema).properties ?? {};

/** Representative profiles (spec sections 3 and 7): the account's own, public details and search. */
@ApiTags('representative')
@ApiBearerAuth('access')
@Controller('api/representative')
export class RepresentativeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The selected account's representative profiles, newest first" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(representativeSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProfilesCalls.listRepresentative,
      create(ListRepresentativeProfilesRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    );
    return { data: result.data.map(view), has_more: result.hasMore };
  }

  @Post('search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find representatives: free text over company, licensee and what they do, and filters',
    description: NEUTRAL_RANKING + 'Each list filter matches any of its keys (GET /public/catalogues).',
  })
  @ApiPageQuery()
  @ApiBody({ schema: { type: 'object', properties: searchProperties, additionalProperties: false } })
  @ApiOkResponse({ schema: pageSchema(detailsSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async search(@Body() body: unknown, @PageQuery() page: PageRequest) {
    const request = parseProtoJson(SearchRepresentativeRequestSchema, withoutPage(body));
    request.page = pageMessage(page);
    const result = await this.rpc.send(ProfilesCalls.searchRepresentative, request);
    return {
      data: result.data.map((details) => toRestJson(RepresentativeDetailsSchema, details)),
      has_more: result.hasMore,
    };
  }

  @Get('details/:id')
  @ApiOperation({
    summary: 'What any member may see of a representative',
    description: 'No references’ contact details, no business street; the license number stays.',
  })
  @ApiOkResponse({ schema: detailsSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async details(@Param('id') id: string) {
    const details = await this.rpc.send(
      ProfilesCalls.representativeDetails,
      create(GetRepresentativeDetailsRequestSchema, { id }),
    );
    return toRestJson(RepresentativeDetailsSchema, details);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the account’s representative profiles, every field' })
  @ApiOkResponse({ schema: representativeSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return view(
      await this.rpc.send(
        ProfilesCalls.getRepresentative,
        create(GetRepresentativeProfileRequestSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Post()
  @ApiOperation({ summary: 'Create a representative profile for the selected account' })
  @ApiBody({ schema: protoJsonSchema(RepresentativeProfileFieldsSchema) })
  @ApiResponse({ status: 201, schema: representativeSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const fields = parseProtoJson(RepresentativeProfileFieldsSchema, body);
    return view(
      await this.rpc.send(
        ProfilesCalls.createRepresentative,
        create(CreateRepresentativeProfileRequestSchema, { accountId: accountOf(caller), fields }),
      ),
    );
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the fields sent; the others keep their values (send null to clear one)' })
  @ApiBody({ schema: protoJsonSchema(RepresentativeProfileFieldsSchema) })
  @ApiOkResponse({ schema: representativeSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const fields = parseProtoJson(RepresentativeProfileFieldsSchema, body);
    return view(
      await this.rpc.send(
        ProfilesCalls.updateRepresentative,
        create(UpdateRepresentativeProfileRequestSchema, {
          accountId: accountOf(caller),
          id,
          fields,
          fieldMask: Object.keys(body as JsonObject),
        }),
      ),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a representative profile' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const deleted = await this.rpc.send(
      ProfilesCalls.deleteRepresentative,
      create(DeleteRepresentativeProfileRequestSchema, { accountId: accountOf(caller), id }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }
}

function view(profile: RepresentativeProfile) {
  const fields = profile.fields ?? create(RepresentativeProfileFieldsSchema);
  return {
    id: profile.id,
    accountId: profile.accountId,
    ...(toRestJson(RepresentativeProfileFieldsSchema, fields) as JsonObject),
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  type Application,
  type ApplicationPage,
  ApplicationPageSchema,
  ApplicationRefSchema,
  ApplicationSchema,
  ApplyRequestSchema,
  ListApplicationsRequestSchema,
  ListProspectsRequestSchema,
  type UpdateApplicationRequest,
  UpdateApplicationRequestSchema,
} from '@callsheet/contracts';
import { RpcClient, type PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../http/page-query.decorator.js';
import { toRestJson } from '../http/proto-json.js';
import { pageMessage } from '../http/rpc-page.js';
import { ConnectionsCalls } from '@callsheet/contracts';
import {
  APPLICATION_TABLE_DOC,
  applicationPageSchema,
  applicationSchema,
  applyBody,
  dealMemoSchema,
  prospectPageSchema,
} from './connections.openapi.js';
import { actionFromBody, bodyAs, booleanQuery } from './connections.requests.js';

/** PATCH {status} spelled as the status it leads to (react-admin updates send the record). */
const ACTION_BY_STATUS = { accepted: 'accept', denied: 'deny', pending: 'restore', withdrawn: 'unapply' } as const;

const updateBody = {
  type: 'object' as const,
  properties: {
    action: { type: 'string' as const, enum: ['unapply', 'accept', 'deny', 'restore', 'archive', 'unarchive'] },
    status: { type: 'string' as const, enum: Object.keys(ACTION_BY_STATUS) },
    isFavorite: { type: 'boolean' as const, description: 'Job owner only' },
    dealMemo: { ...dealMemoSchema, description: 'Job owner only; pending or accepted applications' },
    reason: { type: 'string' as const, description: 'With deny only: shown to the applicant' },
  },
  additionalProperties: false,
};

/** Applications to jobs, the job owner's prospects and deal memos. */
@ApiTags('application')
@ApiBearerAuth('access')
@Controller('api/application')
export class ApplicationController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The account’s applications (made by it or for its talent), newest first' })
  @ApiQuery({ name: 'status', required: false, enum: ['pending', 'accepted', 'denied', 'withdrawn'] })
  @ApiQuery({ name: 'archived', required: false, type: Boolean, description: 'The ones the account archived' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: applicationPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  list(
    @CurrentCaller() caller: Caller,
    @Query('status') status: string | undefined,
    @Query('archived') archived: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.listOf(caller, status || undefined, booleanQuery('archived', archived), page);
  }

  @Get('status/accepted')
  @ApiOperation({ summary: 'Applications tab Accepted' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: applicationPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  accepted(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.listOf(caller, 'accepted', false, page);
  }

  @Get('status/pending')
  @ApiOperation({ summary: 'Applications tab Pending' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: applicationPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  pending(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.listOf(caller, 'pending', false, page);
  }

  @Get('status/denied')
  @ApiOperation({ summary: 'Applications tab Denied' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: applicationPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  denied(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.listOf(caller, 'denied', false, page);
  }

  @Get('prospects/:jobId')
  @ApiOperation({
    summary: 'The job’s applicants, for the job’s owner: All Applicants, Accepted, Pending, Denied',
    description: 'Answers the job’s title, the prospects of the tab asked for and how many each tab holds.',
  })
  @ApiQuery({ name: 'status', required: false, enum: ['all', 'accepted', 'pending', 'denied'] })
  @ApiQuery({ name: 'favorite', required: false, type: Boolean })
  @ApiQuery({ name: 'archived', required: false, type: Boolean })
  @ApiPageQuery()
  @ApiOkResponse({ schema: prospectPageSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async prospects(
    @CurrentCaller() caller: Caller,
    @Param('jobId') jobId: string,
    @Query('status') status: string | undefined,
    @Query('favorite') favorite: string | undefined,
    @Query('archived') archived: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    const result = await this.rpc.send(
      ConnectionsCalls.listProspects,
      create(ListProspectsRequestSchema, {
        accountId: accountOf(caller),
        jobId,
        status: status || undefined,
        favorite: booleanQuery('favorite', favorite),
        archived: booleanQuery('archived', archived),
        page: pageMessage(page),
      }),
    );
    return {
      title: result.title,
      prospectDtos: result.data.map((application) => ({
        ...(view(application) as JsonObject),
        applicationId: application.id,
        title: application.talentName,
      })),
      has_more: result.hasMore,
      counts: {
        all: result.counts?.all ?? 0,
        accepted: result.counts?.accepted ?? 0,
        pending: result.counts?.pending ?? 0,
        denied: result.counts?.denied ?? 0,
      },
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application: for its applicant, the talent’s account and the job’s owner' })
  @ApiOkResponse({ schema: applicationSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return view(
      await this.rpc.send(
        ConnectionsCalls.getApplication,
        create(ApplicationRefSchema, { accountId: accountOf(caller), id }),
      ),
    );
  }

  @Post()
  @ApiOperation({
    summary: 'Apply to an active job: as the talent, or as a representative for its own or a connected talent',
    description:
      'representativeId names the caller’s representative profile when it applies on a talent’s behalf. The job’s pre-screen media are required (400 preScreenRequired). A second application of the same talent answers 409 alreadyApplied with error "alreadyApplied-<talent name>" (spec section 8).',
  })
  @ApiBody({ schema: applyBody })
  @ApiResponse({ status: 201, schema: applicationSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async apply(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const request = bodyAs(ApplyRequestSchema, body);
    request.accountId = accountOf(caller);
    return view(await this.rpc.send(ConnectionsCalls.apply, request));
  }

  @Patch('status/accept/:id')
  @ApiOperation({ summary: 'The job’s owner accepts a pending application, optionally with its deal memo' })
  @ApiBody({ schema: { type: 'object', properties: { dealMemo: dealMemoSchema } }, required: false })
  @ApiOkResponse({ schema: applicationSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async accept(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const update = bodyAs(UpdateApplicationRequestSchema, body ?? {}, ['accountId', 'id', 'action', 'status']);
    return this.update(caller, id, { ...update, action: 'accept' });
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Prospect update and application actions, applied together or not at all',
    description: APPLICATION_TABLE_DOC,
  })
  @ApiBody({ schema: updateBody })
  @ApiOkResponse({ schema: applicationSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async patch(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const action = actionFromBody(input, ACTION_BY_STATUS);
    const { status: _status, action: _action, ...rest } = input;
    const update = bodyAs(UpdateApplicationRequestSchema, rest, ['accountId', 'id']);
    return this.update(caller, id, { ...update, action });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Unapply: the applicant withdraws a pending application (it may apply again)' })
  @ApiOkResponse({ schema: applicationSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  unapply(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.update(caller, id, { action: 'unapply' });
  }

  private async update(
    caller: Caller,
    id: string,
    update: Partial<Pick<UpdateApplicationRequest, 'action' | 'isFavorite' | 'dealMemo' | 'reason'>>,
  ) {
    return view(
      await this.rpc.send(
        ConnectionsCalls.updateApplication,
        create(UpdateApplicationRequestSchema, {
          accountId: accountOf(caller),
          id,
          action: update.action,
          isFavorite: update.isFavorite,
          dealMemo: update.dealMemo,
          reason: update.reason,
        }),
      ),
    );
  }

  private async listOf(caller: Caller, status: string | undefined, archived: boolean | undefined, page: PageRequest) {
    return pageView(
      await this.rpc.send(
        ConnectionsCalls.listApplications,
        create(ListApplicationsRequestSchema, {
          accountId: accountOf(caller),
          status,
          archived,
          page: pageMessage(page),
        }),
      ),
    );
  }
}

function view(application: Application) {
  return toRestJson(ApplicationSchema, application);
}

function pageView(page: ApplicationPage) {
  const json = toRestJson(ApplicationPageSchema, page) as { data?: unknown[] };
  return { data: json.data ?? [], has_more: page.hasMore };
}

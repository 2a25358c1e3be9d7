import { create } from '@bufbuild/protobuf';
import {
  ChangeConnectionRequestSchema,
  type Connection,
  type ConnectionPage,
  ConnectionPageSchema,
  ConnectionSchema,
  ConnectionsWithProfileRequestSchema,
  ListConnectedRequestSchema,
  ListConnectionsRequestSchema,
  RequestConnectionRequestSchema,
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
  CONNECTION_TABLE_DOC,
  connectionPageSchema,
  connectionSchema,
  requestConnectionBody,
} from './connections.openapi.js';
import { actionFromBody, bodyAs } from './connections.requests.js';

/** PATCH {status} spelled as the status it leads to. */
const ACTION_BY_STATUS = {
  active: 'approve',
  rejected: 'reject',
  revoked: 'revoke',
  removed: 'remove',
  archived: 'archive',
} as const;

/** Talent-representative connections: request, approve or reject, revoke, remove, archive, lists. */
@ApiTags('connection')
@ApiBearerAuth('access')
@Controller('api/connection')
export class ConnectionController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('status/approved')
  @ApiOperation({ summary: 'Active tab: the account’s active connections' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  approved(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.list(caller, 'approved', page);
  }

  @Get('status/received')
  @ApiOperation({ summary: 'Pending Received tab: requests waiting for the account’s answer' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  received(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.list(caller, 'received', page);
  }

  @Get('status/sent')
  @ApiOperation({ summary: 'Pending Sent tab: the account’s requests not yet answered' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  sent(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.list(caller, 'sent', page);
  }

  @Get('representatives/connected')
  @ApiOperation({
    summary: 'Representatives actively connected to the account’s talent profiles (a deal memo splits pay with them)',
  })
  @ApiQuery({ name: 'profileId', required: false, description: 'Only this talent profile of the account' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  representatives(
    @CurrentCaller() caller: Caller,
    @Query('profileId') profileId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connected(caller, 'representatives', profileId, page);
  }

  @Get('talents/connected')
  @ApiOperation({
    summary: 'Talent actively connected to the account’s representative profiles (it may apply for them)',
  })
  @ApiQuery({ name: 'profileId', required: false, description: 'Only this representative profile of the account' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  talents(
    @CurrentCaller() caller: Caller,
    @Query('profileId') profileId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connected(caller, 'talents', profileId, page);
  }

  @Get('pending/:id')
  @ApiOperation({ summary: 'The account’s pending requests with this profile (talent or representative)' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  pending(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.withProfile(caller, id, 'pending', page);
  }

  @Get('connected/:id')
  @ApiOperation({ summary: 'The account’s active connections with this profile (talent or representative)' })
  @ApiPageQuery()
  @ApiOkResponse({ schema: connectionPageSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  connectedWith(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.withProfile(caller, id, 'active', page);
  }

  @Post()
  @ApiOperation({
    summary: 'Request a connection between one of the account’s profiles and another account’s',
    description:
      'At least one type (talentManager, talentAgent, castingProfessional). 409 connectionExists while a request is pending or the profiles are connected, in either direction; 400 ownProfile when both profiles are the account’s.',
  })
  @ApiBody({ schema: requestConnectionBody })
  @ApiResponse({ status: 201, schema: connectionSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  async request(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const request = bodyAs(RequestConnectionRequestSchema, body);
    request.accountId = accountOf(caller);
    return view(await this.rpc.send(ConnectionsCalls.requestConnection, request));
  }

  @Patch('status/approve/:id')
  @ApiOperation({ summary: 'The recipient approves a pending request: the connection becomes active' })
  @ApiOkResponse({ schema: connectionSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  approve(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.change(caller, id, 'approve');
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'One step of the connection table: {"action": "reject"} or, equally, {"status": "rejected"}',
    description: CONNECTION_TABLE_DOC,
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['approve', 'reject', 'revoke', 'remove', 'archive'] },
        status: { type: 'string', enum: Object.keys(ACTION_BY_STATUS) },
      },
    },
  })
  @ApiOkResponse({ schema: connectionSchema })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503, 504)
  update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const input = (typeof body === 'object' && body !== null ? body : {}) as { action?: unknown; status?: unknown };
    return this.change(caller, id, actionFromBody(input, ACTION_BY_STATUS) ?? '');
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      'End a connection: the sender revokes a pending request, the recipient rejects it, either side removes an active one',
  })
  @ApiOkResponse({ schema: connectionSchema })
  @ApiErrorResponses(401, 403, 404, 409, 503, 504)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    // The service picks revoke, reject or remove from the connection's status and the caller's side.
    return this.change(caller, id, 'end');
  }

  private async change(caller: Caller, id: string, action: string) {
    return view(
      await this.rpc.send(
        ConnectionsCalls.changeConnection,
        create(ChangeConnectionRequestSchema, { accountId: accountOf(caller), id, action }),
      ),
    );
  }

  private async list(caller: Caller, list: string, page: PageRequest) {
    return pageView(
      await this.rpc.send(
        ConnectionsCalls.listConnections,
        create(ListConnectionsRequestSchema, { accountId: accountOf(caller), list, page: pageMessage(page) }),
      ),
    );
  }

  private async connected(caller: Caller, side: string, profileId: string | undefined, page: PageRequest) {
    return pageView(
      await this.rpc.send(
        ConnectionsCalls.listConnected,
        create(ListConnectedRequestSchema, {
          accountId: accountOf(caller),
          side,
          profileId: profileId || undefined,
          page: pageMessage(page),
        }),
      ),
    );
  }

  private async withProfile(caller: Caller, profileId: string, status: string, page: PageRequest) {
    return pageView(
      await this.rpc.send(
        ConnectionsCalls.connectionsWithProfile,
        create(ConnectionsWithProfileRequestSchema, {
          accountId: accountOf(caller),
          profileId,
          status,
          page: pageMessage(page),
        }),
      ),
    );
  }
}

function view(connection: Connection) {
  return toRestJson(ConnectionSchema, connection);
}

function pageView(page: ConnectionPage) {
  const json = toRestJson(ConnectionPageSchema, page) as { data?: unknown[] };
  return { data: json.data ?? [], has_more: page.hasMore };
}

import { RequestConnectionRequestSchema, type RequestConnectionRequest } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { inAccount } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { ProtoBody } from '../http/proto-json.js';
import { ConnectionsClient } from './connections.client.js';
import { connectionDocs } from './connections.openapi.js';
import { ConnectionStepBody } from './connections.requests.js';

/** Talent-representative connections: request, approve or reject, revoke, remove, archive, lists. */
@ApiTags('connection')
@ApiBearerAuth('access')
@Controller('api/connection')
export class ConnectionController {
  constructor(private readonly connections: ConnectionsClient) {}

  @Get('status/approved')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.approved)
  approved(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.list(caller, 'approved', page);
  }

  @Get('status/received')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.received)
  received(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.list(caller, 'received', page);
  }

  @Get('status/sent')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.sent)
  sent(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.list(caller, 'sent', page);
  }

  @Get('representatives/connected')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.representatives)
  representatives(
    @CurrentCaller() caller: Caller,
    @Query('profileId') profileId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connections.connected(caller, 'representatives', profileId, page);
  }

  @Get('talents/connected')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.talents)
  talents(
    @CurrentCaller() caller: Caller,
    @Query('profileId') profileId: string | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connections.connected(caller, 'talents', profileId, page);
  }

  @Get('pending/:id')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.pending)
  pending(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.connections.withProfile(caller, id, 'pending', page);
  }

  @Get('connected/:id')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.connectedWith)
  connectedWith(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.connections.withProfile(caller, id, 'active', page);
  }

  @Post()
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.request)
  request(
    @CurrentCaller() caller: Caller,
    @ProtoBody(RequestConnectionRequestSchema, { reserved: ['accountId'], optional: true })
    body: RequestConnectionRequest,
  ) {
    return this.connections.request(caller, body);
  }

  @Patch('status/approve/:id')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.approve)
  approve(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.connections.change(caller, id, 'approve');
  }

  @Patch(':id')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.update)
  update(@CurrentCaller() caller: Caller, @Param('id') id: string, @ConnectionStepBody() action: string) {
    return this.connections.change(caller, id, action);
  }

  @Delete(':id')
  @Access(inAccount('connection'))
  @ApiRoute(connectionDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    // The service picks revoke, reject or remove from the connection's status and the caller's side.
    return this.connections.change(caller, id, 'end');
  }
}

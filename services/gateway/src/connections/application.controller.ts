import { ApplyRequestSchema, UpdateApplicationRequestSchema, type ApplyRequest } from '@callsheet/contracts';
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
import { applicationDocs } from './connections.openapi.js';
import { ApplicationUpdateBody, BooleanQuery, type ApplicationUpdate } from './connections.requests.js';

/** Applications to jobs, the job owner's prospects and deal memos. */
@ApiTags('application')
@ApiBearerAuth('access')
@Controller('api/application')
export class ApplicationController {
  constructor(private readonly connections: ConnectionsClient) {}

  @Get()
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.list)
  list(
    @CurrentCaller() caller: Caller,
    @Query('status') status: string | undefined,
    @BooleanQuery('archived') archived: boolean | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connections.listApplications(caller, { status, archived }, page);
  }

  @Get('status/accepted')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.accepted)
  accepted(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.listApplications(caller, { status: 'accepted', archived: false }, page);
  }

  @Get('status/pending')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.pending)
  pending(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.listApplications(caller, { status: 'pending', archived: false }, page);
  }

  @Get('status/denied')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.denied)
  denied(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.connections.listApplications(caller, { status: 'denied', archived: false }, page);
  }

  @Get('prospects/:jobId')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.prospects)
  prospects(
    @CurrentCaller() caller: Caller,
    @Param('jobId') jobId: string,
    @Query('status') status: string | undefined,
    @BooleanQuery('favorite') favorite: boolean | undefined,
    @BooleanQuery('archived') archived: boolean | undefined,
    @PageQuery() page: PageRequest,
  ) {
    return this.connections.prospects(caller, jobId, { status, favorite, archived }, page);
  }

  @Get(':id')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.connections.getApplication(caller, id);
  }

  @Post()
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.apply)
  apply(
    @CurrentCaller() caller: Caller,
    @ProtoBody(ApplyRequestSchema, { reserved: ['accountId'], optional: true }) body: ApplyRequest,
  ) {
    return this.connections.apply(caller, body);
  }

  @Patch('status/accept/:id')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.accept)
  accept(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoBody(UpdateApplicationRequestSchema, { reserved: ['accountId', 'id', 'action', 'status'], optional: true })
    update: ApplicationUpdate,
  ) {
    return this.connections.updateApplication(caller, id, { ...update, action: 'accept' });
  }

  @Patch(':id')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.update)
  patch(@CurrentCaller() caller: Caller, @Param('id') id: string, @ApplicationUpdateBody() update: ApplicationUpdate) {
    return this.connections.updateApplication(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('applications'))
  @ApiRoute(applicationDocs.unapply)
  unapply(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.connections.updateApplication(caller, id, { action: 'unapply' });
  }
}

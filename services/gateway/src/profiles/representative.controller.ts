import {
  RepresentativeProfileFieldsSchema,
  SearchRepresentativeRequestSchema,
  type RepresentativeProfileFields,
  type SearchRepresentativeRequest,
} from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { inAccount } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ExpandQuery } from '../http/expand-query.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { ProtoBody, ProtoPatchBody, type ProtoPatch } from '../http/proto-json.js';
import { licenseDocumentDocs } from '../license-documents/license-documents.openapi.js';
import { REPRESENTATIVE_EXPANSIONS } from './profiles.expand.js';
import { representativeDocs } from './profiles.openapi.js';
import { ProfilesClient } from './profiles.client.js';

/**
 * Representative profiles (spec sections 3 and 7): the account's own, public details and search, and the
 * licence document of the account's own.
 */
@ApiTags('representative')
@ApiBearerAuth('access')
@Controller('api/representative')
export class RepresentativeController {
  constructor(private readonly profiles: ProfilesClient) {}

  @Get()
  @Access(inAccount('representative'))
  @ApiRoute(representativeDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.profiles.listRepresentatives(caller, page);
  }

  @Post('search')
  @HttpCode(200)
  @Access(inAccount('search', 'searchRepresentative'))
  @ApiRoute(representativeDocs.search)
  search(
    @ProtoBody(SearchRepresentativeRequestSchema, { reserved: ['page'], optional: true })
    search: SearchRepresentativeRequest,
    @PageQuery() page: PageRequest,
  ) {
    return this.profiles.searchRepresentatives(search, page);
  }

  @Get('details/:id')
  @Access(inAccount('search', 'searchRepresentative'))
  @ApiRoute(representativeDocs.details)
  details(@Param('id') id: string) {
    return this.profiles.representativeDetails(id);
  }

  @Get(':id')
  @Access(inAccount('representative'))
  @ApiRoute(representativeDocs.get)
  get(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ExpandQuery(REPRESENTATIVE_EXPANSIONS) expand: string[],
  ) {
    return this.profiles.getRepresentative(caller, id, expand);
  }

  @Post()
  @Access(inAccount('representative'))
  @ApiRoute(representativeDocs.create)
  create(
    @CurrentCaller() caller: Caller,
    @ProtoBody(RepresentativeProfileFieldsSchema) fields: RepresentativeProfileFields,
  ) {
    return this.profiles.createRepresentative(caller, fields);
  }

  @Patch(':id')
  @Access(inAccount('representative'))
  @ApiRoute(representativeDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(RepresentativeProfileFieldsSchema) update: ProtoPatch<RepresentativeProfileFields>,
  ) {
    return this.profiles.updateRepresentative(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('representative'))
  @ApiRoute(representativeDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.profiles.deleteRepresentative(caller, id);
  }

  @Put(':id/license/document')
  @Access(inAccount('representative'))
  @ApiRoute(licenseDocumentDocs.upload)
  uploadLicenseDocument(@CurrentCaller() caller: Caller, @Param('id') id: string, @Req() request: FastifyRequest) {
    return this.profiles.uploadLicenseDocument(caller, id, request);
  }

  @Get(':id/license/document')
  @Access(inAccount('representative'))
  @ApiRoute(licenseDocumentDocs.get)
  licenseDocument(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.profiles.licenseDocument(caller, id);
  }

  @Delete(':id/license/document')
  @Access(inAccount('representative'))
  @ApiRoute(licenseDocumentDocs.delete)
  deleteLicenseDocument(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.profiles.deleteLicenseDocument(caller, id);
  }
}

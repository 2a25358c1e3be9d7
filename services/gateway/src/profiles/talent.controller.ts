import {
  SearchTalentRequestSchema,
  TalentProfileFieldsSchema,
  type SearchTalentRequest,
  type TalentProfileFields,
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
import { TALENT_EXPANSIONS } from './profiles.expand.js';
import { talentDocs } from './profiles.openapi.js';
import { ProfilesClient } from './profiles.client.js';

/** Talent profiles (spec sections 3 and 7): the account's own, public details, search and photos. */
@ApiTags('talent')
@ApiBearerAuth('access')
@Controller('api/talent')
export class TalentController {
  constructor(private readonly profiles: ProfilesClient) {}

  @Get()
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.profiles.listTalent(caller, page);
  }

  @Post('search')
  @HttpCode(200)
  @Access(inAccount('search', 'searchTalent'))
  @ApiRoute(talentDocs.search)
  search(
    @ProtoBody(SearchTalentRequestSchema, { reserved: ['page'], optional: true }) search: SearchTalentRequest,
    @PageQuery() page: PageRequest,
  ) {
    return this.profiles.searchTalent(search, page);
  }

  @Get('details/:id')
  @Access(inAccount('search', 'searchTalent'))
  @ApiRoute(talentDocs.details)
  details(@Param('id') id: string) {
    return this.profiles.talentDetails(id);
  }

  @Get(':id')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string, @ExpandQuery(TALENT_EXPANSIONS) expand: string[]) {
    return this.profiles.getTalent(caller, id, expand);
  }

  @Post()
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.create)
  create(@CurrentCaller() caller: Caller, @ProtoBody(TalentProfileFieldsSchema) fields: TalentProfileFields) {
    return this.profiles.createTalent(caller, fields);
  }

  @Patch(':id')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(TalentProfileFieldsSchema) update: ProtoPatch<TalentProfileFields>,
  ) {
    return this.profiles.updateTalent(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.profiles.deleteTalent(caller, id);
  }

  @Get(':id/photos')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.photos)
  photos(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.profiles.listPhotos(caller, id);
  }

  @Post(':id/photos')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.addPhoto)
  addPhoto(@CurrentCaller() caller: Caller, @Param('id') id: string, @Req() request: FastifyRequest) {
    return this.profiles.addPhoto(caller, id, request);
  }

  @Put(':id/photos/:photoId/primary')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.setPrimaryPhoto)
  setPrimaryPhoto(@CurrentCaller() caller: Caller, @Param('id') id: string, @Param('photoId') photoId: string) {
    return this.profiles.setPrimaryPhoto(caller, id, photoId);
  }

  @Delete(':id/photos/:photoId')
  @Access(inAccount('talentProfiles'))
  @ApiRoute(talentDocs.deletePhoto)
  deletePhoto(@CurrentCaller() caller: Caller, @Param('id') id: string, @Param('photoId') photoId: string) {
    return this.profiles.deletePhoto(caller, id, photoId);
  }
}

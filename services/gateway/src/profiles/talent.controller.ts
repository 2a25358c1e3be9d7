import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  AddPhotoRequestSchema,
  CreateTalentProfileRequestSchema,
  DeletePhotoRequestSchema,
  DeleteTalentProfileRequestSchema,
  GetTalentDetailsRequestSchema,
  GetTalentProfileRequestSchema,
  ListPhotosRequestSchema,
  ListTalentProfilesRequestSchema,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  ProfilesErrorCode,
  SearchTalentRequestSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
  UpdateTalentProfileRequestSchema,
  type TalentDetails,
  type TalentProfile,
} from '@callsheet/contracts';
import {
  DomainError,
  FILE_STORAGE,
  KernelException,
  RpcClient,
  type FileStorage,
  type PageRequest,
} from '@callsheet/kernel';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {} from '@fastify/multipart';
import { readMultipart } from '../http/multipart-read.js';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CurrentCaller } from '../access/api-access.guard.js';
import { accountOf } from '../access/caller-account.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ApiPageQuery, PageQuery } from '../http/page-query.decorator.js';
import { pageMessage, withoutPage } from '../http/rpc-page.js';
import { parseProtoJson, protoJsonSchema, toRestJson } from '../http/proto-json.js';
import { PhotoLinks } from '../photos/photo-links.js';
import { photoView, type PhotoView } from '../photos/photo-views.js';
import { ProfilesCalls } from '@callsheet/contracts';
import { NEUTRAL_RANKING } from './profiles.openapi.js';
import {
  deletedSchema,
  flatRecordSchema,
  pageSchema,
  photoResponseSchema,
  withPhotoLinks,
} from './profiles.openapi.js';

const talentSchema = withPhotoLinks(
  flatRecordSchema(TalentProfileFieldsSchema, {
    minor: { type: 'boolean', description: 'Under 18 today, from the birth date' },
  }),
);
const detailsSchema = withPhotoLinks(protoJsonSchema(TalentDetailsSchema));
const { page: _page, ...searchProperties } = protoJsonSchema(SearchTalentRequestSchema).properties ?? {};

/** Talent profiles (spec sections 3 and 7): the account's own, public details, search and photos. */
@ApiTags('talent')
@ApiBearerAuth('access')
@Controller('api/talent')
export class TalentController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly links: PhotoLinks,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get()
  @ApiOperation({ summary: "The selected account's talent profiles, newest first" })
  @ApiPageQuery()
  @ApiOkResponse({ schema: pageSchema(talentSchema) })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    const result = await this.rpc.send(
      ProfilesCalls.listTalent,
      create(ListTalentProfilesRequestSchema, { accountId: accountOf(caller), page: pageMessage(page) }),
    );
    return { data: result.data.map((profile) => this.view(profile)), has_more: result.hasMore };
  }

  @Post('search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find talent: free text over names, aliases and skills, and filters; best matches first',
    description:
      NEUTRAL_RANKING +
      'List filters on appearance (genderRoles, unions, ethnicAppearances, bodyTypes, hairColors, eyeColors) match any of their keys; skills, languages and accents must all be present. Keys come from GET /public/catalogues.',
  })
  @ApiPageQuery()
  @ApiBody({ schema: { type: 'object', properties: searchProperties, additionalProperties: false } })
  @ApiOkResponse({ schema: pageSchema(detailsSchema) })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async search(@Body() body: unknown, @PageQuery() page: PageRequest) {
    const request = parseProtoJson(SearchTalentRequestSchema, withoutPage(body));
    request.page = pageMessage(page);
    const result = await this.rpc.send(ProfilesCalls.searchTalent, request);
    return { data: result.data.map((details) => this.detailsView(details)), has_more: result.hasMore };
  }

  @Get('details/:id')
  @ApiOperation({
    summary: 'What any member may see of a talent',
    description: 'Never the tax id, passport, guardian, birth date, addresses, nor an adult’s age.',
  })
  @ApiOkResponse({ schema: detailsSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async details(@Param('id') id: string) {
    const details = await this.rpc.send(ProfilesCalls.talentDetails, create(GetTalentDetailsRequestSchema, { id }));
    return this.detailsView(details);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the account’s talent profiles, every field' })
  @ApiQuery({ name: 'expand', required: false, description: 'photos: include the photos', example: 'photos' })
  @ApiOkResponse({ schema: talentSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async get(@CurrentCaller() caller: Caller, @Param('id') id: string, @Query('expand') expand?: string | string[]) {
    const profile = await this.rpc.send(
      ProfilesCalls.getTalent,
      create(GetTalentProfileRequestSchema, { accountId: accountOf(caller), id, expand: [expand ?? []].flat() }),
    );
    return this.view(profile);
  }

  @Post()
  @ApiOperation({ summary: 'Create a talent profile for the selected account' })
  @ApiBody({ schema: protoJsonSchema(TalentProfileFieldsSchema) })
  @ApiResponse({ status: 201, schema: talentSchema })
  @ApiErrorResponses(400, 401, 403, 503, 504)
  async create(@CurrentCaller() caller: Caller, @Body() body: unknown) {
    const fields = parseProtoJson(TalentProfileFieldsSchema, body);
    const profile = await this.rpc.send(
      ProfilesCalls.createTalent,
      create(CreateTalentProfileRequestSchema, { accountId: accountOf(caller), fields }),
    );
    return this.view(profile);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the fields sent; the others keep their values (send null to clear one)' })
  @ApiBody({ schema: protoJsonSchema(TalentProfileFieldsSchema) })
  @ApiOkResponse({ schema: talentSchema })
  @ApiErrorResponses(400, 401, 403, 404, 503, 504)
  async update(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: unknown) {
    const fields = parseProtoJson(TalentProfileFieldsSchema, body);
    const profile = await this.rpc.send(
      ProfilesCalls.updateTalent,
      create(UpdateTalentProfileRequestSchema, {
        accountId: accountOf(caller),
        id,
        fields,
        fieldMask: Object.keys(body as JsonObject),
      }),
    );
    return this.view(profile);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a talent profile and its photos' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    const deleted = await this.rpc.send(
      ProfilesCalls.deleteTalent,
      create(DeleteTalentProfileRequestSchema, { accountId: accountOf(caller), id }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }

  @Get(':id/photos')
  @ApiOperation({ summary: 'The photos of one of the account’s talent profiles, oldest first' })
  @ApiOkResponse({ schema: { type: 'object', properties: { data: { type: 'array', items: photoResponseSchema() } } } })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async photos(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<{ data: PhotoView[] }> {
    const list = await this.rpc.send(
      ProfilesCalls.listPhotos,
      create(ListPhotosRequestSchema, { accountId: accountOf(caller), talentId: id }),
    );
    return { data: list.data.map((photo) => photoView(photo, this.links)) };
  }

  @Post(':id/photos')
  @ApiOperation({
    summary: `Upload a photo (multipart field "file"): JPEG, PNG or WebP by content, at most ${PHOTO_MAX_MEGABYTES} MB`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiResponse({ status: 201, schema: photoResponseSchema() })
  @ApiErrorResponses(400, 401, 403, 404, 413, 415, 503, 504)
  async addPhoto(@CurrentCaller() caller: Caller, @Param('id') id: string, @Req() request: FastifyRequest) {
    const bytes = await receiveFile(request);
    // Staged in file storage: photos are too large for a Kafka message. Profiles checks and keeps it.
    const uploadKey = `uploads/${randomUUID()}`;
    await this.storage.put(uploadKey, bytes, 'application/octet-stream');
    const photo = await this.rpc.send(
      ProfilesCalls.addPhoto,
      create(AddPhotoRequestSchema, { accountId: accountOf(caller), talentId: id, uploadKey }),
    );
    return photoView(photo, this.links);
  }

  @Delete(':id/photos/:photoId')
  @ApiOperation({ summary: 'Delete a photo of one of the account’s talent profiles' })
  @ApiOkResponse({ schema: deletedSchema })
  @ApiErrorResponses(401, 403, 404, 503, 504)
  async deletePhoto(@CurrentCaller() caller: Caller, @Param('id') id: string, @Param('photoId') photoId: string) {
    const deleted = await this.rpc.send(
      ProfilesCalls.deletePhoto,
      create(DeletePhotoRequestSchema, { accountId: accountOf(caller), talentId: id, photoId }),
    );
    return { id: deleted.id, deleted: deleted.deleted };
  }

  private view(profile: TalentProfile) {
    const fields = profile.fields ?? create(TalentProfileFieldsSchema);
    return {
      id: profile.id,
      accountId: profile.accountId,
      minor: profile.minor,
      ...(toRestJson(TalentProfileFieldsSchema, fields) as JsonObject),
      photos: profile.photos.map((photo) => photoView(photo, this.links)),
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    };
  }

  private detailsView(details: TalentDetails) {
    return {
      ...(toRestJson(TalentDetailsSchema, details) as JsonObject),
      photos: details.photos.map((photo) => photoView(photo, this.links)),
    };
  }
}

async function receiveFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw KernelException.validation('file', 'Send the photo as multipart/form-data with a "file" field.');
  }
  try {
    return await readMultipart(async () => {
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file) {
        throw KernelException.validation('file', 'Send the photo as multipart/form-data with a "file" field.');
      }
      return file.toBuffer();
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError(ProfilesErrorCode.FileTooLarge, `Max file size is ${PHOTO_MAX_MEGABYTES} MB`, [
        String(PHOTO_MAX_MEGABYTES),
      ]);
    }
    throw error;
  }
}

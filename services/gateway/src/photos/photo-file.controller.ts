import { create } from '@bufbuild/protobuf';
import { AccessErrorCode, GetPhotoFileRequestSchema, ProfilesErrorCode } from '@callsheet/contracts';
import { DomainError, FILE_STORAGE, RpcClient, type FileStorage } from '@callsheet/kernel';
import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses } from '../http/api-error.response.js';
import { ProfilesCalls } from '@callsheet/contracts';
import { PhotoLinks, type PhotoVariant } from './photo-links.js';

const IMAGE = { schema: { type: 'string', format: 'binary' } };

/** Serves photo files through the signed links profile answers carry (for <img> tags: no bearer token). */
@ApiTags('public')
@Controller('public/photos')
export class PhotoFileController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly links: PhotoLinks,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get(':photoId')
  @ApiOperation({ summary: 'A photo, by the signed link of a profile answer' })
  @ApiQuery({ name: 'expires', required: true })
  @ApiQuery({ name: 'signature', required: true })
  @ApiOkResponse({
    description: 'The photo as uploaded (errors answer JSON)',
    content: { 'image/jpeg': IMAGE, 'image/png': IMAGE, 'image/webp': IMAGE },
  })
  @ApiErrorResponses(400, 403, 404, 503, 504)
  original(
    @Param('photoId') photoId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.serve(photoId, 'original', expires, signature, reply);
  }

  @Get(':photoId/thumbnail')
  @ApiOperation({ summary: 'A photo’s thumbnail (WebP, at most 320 px), by its signed link' })
  @ApiQuery({ name: 'expires', required: true })
  @ApiQuery({ name: 'signature', required: true })
  @ApiOkResponse({ description: 'The thumbnail (errors answer JSON)', content: { 'image/webp': IMAGE } })
  @ApiErrorResponses(400, 403, 404, 503, 504)
  thumbnail(
    @Param('photoId') photoId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.serve(photoId, 'thumbnail', expires, signature, reply);
  }

  private async serve(
    photoId: string,
    variant: PhotoVariant,
    expires: string | undefined,
    signature: string | undefined,
    reply: FastifyReply,
  ): Promise<void> {
    if (!expires || !signature || !this.links.verify(photoId, variant, expires, signature)) {
      throw new DomainError(
        AccessErrorCode.Forbidden,
        'This photo link is invalid or has expired; reload the profile.',
        ['photoLink'],
      );
    }
    const file = await this.rpc.send(
      ProfilesCalls.getPhotoFile,
      create(GetPhotoFileRequestSchema, { photoId, thumbnail: variant === 'thumbnail' }),
    );
    const bytes = await this.storage.get(file.storageKey);
    if (!bytes) {
      throw new DomainError(ProfilesErrorCode.PhotoNotFound, `No photo ${photoId}.`, [photoId]);
    }
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  }
}

import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ProfilesClient } from '../profiles/profiles.client.js';
import { photoFileDocs } from './photos.openapi.js';

/** Serves photo files through the signed links profile answers carry (for <img> tags: no bearer token). */
@ApiTags('public')
@Controller('public/photos')
export class PhotoFileController {
  constructor(private readonly profiles: ProfilesClient) {}

  @Get(':photoId')
  @ApiRoute(photoFileDocs.original)
  original(
    @Param('photoId') photoId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.profiles.sendPhotoFile(photoId, 'original', { expires, signature }, reply);
  }

  @Get(':photoId/thumbnail')
  @ApiRoute(photoFileDocs.thumbnail)
  thumbnail(
    @Param('photoId') photoId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.profiles.sendPhotoFile(photoId, 'thumbnail', { expires, signature }, reply);
  }
}

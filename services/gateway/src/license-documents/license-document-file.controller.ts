import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ProfilesClient } from '../profiles/profiles.client.js';
import { licenseDocumentFileDocs } from './license-documents.openapi.js';

/** Serves licence documents through the signed links their profile's account is given (no bearer token in a new tab). */
@ApiTags('public')
@Controller('public/license-documents')
export class LicenseDocumentFileController {
  constructor(private readonly profiles: ProfilesClient) {}

  @Get(':documentId')
  @ApiRoute(licenseDocumentFileDocs.file)
  file(
    @Param('documentId') documentId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.profiles.sendLicenseDocumentFile(documentId, { expires, signature }, reply);
  }
}

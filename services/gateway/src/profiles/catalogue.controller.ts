import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../http/api-route.decorator.js';
import { profileCatalogueDocs } from './profiles.openapi.js';
import { ProfilesClient } from './profiles.client.js';

/** The profile catalogues (unions, body types, skills, ...) as stable keys the console translates. */
@ApiTags('public')
@Controller('public/catalogues')
export class CatalogueController {
  constructor(private readonly profiles: ProfilesClient) {}

  @Get()
  @ApiRoute(profileCatalogueDocs.list)
  list() {
    return this.profiles.catalogues();
  }
}

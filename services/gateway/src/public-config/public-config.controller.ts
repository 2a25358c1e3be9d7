import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentityClient } from '../auth/identity.client.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { publicConfigDocs } from './public-config.openapi.js';

@ApiTags('public')
@Controller('public/config')
export class PublicConfigController {
  constructor(private readonly identity: IdentityClient) {}

  @Get()
  @ApiRoute(publicConfigDocs.get)
  get() {
    return this.identity.publicConfig();
  }
}

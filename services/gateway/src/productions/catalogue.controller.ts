import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ProductionsClient } from './productions.client.js';
import { productionCatalogueDocs } from './productions.openapi.js';

/**
 * The production, project and job option lists (types, subtypes, categories, union statuses, phases,
 * statuses, job types, locations, rates, durations, ...), public like the profile catalogues.
 */
@ApiTags('public')
@Controller('public/catalogues/productions')
export class ProductionCatalogueController {
  constructor(private readonly productions: ProductionsClient) {}

  @Get()
  @ApiRoute(productionCatalogueDocs.list)
  list() {
    return this.productions.catalogues();
  }
}

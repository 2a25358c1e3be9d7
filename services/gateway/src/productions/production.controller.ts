import { ProductionFieldsSchema, type ProductionFields } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';
import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Access } from '../access/access.decorator.js';
import { CurrentCaller } from '../access/api-access.guard.js';
import { inAccount } from '../access/route-access.js';
import type { Caller } from '../auth/access-token.verifier.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ExpandQuery } from '../http/expand-query.js';
import { PageQuery } from '../http/page-query.decorator.js';
import { ProtoBody, ProtoPatchBody, type ProtoPatch } from '../http/proto-json.js';
import { ProductionsClient } from './productions.client.js';
import { PRODUCTION_EXPANSIONS } from './productions.expand.js';
import { productionDocs } from './productions.openapi.js';
import { ChangePhaseBody, ChangeStatusBody } from './productions.requests.js';

/** Productions (spec sections 3, 4 and 7): the wizard's first two steps, status and phases. */
@ApiTags('production')
@ApiBearerAuth('access')
@Controller('api/production')
export class ProductionController {
  constructor(private readonly productions: ProductionsClient) {}

  @Get()
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.productions.listProductions(caller, page);
  }

  @Get('details/:id')
  @Access(inAccount('search', 'searchJob'))
  @ApiRoute(productionDocs.details)
  details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.productionDetails(caller, id);
  }

  @Get(':id')
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string, @ExpandQuery(PRODUCTION_EXPANSIONS) expand: string[]) {
    return this.productions.getProduction(caller, id, expand);
  }

  @Post()
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.create)
  create(@CurrentCaller() caller: Caller, @ProtoBody(ProductionFieldsSchema) fields: ProductionFields) {
    return this.productions.createProduction(caller, fields);
  }

  @Patch(':id')
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(ProductionFieldsSchema) update: ProtoPatch<ProductionFields>,
  ) {
    return this.productions.updateProduction(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.deleteProduction(caller, id);
  }

  @Patch(':id/status')
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.changeStatus)
  changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    return this.productions.changeProductionStatus(caller, id, body.status);
  }

  @Patch(':id/phase')
  @Access(inAccount('production'))
  @ApiRoute(productionDocs.changePhase)
  changePhase(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangePhaseBody) {
    return this.productions.changeProductionPhase(caller, id, body.phase);
  }
}

import { ProjectFieldsSchema, type ProjectFields } from '@callsheet/contracts';
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
import { ProtoPatchBody, type ProtoPatch } from '../http/proto-json.js';
import { ProductionsClient } from './productions.client.js';
import { PROJECT_EXPANSIONS } from './productions.expand.js';
import { projectDocs } from './productions.openapi.js';
import { ChangeStatusBody, NewProjectBody, type ChildRecord } from './productions.requests.js';

/** Projects, grouped by production (wizard step 3). */
@ApiTags('project')
@ApiBearerAuth('access')
@Controller('api/project')
export class ProjectController {
  constructor(private readonly productions: ProductionsClient) {}

  @Get()
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.list)
  list(@CurrentCaller() caller: Caller, @PageQuery() page: PageRequest) {
    return this.productions.listProjects(caller, page);
  }

  @Get('byProductionId/:id')
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.byProduction)
  byProduction(@CurrentCaller() caller: Caller, @Param('id') id: string, @PageQuery() page: PageRequest) {
    return this.productions.projectsByProduction(caller, id, page);
  }

  @Get('details/:id')
  @Access(inAccount('search', 'searchJob'))
  @ApiRoute(projectDocs.details)
  details(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.projectDetails(caller, id);
  }

  @Get(':id')
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.get)
  get(@CurrentCaller() caller: Caller, @Param('id') id: string, @ExpandQuery(PROJECT_EXPANSIONS) expand: string[]) {
    return this.productions.getProject(caller, id, expand);
  }

  @Post()
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.create)
  create(@CurrentCaller() caller: Caller, @NewProjectBody() project: ChildRecord<ProjectFields>) {
    return this.productions.createProject(caller, project);
  }

  @Patch(':id')
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.update)
  update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @ProtoPatchBody(ProjectFieldsSchema) update: ProtoPatch<ProjectFields>,
  ) {
    return this.productions.updateProject(caller, id, update);
  }

  @Delete(':id')
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.delete)
  delete(@CurrentCaller() caller: Caller, @Param('id') id: string) {
    return this.productions.deleteProject(caller, id);
  }

  @Patch(':id/status')
  @Access(inAccount('production'))
  @ApiRoute(projectDocs.changeStatus)
  changeStatus(@CurrentCaller() caller: Caller, @Param('id') id: string, @Body() body: ChangeStatusBody) {
    return this.productions.changeProjectStatus(caller, id, body.status);
  }
}

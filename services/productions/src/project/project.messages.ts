import { create } from '@bufbuild/protobuf';
import {
  type ChangeStatusRequest,
  type CreateProjectRequest,
  type ListProjectsByProductionRequest,
  type ListProjectsRequest,
  type ProductionRef,
  ProductionsCalls,
  type Project,
  ProjectFieldsSchema,
  type ProjectPage,
  ProjectPageSchema,
  type RecordDeleted,
  RecordDeletedSchema,
  type UpdateProjectRequest,
} from '@callsheet/contracts';
import { pageOf, pageReply, plainFields, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeProjectStatusCommand } from './commands/change-project-status/change-project-status.command.js';
import { CreateProjectCommand } from './commands/create-project/create-project.command.js';
import { DeleteProjectCommand } from './commands/delete-project/delete-project.command.js';
import { UpdateProjectCommand } from './commands/update-project/update-project.command.js';
import { toProjectMessage } from './project.views.js';
import { GetProjectDetailsQuery } from './queries/get-project-details/get-project-details.query.js';
import { GetProjectQuery } from './queries/get-project/get-project.query.js';
import { ListProjectsByProductionQuery } from './queries/list-projects-by-production/list-projects-by-production.query.js';
import { ListProjectsQuery } from './queries/list-projects/list-projects.query.js';

/** Kafka transport for projects: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class ProjectMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createProject)
  async create(@Payload() { accountId, productionId, fields }: CreateProjectRequest): Promise<Project> {
    const command = new CreateProjectCommand(accountId, productionId, plainFields(ProjectFieldsSchema, fields));
    return toProjectMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProductionsCalls.updateProject)
  async update(@Payload() { accountId, id, fields, fieldMask }: UpdateProjectRequest): Promise<Project> {
    const command = new UpdateProjectCommand(accountId, id, plainFields(ProjectFieldsSchema, fields), fieldMask);
    return toProjectMessage(await this.commandBus.execute(command));
  }

  @RpcHandler(ProductionsCalls.getProject)
  async get(@Payload() { accountId, id }: ProductionRef): Promise<Project> {
    return toProjectMessage(await this.queryBus.execute(new GetProjectQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.projectDetails)
  async details(@Payload() { accountId, id }: ProductionRef): Promise<Project> {
    return toProjectMessage(await this.queryBus.execute(new GetProjectDetailsQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.listProjects)
  async list(@Payload() { accountId, page }: ListProjectsRequest): Promise<ProjectPage> {
    const found = await this.queryBus.execute(new ListProjectsQuery(accountId, pageOf(page)));
    return pageReply(ProjectPageSchema, found, toProjectMessage);
  }

  @RpcHandler(ProductionsCalls.projectsByProduction)
  async byProduction(
    @Payload() { accountId, productionId, page }: ListProjectsByProductionRequest,
  ): Promise<ProjectPage> {
    const found = await this.queryBus.execute(new ListProjectsByProductionQuery(accountId, productionId, pageOf(page)));
    return pageReply(ProjectPageSchema, found, toProjectMessage);
  }

  @RpcHandler(ProductionsCalls.deleteProject)
  async delete(@Payload() { accountId, id }: ProductionRef): Promise<RecordDeleted> {
    await this.commandBus.execute(new DeleteProjectCommand(accountId, id));
    return create(RecordDeletedSchema, { id, deleted: true });
  }

  @RpcHandler(ProductionsCalls.changeProjectStatus)
  async changeStatus(@Payload() { accountId, id, status }: ChangeStatusRequest): Promise<Project> {
    return toProjectMessage(await this.commandBus.execute(new ChangeProjectStatusCommand(accountId, id, status)));
  }
}

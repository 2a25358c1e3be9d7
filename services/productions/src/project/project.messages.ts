import { create, toJson, type JsonValue } from '@bufbuild/protobuf';
import {
  ChangeStatusRequestSchema,
  CreateProjectRequestSchema,
  ListProjectsByProductionRequestSchema,
  ListProjectsRequestSchema,
  ProductionRefSchema,
  ProductionsCalls,
  ProjectPageSchema,
  ProjectSchema,
  RecordDeletedSchema,
  UpdateProjectRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, RpcHandler, type Page } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeProjectStatusCommand } from './commands/change-project-status/change-project-status.command.js';
import { CreateProjectCommand } from './commands/create-project/create-project.command.js';
import { DeleteProjectCommand } from './commands/delete-project/delete-project.command.js';
import { UpdateProjectCommand } from './commands/update-project/update-project.command.js';
import { toProjectInput, toProjectMessage } from './project.mapper.js';
import type { StoredProject } from './project.repository.js';
import { GetProjectDetailsQuery } from './queries/get-project-details/get-project-details.query.js';
import { GetProjectQuery } from './queries/get-project/get-project.query.js';
import { ListProjectsByProductionQuery } from './queries/list-projects-by-production/list-projects-by-production.query.js';
import { ListProjectsQuery } from './queries/list-projects/list-projects.query.js';

/** Kafka transport for projects: decode, dispatch one command or query, encode. */
@Controller()
export class ProjectMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @RpcHandler(ProductionsCalls.createProject)
  async create(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, productionId, fields } = decodeRequest(CreateProjectRequestSchema, payload);
    return view(
      await this.commandBus.execute(new CreateProjectCommand(accountId, productionId, toProjectInput(fields))),
    );
  }

  @RpcHandler(ProductionsCalls.updateProject)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, fields, fieldMask } = decodeRequest(UpdateProjectRequestSchema, payload);
    return view(
      await this.commandBus.execute(new UpdateProjectCommand(accountId, id, toProjectInput(fields), fieldMask)),
    );
  }

  @RpcHandler(ProductionsCalls.getProject)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return view(await this.queryBus.execute(new GetProjectQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.projectDetails)
  async details(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    return view(await this.queryBus.execute(new GetProjectDetailsQuery(accountId, id)));
  }

  @RpcHandler(ProductionsCalls.listProjects)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, page } = decodeRequest(ListProjectsRequestSchema, payload);
    return pageView(await this.queryBus.execute(new ListProjectsQuery(accountId, pageOf(page))));
  }

  @RpcHandler(ProductionsCalls.projectsByProduction)
  async byProduction(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, productionId, page } = decodeRequest(ListProjectsByProductionRequestSchema, payload);
    return pageView(
      await this.queryBus.execute(new ListProjectsByProductionQuery(accountId, productionId, pageOf(page))),
    );
  }

  @RpcHandler(ProductionsCalls.deleteProject)
  async delete(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ProductionRefSchema, payload);
    await this.commandBus.execute(new DeleteProjectCommand(accountId, id));
    return toJson(RecordDeletedSchema, create(RecordDeletedSchema, { id, deleted: true }));
  }

  @RpcHandler(ProductionsCalls.changeProjectStatus)
  async changeStatus(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, status } = decodeRequest(ChangeStatusRequestSchema, payload);
    return view(await this.commandBus.execute(new ChangeProjectStatusCommand(accountId, id, status)));
  }
}

function view(project: StoredProject): JsonValue {
  return toJson(ProjectSchema, toProjectMessage(project));
}

function pageView(page: Page<StoredProject>): JsonValue {
  return toJson(
    ProjectPageSchema,
    create(ProjectPageSchema, { data: page.data.map(toProjectMessage), hasMore: page.has_more }),
  );
}

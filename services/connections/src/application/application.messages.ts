import {
  type Application,
  type ApplicationPage,
  type ApplicationRef,
  type ApplyRequest,
  ConnectionsCalls,
  type ListApplicationsRequest,
  type ListProspectsRequest,
  type ProspectPage,
  type UpdateApplicationRequest,
} from '@callsheet/contracts';
import { pageOf, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ApplyCommand } from './commands/apply/apply.command.js';
import { UpdateApplicationCommand } from './commands/update-application/update-application.command.js';
import { ApplicationViews } from './application.views.js';
import { GetApplicationQuery } from './queries/get-application/get-application.query.js';
import { ListApplicationsQuery } from './queries/list-applications/list-applications.query.js';
import { ListProspectsQuery } from './queries/list-prospects/list-prospects.query.js';

/** Kafka transport for applications and prospects: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class ApplicationMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly views: ApplicationViews,
  ) {}

  @RpcHandler(ConnectionsCalls.apply)
  async apply(@Payload() request: ApplyRequest): Promise<Application> {
    const { accountId, ...input } = plainInput(request);
    return this.views.one(await this.commandBus.execute(new ApplyCommand(accountId, input)), accountId);
  }

  @RpcHandler(ConnectionsCalls.getApplication)
  async get(@Payload() { accountId, id }: ApplicationRef): Promise<Application> {
    return this.views.one(await this.queryBus.execute(new GetApplicationQuery(accountId, id)), accountId);
  }

  @RpcHandler(ConnectionsCalls.updateApplication)
  async update(@Payload() request: UpdateApplicationRequest): Promise<Application> {
    const { accountId, id, ...update } = plainInput(request);
    return this.views.one(
      await this.commandBus.execute(new UpdateApplicationCommand(accountId, id, update)),
      accountId,
    );
  }

  @RpcHandler(ConnectionsCalls.listApplications)
  async list(@Payload() { accountId, status, archived, page }: ListApplicationsRequest): Promise<ApplicationPage> {
    const query = new ListApplicationsQuery(accountId, status, archived ?? false, pageOf(page));
    return this.views.page(await this.queryBus.execute(query), accountId);
  }

  @RpcHandler(ConnectionsCalls.listProspects)
  async prospects(@Payload() request: ListProspectsRequest): Promise<ProspectPage> {
    const { accountId, jobId, status, favorite, archived, page } = request;
    const query = new ListProspectsQuery(accountId, jobId, status, favorite, archived ?? false, pageOf(page));
    return this.views.prospects(await this.queryBus.execute(query), accountId);
  }
}

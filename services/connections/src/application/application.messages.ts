import type { JsonValue } from '@bufbuild/protobuf';
import {
  ApplicationRefSchema,
  ApplyRequestSchema,
  ConnectionsCalls,
  ListApplicationsRequestSchema,
  ListProspectsRequestSchema,
  UpdateApplicationRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ApplyCommand } from './commands/apply/apply.command.js';
import { UpdateApplicationCommand } from './commands/update-application/update-application.command.js';
import { ApplicationViews } from './application.views.js';
import { GetApplicationQuery } from './queries/get-application/get-application.query.js';
import { ListApplicationsQuery } from './queries/list-applications/list-applications.query.js';
import { ListProspectsQuery } from './queries/list-prospects/list-prospects.query.js';

/** Kafka transport for applications and prospects: decode, dispatch one command or query, encode. */
@Controller()
export class ApplicationMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly views: ApplicationViews,
  ) {}

  @RpcHandler(ConnectionsCalls.apply)
  async apply(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, ...input } = plainInput(decodeRequest(ApplyRequestSchema, payload));
    return this.views.one(await this.commandBus.execute(new ApplyCommand(accountId, input)), accountId);
  }

  @RpcHandler(ConnectionsCalls.getApplication)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ApplicationRefSchema, payload);
    return this.views.one(await this.queryBus.execute(new GetApplicationQuery(accountId, id)), accountId);
  }

  @RpcHandler(ConnectionsCalls.updateApplication)
  async update(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, ...update } = plainInput(decodeRequest(UpdateApplicationRequestSchema, payload));
    return this.views.one(
      await this.commandBus.execute(new UpdateApplicationCommand(accountId, id, update)),
      accountId,
    );
  }

  @RpcHandler(ConnectionsCalls.listApplications)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, status, archived, page } = decodeRequest(ListApplicationsRequestSchema, payload);
    return this.views.page(
      await this.queryBus.execute(new ListApplicationsQuery(accountId, status, archived ?? false, pageOf(page))),
      accountId,
    );
  }

  @RpcHandler(ConnectionsCalls.listProspects)
  async prospects(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, jobId, status, favorite, archived, page } = decodeRequest(ListProspectsRequestSchema, payload);
    return this.views.prospects(
      await this.queryBus.execute(
        new ListProspectsQuery(accountId, jobId, status, favorite, archived ?? false, pageOf(page)),
      ),
      accountId,
    );
  }
}

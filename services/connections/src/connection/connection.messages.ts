import type { JsonValue } from '@bufbuild/protobuf';
import {
  ChangeConnectionRequestSchema,
  ConnectionRefSchema,
  ConnectionsCalls,
  ConnectionsWithProfileRequestSchema,
  ListConnectedRequestSchema,
  ListConnectionsRequestSchema,
  RequestConnectionRequestSchema,
} from '@callsheet/contracts';
import { decodeRequest, pageOf, plainInput, RpcHandler } from '@callsheet/kernel';
import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Payload } from '@nestjs/microservices';
import { ChangeConnectionCommand } from './commands/change-connection/change-connection.command.js';
import { RequestConnectionCommand } from './commands/request-connection/request-connection.command.js';
import { ConnectionViews } from './connection.views.js';
import { ConnectionsWithProfileQuery } from './queries/connections-with-profile/connections-with-profile.query.js';
import { GetConnectionQuery } from './queries/get-connection/get-connection.query.js';
import { ListConnectedQuery } from './queries/list-connected/list-connected.query.js';
import { ListConnectionsQuery } from './queries/list-connections/list-connections.query.js';

/** Kafka transport for connections: decode, dispatch one command or query, encode. */
@Controller()
export class ConnectionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly views: ConnectionViews,
  ) {}

  @RpcHandler(ConnectionsCalls.requestConnection)
  async request(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, ...input } = plainInput(decodeRequest(RequestConnectionRequestSchema, payload));
    return this.views.one(await this.commandBus.execute(new RequestConnectionCommand(accountId, input)), accountId);
  }

  @RpcHandler(ConnectionsCalls.getConnection)
  async get(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id } = decodeRequest(ConnectionRefSchema, payload);
    return this.views.one(await this.queryBus.execute(new GetConnectionQuery(accountId, id)), accountId);
  }

  @RpcHandler(ConnectionsCalls.changeConnection)
  async change(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, id, action } = decodeRequest(ChangeConnectionRequestSchema, payload);
    return this.views.one(await this.commandBus.execute(new ChangeConnectionCommand(accountId, id, action)), accountId);
  }

  @RpcHandler(ConnectionsCalls.listConnections)
  async list(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, list, page } = decodeRequest(ListConnectionsRequestSchema, payload);
    return this.views.page(
      await this.queryBus.execute(new ListConnectionsQuery(accountId, list, pageOf(page))),
      accountId,
    );
  }

  @RpcHandler(ConnectionsCalls.listConnected)
  async connected(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, side, profileId, page } = decodeRequest(ListConnectedRequestSchema, payload);
    return this.views.page(
      await this.queryBus.execute(new ListConnectedQuery(accountId, side, profileId, pageOf(page))),
      accountId,
    );
  }

  @RpcHandler(ConnectionsCalls.connectionsWithProfile)
  async withProfile(@Payload() payload: unknown): Promise<JsonValue> {
    const { accountId, profileId, status, page } = decodeRequest(ConnectionsWithProfileRequestSchema, payload);
    return this.views.page(
      await this.queryBus.execute(new ConnectionsWithProfileQuery(accountId, profileId, status, pageOf(page))),
      accountId,
    );
  }
}

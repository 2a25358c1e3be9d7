import {
  type ChangeConnectionRequest,
  type Connection,
  type ConnectionPage,
  type ConnectionRef,
  ConnectionsCalls,
  type ConnectionsWithProfileRequest,
  type ListConnectedRequest,
  type ListConnectionsRequest,
  type RequestConnectionRequest,
} from '@callsheet/contracts';
import { pageOf, plainInput, RpcHandler } from '@callsheet/kernel';
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

/** Kafka transport for connections: each call's request (decoded by @RpcHandler) to one command or query, its reply a contract message. */
@Controller()
export class ConnectionMessages {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly views: ConnectionViews,
  ) {}

  @RpcHandler(ConnectionsCalls.requestConnection)
  async request(@Payload() request: RequestConnectionRequest): Promise<Connection> {
    const { accountId, ...input } = plainInput(request);
    return this.views.one(await this.commandBus.execute(new RequestConnectionCommand(accountId, input)), accountId);
  }

  @RpcHandler(ConnectionsCalls.getConnection)
  async get(@Payload() { accountId, id }: ConnectionRef): Promise<Connection> {
    return this.views.one(await this.queryBus.execute(new GetConnectionQuery(accountId, id)), accountId);
  }

  @RpcHandler(ConnectionsCalls.changeConnection)
  async change(@Payload() { accountId, id, action }: ChangeConnectionRequest): Promise<Connection> {
    return this.views.one(await this.commandBus.execute(new ChangeConnectionCommand(accountId, id, action)), accountId);
  }

  @RpcHandler(ConnectionsCalls.listConnections)
  async list(@Payload() { accountId, list, page }: ListConnectionsRequest): Promise<ConnectionPage> {
    const query = new ListConnectionsQuery(accountId, list, pageOf(page));
    return this.views.page(await this.queryBus.execute(query), accountId);
  }

  @RpcHandler(ConnectionsCalls.listConnected)
  async connected(@Payload() { accountId, side, profileId, page }: ListConnectedRequest): Promise<ConnectionPage> {
    const query = new ListConnectedQuery(accountId, side, profileId, pageOf(page));
    return this.views.page(await this.queryBus.execute(query), accountId);
  }

  @RpcHandler(ConnectionsCalls.connectionsWithProfile)
  async withProfile(@Payload() request: ConnectionsWithProfileRequest): Promise<ConnectionPage> {
    const { accountId, profileId, status, page } = request;
    const query = new ConnectionsWithProfileQuery(accountId, profileId, status, pageOf(page));
    return this.views.page(await this.queryBus.execute(query), accountId);
  }
}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReplicaModule } from '../replica/replica.module.js';
import { ChangeConnectionHandler } from './commands/change-connection/change-connection.handler.js';
import { RequestConnectionHandler } from './commands/request-connection/request-connection.handler.js';
import { ConnectionMessages } from './connection.messages.js';
import { ConnectionRepository } from './connection.repository.js';
import { ConnectionViews } from './connection.views.js';
import { ConnectionsWithProfileHandler } from './queries/connections-with-profile/connections-with-profile.handler.js';
import { GetConnectionHandler } from './queries/get-connection/get-connection.handler.js';
import { ListConnectedHandler } from './queries/list-connected/list-connected.handler.js';
import { ListConnectionsHandler } from './queries/list-connections/list-connections.handler.js';

const handlers = [
  RequestConnectionHandler,
  ChangeConnectionHandler,
  GetConnectionHandler,
  ListConnectionsHandler,
  ListConnectedHandler,
  ConnectionsWithProfileHandler,
];

@Module({
  imports: [CqrsModule, ReplicaModule],
  controllers: [ConnectionMessages],
  providers: [ConnectionRepository, ConnectionViews, ...handlers],
  exports: [ConnectionRepository],
})
export class ConnectionModule {}

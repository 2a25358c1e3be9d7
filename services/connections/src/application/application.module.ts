import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConnectionModule } from '../connection/connection.module.js';
import { ReplicaModule } from '../replica/replica.module.js';
import { ApplyHandler } from './commands/apply/apply.handler.js';
import { UpdateApplicationHandler } from './commands/update-application/update-application.handler.js';
import { ApplicationMessages } from './application.messages.js';
import { ApplicationRepository } from './application.repository.js';
import { ApplicationViews } from './application.views.js';
import { GetApplicationHandler } from './queries/get-application/get-application.handler.js';
import { ListApplicationsHandler } from './queries/list-applications/list-applications.handler.js';
import { ListProspectsHandler } from './queries/list-prospects/list-prospects.handler.js';

const handlers = [
  ApplyHandler,
  UpdateApplicationHandler,
  GetApplicationHandler,
  ListApplicationsHandler,
  ListProspectsHandler,
];

@Module({
  imports: [CqrsModule, ReplicaModule, ConnectionModule],
  controllers: [ApplicationMessages],
  providers: [ApplicationRepository, ApplicationViews, ...handlers],
  exports: [ApplicationRepository],
})
export class ApplicationModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationModule } from './application/application.module.js';
import { ConnectionModule } from './connection/connection.module.js';
import { ReactionsModule } from './reactions/reactions.module.js';

/** Talent-representative connections, applications, prospects and deal memos (docs/architecture.md §1). */
@Module({ imports: [CqrsModule.forRoot(), ConnectionModule, ApplicationModule, ReactionsModule] })
export class ConnectionsModule {}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationModule } from '../application/application.module.js';
import { ConnectionModule } from '../connection/connection.module.js';
import { ReplicaModule } from '../replica/replica.module.js';
import { SyncUpstreamHandler } from './commands/sync-upstream/sync-upstream.handler.js';
import { JobEventsHandler } from './job-events.handler.js';
import { RepresentativeEventsHandler } from './representative-events.handler.js';
import { TalentEventsHandler } from './talent-events.handler.js';

/** What this service does when profiles and productions publish their events: each event a command. */
@Module({
  imports: [CqrsModule, ReplicaModule, ConnectionModule, ApplicationModule],
  providers: [TalentEventsHandler, RepresentativeEventsHandler, JobEventsHandler, SyncUpstreamHandler],
})
export class ReactionsModule {}

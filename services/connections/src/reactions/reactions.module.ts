import { Module } from '@nestjs/common';
import { ApplicationModule } from '../application/application.module.js';
import { ConnectionModule } from '../connection/connection.module.js';
import { ReplicaModule } from '../replica/replica.module.js';
import { JobEventsHandler } from './job-events.handler.js';
import { RepresentativeEventsHandler } from './representative-events.handler.js';
import { TalentEventsHandler } from './talent-events.handler.js';

/** What this service does when profiles and productions publish their events. */
@Module({
  imports: [ReplicaModule, ConnectionModule, ApplicationModule],
  providers: [TalentEventsHandler, RepresentativeEventsHandler, JobEventsHandler],
})
export class ReactionsModule {}

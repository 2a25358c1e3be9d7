import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ApplicationModule } from '../application/application.module.js';
import { ConnectionModule } from '../connection/connection.module.js';
import { ReplicaModule } from '../replica/replica.module.js';
import { SyncJobHandler } from './commands/sync-job/sync-job.handler.js';
import { SyncRepresentativeHandler } from './commands/sync-representative/sync-representative.handler.js';
import { SyncTalentHandler } from './commands/sync-talent/sync-talent.handler.js';
import { JobEventsHandler } from './job-events.handler.js';
import { RepresentativeEventsHandler } from './representative-events.handler.js';
import { TalentEventsHandler } from './talent-events.handler.js';

/** What this service does when profiles and productions publish their events: each event a command. */
@Module({
  imports: [CqrsModule, ReplicaModule, ConnectionModule, ApplicationModule],
  providers: [
    TalentEventsHandler,
    RepresentativeEventsHandler,
    JobEventsHandler,
    SyncTalentHandler,
    SyncRepresentativeHandler,
    SyncJobHandler,
  ],
})
export class ReactionsModule {}

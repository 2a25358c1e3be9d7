import {
  type CqrsTestApp,
  type EventFeed,
  startCqrsTestApp,
  startEventFeed,
  testDatabaseUrl,
} from '@callsheet/testing';
import { createConnectionsDatabase, type ConnectionsDatabase } from '../src/database/connections.database.js';
import { ConnectionsModule } from '../src/connections.module.js';
import { JobEventsHandler } from '../src/reactions/job-events.handler.js';
import { RepresentativeEventsHandler } from '../src/reactions/representative-events.handler.js';
import { TalentEventsHandler } from '../src/reactions/talent-events.handler.js';

/**
 * The connections service in-process (the medium test tier), built as its main.ts builds it, against the
 * real test database: tests send commands and queries through its buses and read the rows and the outbox.
 */
export type ConnectionsTestApp = CqrsTestApp<ConnectionsDatabase>;

export function startConnectionsTestApp(): Promise<ConnectionsTestApp> {
  return startCqrsTestApp({
    name: 'connections',
    database: createConnectionsDatabase(testDatabaseUrl('callsheet_connections')),
    module: ConnectionsModule,
  });
}

/** The app with its reactions fed: profiles' and productions' events published to its handlers over Kafka. */
export interface FedConnectionsTestApp extends ConnectionsTestApp {
  feed: EventFeed;
}

export async function startFedConnectionsTestApp(): Promise<FedConnectionsTestApp> {
  const started = await startConnectionsTestApp();
  const feed = await startEventFeed({
    db: started.db,
    handlers: [
      started.app.get(TalentEventsHandler),
      started.app.get(RepresentativeEventsHandler),
      started.app.get(JobEventsHandler),
    ],
  });
  return {
    ...started,
    feed,
    close: async () => {
      await feed.close();
      await started.close();
    },
  };
}

import { fromBinary, toJson, type JsonValue, type Registry } from '@bufbuild/protobuf';
import { type OutboxDatabase, outboxMentioning, outboxOf } from './command-outcome.js';

/** An outbox row as a test reads it: its topic, its contract's name (`JobCreated`) and its payload as protobuf JSON. */
export interface PublishedEvent {
  topic: string;
  type: string;
  /** The payload as protobuf JSON (fields at their default left out). */
  payload: JsonValue;
}

/**
 * The events written to a service's outbox for one aggregate, oldest first, decoded with `contracts`
 * (`createRegistry(file_callsheet_…)` of the service's event files). An event of no contract there
 * fails the test.
 */
export async function publishedEventsOf(
  db: OutboxDatabase,
  aggregateId: string,
  contracts: Registry,
): Promise<PublishedEvent[]> {
  return (await outboxOf(db, aggregateId)).map((row) => {
    const schema = contracts.getMessage(row.eventType);
    if (!schema) {
      throw new Error(`Unexpected event type ${row.eventType}`);
    }
    return { topic: row.topic, type: schema.name, payload: toJson(schema, fromBinary(schema, row.payload)) };
  });
}

/** What a service's tests read of its outbox, through its test app (`{ db }`), decoded with its contracts. */
export function outboxReaders(contracts: Registry) {
  return {
    /** The events written for one aggregate, oldest first, decoded. */
    publishedEvents: (app: { db: OutboxDatabase }, aggregateId: string): Promise<PublishedEvent[]> =>
      publishedEventsOf(app.db, aggregateId, contracts),
    /** The types of those events, oldest first. */
    eventTypes: async (app: { db: OutboxDatabase }, aggregateId: string): Promise<string[]> =>
      (await publishedEventsOf(app.db, aggregateId, contracts)).map((event) => event.type),
    /** How many events carry `text` in their payload (an id of the test's own: what a refused command must not write). */
    eventsMentioning: async (app: { db: OutboxDatabase }, text: string): Promise<number> =>
      (await outboxMentioning(app.db, text)).length,
  };
}

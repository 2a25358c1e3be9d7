import { DomainError } from '@callsheet/kernel';

/**
 * What a command of the medium test tier left behind (startServiceTestApp): the domain error it was
 * refused with, or the events it wrote to its service's outbox.
 */

/** The code and args of the DomainError a call is refused with; fails the test when it succeeds. */
export async function refusalOf(call: Promise<unknown>): Promise<{ code: string; args: readonly string[] }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof DomainError) {
      const { code, args } = error as DomainError;
      return { code, args };
    }
    throw error;
  }
  throw new Error('expected a refusal, but the call succeeded');
}

/** An outbox row as every service's outbox table keeps it (libs/kernel/src/messaging/outbox). */
export interface OutboxRow {
  topic: string;
  aggregateId: string;
  eventType: string;
  /** The protobuf payload: `fromBinary(<the event's schema>, row.payload)`. */
  payload: Uint8Array;
}

/** Any service's Prisma client: each has the same outbox table. */
export interface OutboxDatabase {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** The events written for one aggregate, oldest first. */
export function outboxOf(db: OutboxDatabase, aggregateId: string): Promise<OutboxRow[]> {
  return db.$queryRawUnsafe<OutboxRow[]>(
    `SELECT topic, aggregate_id AS "aggregateId", event_type AS "eventType", payload
     FROM outbox WHERE aggregate_id = $1 ORDER BY id`,
    aggregateId,
  );
}

/**
 * The events whose payload carries `value` (an id of the test's own): how a test shows that a refused
 * command published nothing about it, when the aggregate it would have created has no id yet.
 */
export function outboxMentioning(db: OutboxDatabase, value: string): Promise<OutboxRow[]> {
  return db.$queryRawUnsafe<OutboxRow[]>(
    `SELECT topic, aggregate_id AS "aggregateId", event_type AS "eventType", payload
     FROM outbox WHERE position(convert_to($1, 'UTF8') IN payload) > 0 ORDER BY id`,
    value,
  );
}

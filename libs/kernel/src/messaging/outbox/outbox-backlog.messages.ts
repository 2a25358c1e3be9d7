import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DATABASE } from '../../runtime/runtime.tokens.js';
import type { SqlClient } from '../sql-client.js';

/** The outbox's backlog: rows not yet published and the age of the oldest (0 when none). */
export interface OutboxBacklogReading {
  backlog: number;
  oldestAgeSeconds: number;
}

/**
 * What the relay's /metrics gauges and the operators' console read: one query, which the index on
 * (published_at, id) keeps to the unpublished rows.
 */
export async function readOutboxBacklog(db: SqlClient): Promise<OutboxBacklogReading> {
  const [row] = await db.$queryRaw<{ backlog: number; oldest: number }[]>`
    SELECT count(*)::int AS backlog,
           COALESCE(EXTRACT(EPOCH FROM now() - min(occurred_at)), 0)::float8 AS oldest
    FROM outbox WHERE published_at IS NULL`;
  return { backlog: row?.backlog ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest ?? 0) };
}

/** The pattern on which a service answers its outbox backlog (the gateway's GET /ops/outbox asks each). */
export function outboxBacklogPattern(service: string): string {
  return `${service}.outbox.backlog`;
}

/**
 * The request/reply handler every service gets from runService (ServiceRuntimeModule): every service
 * has the kernel's outbox table, so the kernel answers for all of them rather than five copies of one
 * handler. Its pattern is derived from the service's name and travels on the service's own request
 * topic; the request is empty, the reply is `callsheet.common.v1.OutboxBacklog` in its JSON form
 * (`{ backlog, oldestAgeSeconds }`), which is how RpcHandler would have encoded it. Asking the service
 * keeps the gateway out of the services' databases (docs/architecture.md §3).
 */
export function outboxBacklogMessages(service: string): Type<unknown> {
  @Controller()
  class OutboxBacklogMessages {
    constructor(@Inject(DATABASE) private readonly db: SqlClient) {}

    @MessagePattern(outboxBacklogPattern(service))
    backlog(): Promise<OutboxBacklogReading> {
      return readOutboxBacklog(this.db);
    }
  }
  return OutboxBacklogMessages;
}

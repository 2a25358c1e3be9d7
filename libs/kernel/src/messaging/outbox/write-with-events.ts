import type { SqlClient } from '../sql-client.js';
import { appendToOutbox, type OutgoingEvent } from './outbox.writer.js';

/** The slice of a service's Prisma client that runs a transaction. */
export interface TransactionRunner<Tx extends SqlClient> {
  $transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
}

/**
 * Writes a state change and the events that name it in one transaction: `write` makes the change and
 * answers what it wrote, and the events go to the outbox with it. A write that found nothing to change
 * (an optimistic write that lost its race) answers undefined or false: then no event is written.
 */
export function writeWithEvents<Tx extends SqlClient, T>(
  db: TransactionRunner<Tx>,
  events: readonly OutgoingEvent[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const written = await write(tx);
    if (written !== undefined && written !== false) {
      await appendToOutbox(tx, events);
    }
    return written;
  });
}

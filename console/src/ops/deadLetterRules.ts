import type { DeadLetterRecord, OutboxRecord } from './opsApi';

/** A dead letter's identity in its topic. */
export function letterKey(letter: Pick<DeadLetterRecord, 'partition' | 'offset'>): string {
  return `${letter.partition}/${letter.offset}`;
}

/** A dead letter may be replayed once: not once it was. */
export function canReplay(letter: DeadLetterRecord, replayedHere: ReadonlySet<string> = new Set()): boolean {
  return (letter.replayedAt ?? undefined) === undefined && !replayedHere.has(letterKey(letter));
}

/** The dead letters Replay all would send back (those not replayed yet). */
export function pendingLetters(
  letters: readonly DeadLetterRecord[],
  replayedHere: ReadonlySet<string> = new Set(),
): DeadLetterRecord[] {
  return letters.filter((letter) => canReplay(letter, replayedHere));
}

export type OutboxState = 'unavailable' | 'empty' | 'backlog' | 'stuck';

/** An outbox whose oldest event has waited this long is not draining (the relay publishes within seconds). */
export const OUTBOX_STUCK_AFTER_SECONDS = 60;

/** How a service's outbox stands: did not answer, empty, a backlog draining, or one that is not draining. */
export function outboxState(row: OutboxRecord): OutboxState {
  if (!row.available) {
    return 'unavailable';
  }
  if (row.backlog <= 0) {
    return 'empty';
  }
  return (row.oldestAgeSeconds ?? 0) >= OUTBOX_STUCK_AFTER_SECONDS ? 'stuck' : 'backlog';
}

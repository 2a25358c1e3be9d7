import { DomainError, KernelException } from '@callsheet/kernel';
import { OpsErrorCode } from '@callsheet/contracts';

/** How many dead letters a list shows, oldest first (`truncated: true` beyond). */
export const MAX_LISTED_DEAD_LETTERS = 500;

/** What replaying asks for: every dead letter not yet replayed, or one by its place in the DLQ. */
export type ReplaySelection = { kind: 'all' } | { kind: 'one'; partition: number; offset: string };

/** A dead letter's place in its DLQ, as the replay bookkeeping keys it. */
export interface LetterPlace {
  partition: number;
  offset: string;
}

export const placeKey = ({ partition, offset }: LetterPlace): string => `${partition}:${offset}`;

const MAX_PARTITION = 2 ** 31 - 1;
const MAX_OFFSET = 2n ** 63n - 1n;

/**
 * The replay request's body: `{}` for all, or `{ partition, offset }` for one (offset as a decimal string,
 * or a number while it is a safe integer). Anything else: 400 validationFailed naming the field.
 */
export function parseReplaySelection(body: unknown): ReplaySelection {
  if (body === undefined || body === null) {
    return { kind: 'all' };
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw KernelException.validation('body', 'The body is {} (replay all) or { partition, offset } (replay one).');
  }
  const { partition, offset } = body as Record<string, unknown>;
  if (partition === undefined && offset === undefined) {
    return { kind: 'all' };
  }
  if (typeof partition !== 'number' || !Number.isInteger(partition) || partition < 0 || partition > MAX_PARTITION) {
    throw KernelException.validation('partition', 'partition is a whole number from 0.');
  }
  const text = typeof offset === 'number' && Number.isSafeInteger(offset) ? String(offset) : offset;
  if (typeof text !== 'string' || !/^\d{1,19}$/.test(text) || BigInt(text) > MAX_OFFSET) {
    throw KernelException.validation('offset', 'offset is a whole number from 0, as a decimal string.');
  }
  return { kind: 'one', partition, offset: BigInt(text).toString() };
}

/**
 * Which of the DLQ's dead letters to replay now. All: those not replayed yet. One: that one, unless it
 * was replayed (409 deadLetterAlreadyReplayed; the bookkeeping outlives its deletion from the DLQ) or
 * the DLQ does not hold it (404 deadLetterNotFound).
 */
export function selectForReplay<L extends LetterPlace>(
  letters: readonly L[],
  replayed: ReadonlyMap<string, string>,
  selection: ReplaySelection,
): L[] {
  if (selection.kind === 'all') {
    return letters.filter((letter) => !replayed.has(placeKey(letter)));
  }
  const key = placeKey(selection);
  if (replayed.has(key)) {
    throw new DomainError(OpsErrorCode.DeadLetterAlreadyReplayed, 'This dead letter was replayed already.', [key]);
  }
  const letter = letters.find((candidate) => placeKey(candidate) === key);
  if (!letter) {
    throw new DomainError(OpsErrorCode.DeadLetterNotFound, 'The dead-letter topic holds no message there.', [key]);
  }
  return [letter];
}

/**
 * Kafka deletes only a prefix of a partition. For each partition read (its letters in offset order, read
 * up to `ends`), the offset up to which every letter was replayed: the first one not replayed, or the
 * end read when all were. Partitions with nothing new to delete are left out.
 */
export function replayedPrefixes(
  letters: readonly LetterPlace[],
  ends: ReadonlyMap<number, bigint>,
  replayed: ReadonlySet<string>,
): LetterPlace[] {
  const prefixes: LetterPlace[] = [];
  for (const [partition, end] of ends) {
    const ofPartition = letters
      .filter((letter) => letter.partition === partition)
      .sort((a, b) => (BigInt(a.offset) < BigInt(b.offset) ? -1 : 1));
    const first = ofPartition[0];
    if (!first || !replayed.has(placeKey(first))) {
      continue;
    }
    const blocking = ofPartition.find((letter) => !replayed.has(placeKey(letter)));
    prefixes.push({ partition, offset: blocking ? blocking.offset : end.toString() });
  }
  return prefixes;
}

/** The oldest first (by when they were dead-lettered, then place), at most MAX_LISTED_DEAD_LETTERS. */
export function oldestFirst<L extends LetterPlace & { timestamp: string }>(
  letters: readonly L[],
): { letters: L[]; truncated: boolean } {
  const sorted = [...letters].sort(
    (a, b) =>
      Number(a.timestamp) - Number(b.timestamp) ||
      a.partition - b.partition ||
      (BigInt(a.offset) < BigInt(b.offset) ? -1 : 1),
  );
  return { letters: sorted.slice(0, MAX_LISTED_DEAD_LETTERS), truncated: sorted.length > MAX_LISTED_DEAD_LETTERS };
}

/** A partition's watermarks as Kafka answers them (decimal strings). */
export interface PartitionWatermarks {
  partition: number;
  high: string;
  low: string;
}

/** A consumer group's committed offset on a partition; "-1" (or absent) when it never committed there. */
export interface CommittedOffset {
  partition: number;
  offset: string;
}

const big = (value: string): bigint => {
  try {
    return BigInt(value);
  } catch {
    return -1n;
  }
};
const toNumber = (value: bigint): number => Number(value < 0n ? 0n : value);

/** `endOffset`: the sum of the high watermarks; `messages`: what is retained now (high minus low). */
export function topicTotals(partitions: readonly PartitionWatermarks[]): { endOffset: number; messages: number } {
  let end = 0n;
  let retained = 0n;
  for (const { high, low } of partitions) {
    end += big(high);
    retained += big(high) - big(low) > 0n ? big(high) - big(low) : 0n;
  }
  return { endOffset: toNumber(end), messages: toNumber(retained) };
}

/**
 * A group's lag on a topic: over its partitions, high minus the committed offset. A partition where the
 * group never committed counts what it retains (high minus low): a new member starts at the beginning
 * (the services' groups read from the earliest offset). An offset below the low watermark (messages
 * deleted since it was committed) counts from the low watermark: deleted messages are not to be read.
 */
export function consumerLag(partitions: readonly PartitionWatermarks[], committed: readonly CommittedOffset[]): number {
  const byPartition = new Map(committed.map(({ partition, offset }) => [partition, big(offset)]));
  let lag = 0n;
  for (const { partition, high, low } of partitions) {
    const offset = byPartition.get(partition) ?? -1n;
    const from = offset < 0n ? big(low) : offset > big(low) ? offset : big(low);
    lag += big(high) > from ? big(high) - from : 0n;
  }
  return toNumber(lag);
}

/** Whether a group has committed anything on the topic (listed under it, then). */
export function hasCommitted(committed: readonly CommittedOffset[]): boolean {
  return committed.some(({ offset }) => big(offset) >= 0n);
}

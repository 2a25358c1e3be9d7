import type { ConsumerGroupLag, TopicRecord } from './opsApi';

/** The suffix of a dead-letter topic (libs/kernel's dlqTopic). */
export const DLQ_SUFFIX = '.dlq';

export function isDeadLetterTopic(name: string): boolean {
  return name.endsWith(DLQ_SUFFIX);
}

/** The topic a dead-letter topic's messages came from (`a.b.events.dlq` → `a.b.events`). */
export function sourceTopic(name: string): string {
  return isDeadLetterTopic(name) ? name.slice(0, -DLQ_SUFFIX.length) : name;
}

/**
 * Kafka's consumer-group states (kafkajs' describeGroups, as the gateway passes them on): each has a
 * text in resources.ops.topics.groupStates; a state Kafka adds later shows as Kafka names it.
 */
export const GROUP_STATES = [
  'Stable',
  'Empty',
  'PreparingRebalance',
  'CompletingRebalance',
  'Dead',
  'Unknown',
] as const;
export type GroupState = (typeof GROUP_STATES)[number];

/** The known state of a consumer group, or undefined for one this console has no words for. */
export function knownGroupState(state: string | undefined): GroupState | undefined {
  return GROUP_STATES.find((known) => known === state);
}

/** What every consumer group of the topic has yet to read, added up. */
export function totalLag(topic: TopicRecord): number {
  return (topic.consumerGroups ?? []).reduce((sum, group) => sum + Math.max(0, group.lag), 0);
}

/** The messages waiting in the topic's dead-letter topic (0 without one). */
export function deadLetterDepth(topic: TopicRecord): number {
  return topic.deadLetterTopic ? (topic.deadLetterMessages ?? 0) : 0;
}

/** Topics whose name holds every word typed (any case, any order); all of them for blank text. */
export function filterTopics(topics: readonly TopicRecord[], text: string): TopicRecord[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return topics.filter((topic) => words.every((word) => topic.name.toLowerCase().includes(word)));
}

const SERIES_SEPARATOR = ' → ';

/** The chart's series key of a consumer group on a topic. */
export function lagSeriesKey(groupId: string, topic: string): string {
  return `${groupId}${SERIES_SEPARATOR}${topic}`;
}

/** The topic of a lag series key. */
export function seriesTopic(key: string): string {
  return key.slice(key.lastIndexOf(SERIES_SEPARATOR) + SERIES_SEPARATOR.length);
}

/** One sample of the lag chart: every consumer group's lag on every topic. */
export function lagSample(topics: readonly TopicRecord[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const topic of topics) {
    for (const group of topic.consumerGroups ?? []) {
      values[lagSeriesKey(group.groupId, topic.name)] = Math.max(0, group.lag);
    }
  }
  return values;
}

/** The totals over the topics shown: lag of every group, and dead letters waiting. */
export function topicTotals(topics: readonly TopicRecord[]): { lag: number; deadLetters: number } {
  return topics.reduce(
    (totals, topic) => ({
      lag: totals.lag + totalLag(topic),
      deadLetters: totals.deadLetters + deadLetterDepth(topic),
    }),
    { lag: 0, deadLetters: 0 },
  );
}

/** Consumer groups a topic's row shows before "more": the ones furthest behind. */
export const GROUPS_SHOWN = 3;

/** A topic's consumer groups, the furthest behind first (then by name); the first few unless all are asked for. */
export function groupsToShow(
  groups: readonly ConsumerGroupLag[],
  all: boolean,
  limit = GROUPS_SHOWN,
): { shown: ConsumerGroupLag[]; hidden: number } {
  const sorted = [...groups].sort((a, b) => b.lag - a.lag || a.groupId.localeCompare(b.groupId));
  return all
    ? { shown: sorted, hidden: 0 }
    : { shown: sorted.slice(0, limit), hidden: Math.max(0, sorted.length - limit) };
}

/** The topics listed: dead-letter topics only when asked for (their depth shows on their source's row). */
export function listedTopics(
  topics: readonly TopicRecord[],
  text: string,
  withDeadLetterTopics: boolean,
): TopicRecord[] {
  return filterTopics(topics, text).filter((topic) => withDeadLetterTopics || !isDeadLetterTopic(topic.name));
}

/** Topics shown a page at a time. */
export const TOPICS_PER_PAGE = 20;

/** The page of a list (1-based, clamped to the last page) and how many pages there are. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = TOPICS_PER_PAGE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

import type { TopicRecord } from './opsApi';

/** The suffix of a dead-letter topic (libs/kernel's dlqTopic). */
export const DLQ_SUFFIX = '.dlq';

export function isDeadLetterTopic(name: string): boolean {
  return name.endsWith(DLQ_SUFFIX);
}

/** The topic a dead-letter topic's messages came from (`a.b.events.dlq` → `a.b.events`). */
export function sourceTopic(name: string): string {
  return isDeadLetterTopic(name) ? name.slice(0, -DLQ_SUFFIX.length) : name;
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

/** The chart's series key of a consumer group on a topic. */
export function lagSeriesKey(groupId: string, topic: string): string {
  return `${groupId} → ${topic}`;
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

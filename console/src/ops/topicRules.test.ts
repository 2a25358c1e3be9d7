import { describe, expect, it } from 'vitest';
import type { TopicRecord } from './opsApi';
import {
  deadLetterDepth,
  filterTopics,
  groupsToShow,
  listedTopics,
  pageOf,
  isDeadLetterTopic,
  knownGroupState,
  GROUP_STATES,
  lagSample,
  lagSeriesKey,
  seriesTopic,
  sourceTopic,
  topicTotals,
  totalLag,
} from './topicRules';

const topic = (name: string, extra: Partial<TopicRecord> = {}): TopicRecord => ({
  name,
  partitions: 3,
  messages: 0,
  deadLetter: name.endsWith('.dlq'),
  ...extra,
});

describe('the topics’ rules', () => {
  it('tells a dead-letter topic and its source', () => {
    expect(isDeadLetterTopic('identity.user.events.dlq')).toBe(true);
    expect(isDeadLetterTopic('identity.user.events')).toBe(false);
    expect(sourceTopic('identity.user.events.dlq')).toBe('identity.user.events');
    expect(sourceTopic('identity.user.events')).toBe('identity.user.events');
  });

  it('adds up the lag of every consumer group, a negative answer counting as none', () => {
    const events = topic('a', {
      consumerGroups: [
        { groupId: 'profiles', lag: 4 },
        { groupId: 'payments', lag: 3 },
        { groupId: 'odd', lag: -1 },
      ],
    });
    expect(totalLag(events)).toBe(7);
    expect(totalLag(topic('b'))).toBe(0);
  });

  it('counts dead letters only where a dead-letter topic exists', () => {
    expect(deadLetterDepth(topic('a', { deadLetterTopic: 'a.dlq', deadLetterMessages: 5 }))).toBe(5);
    expect(deadLetterDepth(topic('a', { deadLetterTopic: 'a.dlq' }))).toBe(0);
    expect(deadLetterDepth(topic('a', { deadLetterMessages: 5 }))).toBe(0);
  });

  it('filters by every word of the text, in any case', () => {
    const topics = [topic('identity.user.events'), topic('profiles.talent.events'), topic('identity.user.events.dlq')];
    expect(filterTopics(topics, '').map((entry) => entry.name)).toHaveLength(3);
    expect(filterTopics(topics, '  USER ').map((entry) => entry.name)).toEqual([
      'identity.user.events',
      'identity.user.events.dlq',
    ]);
    expect(filterTopics(topics, 'dlq user').map((entry) => entry.name)).toEqual(['identity.user.events.dlq']);
    expect(filterTopics(topics, 'payments')).toEqual([]);
  });

  it('samples each group’s lag per topic and totals what is shown', () => {
    const topics = [
      topic('a', { consumerGroups: [{ groupId: 'g', lag: 2 }], deadLetterTopic: 'a.dlq', deadLetterMessages: 1 }),
      topic('b', { consumerGroups: [{ groupId: 'g', lag: 5 }] }),
    ];
    expect(lagSample(topics)).toEqual({ 'g → a': 2, 'g → b': 5 });
    expect(seriesTopic(lagSeriesKey('payments.identity-account-events', 'identity.account.events'))).toBe(
      'identity.account.events',
    );
    expect(topicTotals(topics)).toEqual({ lag: 7, deadLetters: 1 });
  });

  it('shows the groups furthest behind first, a few unless all are asked for', () => {
    const groups = [
      { groupId: 'b', lag: 0 },
      { groupId: 'a', lag: 0 },
      { groupId: 'late', lag: 9 },
      { groupId: 'later', lag: 40 },
    ];
    expect(groupsToShow(groups, false, 3)).toEqual({
      shown: [
        { groupId: 'later', lag: 40 },
        { groupId: 'late', lag: 9 },
        { groupId: 'a', lag: 0 },
      ],
      hidden: 1,
    });
    expect(groupsToShow(groups, true, 3).shown.map((group) => group.groupId)).toEqual(['later', 'late', 'a', 'b']);
    expect(groupsToShow([], false).hidden).toBe(0);
  });

  it('lists dead-letter topics only when asked for', () => {
    const topics = [topic('a.events'), topic('a.events.dlq'), topic('b.events')];
    expect(listedTopics(topics, '', false).map((entry) => entry.name)).toEqual(['a.events', 'b.events']);
    expect(listedTopics(topics, 'a.', true).map((entry) => entry.name)).toEqual(['a.events', 'a.events.dlq']);
  });

  it('pages a list, clamping the page to the ones there are', () => {
    const items = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(items, 1, 20)).toEqual({ items: items.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(items, 3, 20).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9, 20).page).toBe(3);
    expect(pageOf([], 2, 20)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('consumer-group states', () => {
  it('knows each state Kafka reports, and no other', () => {
    for (const state of GROUP_STATES) {
      expect(knownGroupState(state)).toBe(state);
    }
    expect(knownGroupState('Assigning')).toBeUndefined();
    expect(knownGroupState('stable')).toBeUndefined();
    expect(knownGroupState(undefined)).toBeUndefined();
  });
});

import { create, toBinary } from '@bufbuild/protobuf';
import { ProfilesTopics, TalentProfileCreatedSchema } from '@callsheet/contracts';
import { EventHeaders, PROTOBUF_CONTENT_TYPE, uuid7 } from '@callsheet/kernel';
import { freePorts, waitFor, waitForConsumerGroup } from '@callsheet/testing';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { allInfraUp, database, rows, Services, stack } from './support/stack.js';

/*
 * A rolling update's stop: Kubernetes sends SIGTERM and waits its grace period (30 s, k8s/) before
 * killing. A service must stop taking messages, finish the events in hand, commit their offsets and
 * exit, so that its successor neither loses an event nor handles one again. Here connections gets
 * SIGTERM in the middle of a burst of talent events, and the test reads what happened: a clean exit
 * well within the grace period, every handled event's effect written with its processed-event record
 * (nothing half-applied), and after the restart every event handled, none a second time (the new
 * process counts no duplicate: everything the stopped one handled was committed before it left).
 */

const BURST = 5_000;
const CONSUMER = 'connections.talent-events';
/** Kubernetes' default terminationGracePeriodSeconds, which k8s/ keeps: the stop must fit well inside. */
const GRACE_MS = 30_000;

const [port] = await freePorts(1);
const services = new Services({ connections: { port, env: {} } });
const kafka = new Kafka({
  clientId: 'fault-graceful-stop',
  brokers: stack.kafkaBrokers.split(','),
  logLevel: logLevel.NOTHING,
});
let producer: Producer;
let connectionsDb: pg.Pool;

beforeAll(async () => {
  allInfraUp();
  connectionsDb = database('connections');
  producer = kafka.producer();
  await producer.connect();
  await services.start('connections');
  // Whatever earlier runs left on the topic is handled first, so that the counts below are this burst's.
  await waitForConsumerGroup(kafka, CONSUMER, ProfilesTopics.talentEvents);
}, 180_000);

afterAll(async () => {
  await producer?.disconnect();
  await services.stopAll();
  await connectionsDb?.end();
});

/** The burst: BURST new talent profiles, each its own key (spread over the partitions). */
async function publishBurst(): Promise<{ eventIds: string[]; talentIds: string[] }> {
  const events = Array.from({ length: BURST }, (_, n) => ({
    eventId: uuid7(),
    talentId: randomUUID(),
    payload: create(TalentProfileCreatedSchema, {
      talentId: '',
      accountId: randomUUID(),
      minor: false,
      displayName: `Graceful Stop ${n}`,
      trustAccount: false,
    }),
  }));
  for (let start = 0; start < events.length; start += 500) {
    await producer.send({
      topic: ProfilesTopics.talentEvents,
      acks: -1,
      messages: events.slice(start, start + 500).map(({ eventId, talentId, payload }) => ({
        key: talentId,
        value: Buffer.from(toBinary(TalentProfileCreatedSchema, { ...payload, talentId })),
        headers: {
          [EventHeaders.eventId]: eventId,
          [EventHeaders.eventType]: TalentProfileCreatedSchema.typeName,
          [EventHeaders.occurredAt]: new Date().toISOString(),
          [EventHeaders.contentType]: PROTOBUF_CONTENT_TYPE,
        },
      })),
    });
  }
  return { eventIds: events.map(({ eventId }) => eventId), talentIds: events.map(({ talentId }) => talentId) };
}

async function countOf(sql: string, ids: string[]): Promise<number> {
  const [row] = await rows<{ n: string }>(connectionsDb, sql, [ids]);
  return Number(row.n);
}

const processedOf = (eventIds: string[]) =>
  countOf(
    `SELECT count(*) AS n FROM processed_event WHERE consumer = '${CONSUMER}' AND event_id = ANY($1::uuid[])`,
    eventIds,
  );
const talentRefsOf = (talentIds: string[]) =>
  countOf('SELECT count(*) AS n FROM talent_ref WHERE id = ANY($1::uuid[])', talentIds);

/** The restarted process's count of events it found already processed (`callsheet_events_consumed_total`). */
async function duplicatesCounted(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith('callsheet_events_consumed_total{') &&
        candidate.includes(`consumer="${CONSUMER}"`) &&
        candidate.includes('outcome="duplicate"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('a service stopped with SIGTERM in the middle of a burst of events', () => {
  it('finishes the events in hand, exits cleanly within the grace period, and its successor handles the rest once', async () => {
    const { eventIds, talentIds } = await publishBurst();
    // Mid-burst: some handled, most still waiting.
    await waitFor(
      'connections to handle part of the burst',
      async () => ((await processedOf(eventIds)) >= 200 ? true : undefined),
      { intervalMs: 20, timeoutMs: 60_000 },
    );

    const stopped = await services.terminate('connections', GRACE_MS);

    expect(stopped).toMatchObject({ exitCode: 0, signal: null });
    expect(stopped.ms).toBeLessThan(GRACE_MS / 2);
    const handledBeforeStop = await processedOf(eventIds);
    expect(handledBeforeStop).toBeLessThan(BURST);
    // Each handled event's effect was written in the transaction that recorded it: nothing half-applied.
    expect(await talentRefsOf(talentIds)).toBe(handledBeforeStop);

    await services.start('connections');
    await waitFor(
      'the restarted connections to handle the whole burst',
      async () => ((await processedOf(eventIds)) === BURST ? true : undefined),
      { intervalMs: 100, timeoutMs: 120_000 },
    );
    await waitForConsumerGroup(kafka, CONSUMER, ProfilesTopics.talentEvents);

    expect(await talentRefsOf(talentIds)).toBe(BURST);
    // Nothing the stopped process handled came to its successor again: its offsets were committed.
    expect(await duplicatesCounted()).toBe(0);
  }, 300_000);
});

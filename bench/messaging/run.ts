// bench/messaging: baseline latencies of the messaging kernel on this machine (not part of npm test).
//   1. request/reply: GET /public/config through gateway → Kafka → identity → Kafka → gateway, at a
//      fixed rate, measured at the HTTP client;
//   2. outbox → consumer: from the commit of a state change to the start of the consuming service's
//      handler, through the relay and Kafka.
// Usage: npm run bench:messaging [-- --rate 50 --seconds 20 --event-rate 100 --event-seconds 10]
import { create } from '@bufbuild/protobuf';
import { StringValueSchema } from '@bufbuild/protobuf/wkt';
import {
  appendToOutbox,
  createKafka,
  createLogger,
  eventTopics,
  IdempotentConsumer,
  Metrics,
  orderedProducerConfig,
  OutboxRelay,
  provisionTopics,
} from '@callsheet/kernel';
import {
  createMessagingTestDatabase,
  infra,
  kafkaBrokers,
  startServiceProcess,
  testDatabaseUrl,
  waitFor,
} from '@callsheet/testing';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { atFixedRate, formatSummary } from './stats.js';

const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'event-rate': { type: 'string', default: '100' },
    'event-seconds': { type: 'string', default: '10' },
  },
});
const rate = Number(options.rate);
const seconds = Number(options.seconds);
const eventRate = Number(options['event-rate']);
const eventSeconds = Number(options['event-seconds']);

async function requestReply(): Promise<void> {
  const common = { KAFKA_BROKERS: kafkaBrokers.join(','), LOG_LEVEL: 'warn' };
  const identity = await startServiceProcess(
    'identity',
    { ...common, DATABASE_URL: testDatabaseUrl('callsheet_identity'), HEALTH_PORT: '3301' },
    'http://127.0.0.1:3301/health/ready',
  );
  const gateway = await startServiceProcess(
    'gateway',
    { ...common, GATEWAY_PORT: '3300', OPS_TOKEN: `bench-${randomUUID()}` },
    'http://127.0.0.1:3300/health/ready',
  );
  try {
    const url = 'http://127.0.0.1:3300/public/config';
    for (let warmup = 0; warmup < 50; warmup += 1) {
      await fetch(url).then((response) => response.arrayBuffer());
    }
    const latencies: number[] = [];
    let failures = 0;
    await atFixedRate(rate, seconds, async () => {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) {
        latencies.push(performance.now() - started);
      } else {
        failures += 1;
      }
    });
    console.log(
      formatSummary(`request/reply GET /public/config at ${rate}/s for ${seconds} s`, latencies) +
        `  failures=${failures}`,
    );
  } finally {
    await gateway.stop();
    await identity.stop();
  }
}

async function outboxToConsumer(): Promise<void> {
  const logger = createLogger('bench', 'silent');
  const metrics = new Metrics('bench');
  const kafka = createKafka('bench', kafkaBrokers, logger);
  const producerDb = createMessagingTestDatabase('callsheet_kernel');
  const consumerDb = createMessagingTestDatabase('callsheet_kernel_peer');
  const topic = `bench.${randomUUID().slice(0, 8)}.events`;
  await provisionTopics(kafka, eventTopics(topic));
  const producer = kafka.producer(orderedProducerConfig);
  await producer.connect();
  const relay = new OutboxRelay({
    db: producerDb,
    producer,
    databaseUrl: testDatabaseUrl('callsheet_kernel'),
    logger,
    metrics,
  });
  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const consumer = new IdempotentConsumer({
    kafka,
    db: consumerDb,
    producer,
    logger,
    metrics,
    handler: {
      name: `bench-${topic}`,
      topic,
      schema: StringValueSchema,
      handle: (event) => {
        const committed = committedAt.get(event.eventId);
        if (committed !== undefined) {
          latencies.push(performance.now() - committed);
        }
        return Promise.resolve();
      },
    },
  });
  await relay.start();
  await consumer.start();
  try {
    let sent = 0;
    await atFixedRate(eventRate, eventSeconds, async () => {
      sent += 1;
      const [eventId] = await producerDb.$transaction((tx) =>
        appendToOutbox(tx, [
          {
            topic,
            aggregateId: `aggregate-${sent % 10}`,
            schema: StringValueSchema,
            payload: create(StringValueSchema, { value: String(sent) }),
          },
        ]),
      );
      committedAt.set(eventId, performance.now());
    });
    await waitFor('every event to be consumed', () => (latencies.length >= sent ? true : undefined), {
      timeoutMs: 60_000,
    });
    console.log(formatSummary(`outbox → consumer at ${eventRate}/s for ${eventSeconds} s`, latencies));
  } finally {
    await consumer.stop();
    await relay.stop();
    await producer.disconnect();
    await producerDb.$disconnect();
    await consumerDb.$disconnect();
  }
}

infra('up', 'postgres', 'kafka');
const migrate = spawnSync(process.execPath, ['scripts/db.mjs', 'migrate', '--test'], { stdio: 'inherit' });
if (migrate.status !== 0) {
  throw new Error('migrating the test databases failed');
}
console.log(
  `bench/messaging on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
);
await requestReply();
await outboxToConsumer();

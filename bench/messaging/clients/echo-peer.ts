// One side of the bare Kafka round trip bench/messaging/clients.ts measures, in its own process so
// that its CPU time is its own: the `server` answers each request on the reply topic, the `caller`
// sends requests (closed loop, or open loop at a rate) and reports their round-trip times to its parent.
// Both sides do what the kernel's request/reply does with Kafka (headers naming the caller and the
// request, requests acknowledged by all replicas and replies by the leader, the messages of one event
// loop turn in one produce request), with either client library, and nothing else.
import { Consumer, Producer, stringDeserializers, stringSerializers } from '@platformatic/kafka';
import { BatchingProducer } from '@callsheet/kernel';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { atFixedRate } from '../stats.js';

export type ClientName = 'kafkajs' | 'platformatic';

export interface EchoReport {
  /** Round-trip times in milliseconds of the requests answered during the measurement. */
  latencies: number[];
  /** Requests without an answer within 3 s. */
  lost: number;
  seconds: number;
}

interface Outgoing {
  key: string | null;
  value: string;
  headers: Record<string, string>;
}

interface Peer {
  send(message: Outgoing): Promise<void>;
  close(): Promise<void>;
}

type OnMessage = (header: (name: string) => string | undefined) => void;

const { values: options } = parseArgs({
  options: {
    role: { type: 'string' },
    client: { type: 'string' },
    brokers: { type: 'string' },
    requests: { type: 'string' },
    replies: { type: 'string' },
    seconds: { type: 'string', default: '6' },
    inFlight: { type: 'string', default: '32' },
    rate: { type: 'string', default: '0' },
  },
});
const brokers = options.brokers!.split(',');
const requestsTopic = options.requests!;
const repliesTopic = options.replies!;
const client = options.client as ClientName;
// About the size of GET /public/config's reply envelope.
const replyBody = JSON.stringify({ data: { features: { talentSearch: true, payouts: false }, text: 'x'.repeat(300) } });

/**
 * Sends the messages given during one turn of the event loop together, one produce request at a time:
 * the kernel's BatchingProducer, as request/reply uses it, with either library's send.
 */
function batched(
  topic: string,
  sendBatch: (batch: readonly { topic: string; message: Outgoing }[]) => Promise<unknown>,
): (message: Outgoing) => Promise<void> {
  const producer = new BatchingProducer(async (batch) => {
    await sendBatch(batch);
  });
  return (message) => producer.send(topic, message);
}

async function kafkajsPeer(
  group: string,
  topic: string,
  sendTo: string,
  acks: -1 | 1,
  onMessage: OnMessage,
): Promise<Peer> {
  const kafka = new Kafka({ clientId: group, brokers, logLevel: logLevel.WARN });
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  const consumer = kafka.consumer({ groupId: group, sessionTimeout: 10_000, heartbeatInterval: 3_000 });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: false });
  await consumer.run({
    partitionsConsumedConcurrently: 6,
    autoCommit: false,
    eachBatch: ({ batch }) => {
      for (const message of batch.messages) {
        onMessage((name) => message.headers?.[name]?.toString());
      }
      return Promise.resolve();
    },
  });
  return {
    send: batched(sendTo, (batch) =>
      producer.sendBatch({ acks, topicMessages: [{ topic: sendTo, messages: batch.map(({ message }) => message) }] }),
    ),
    close: async () => {
      await consumer.disconnect();
      await producer.disconnect();
    },
  };
}

async function platformaticPeer(
  group: string,
  topic: string,
  sendTo: string,
  acks: -1 | 1,
  onMessage: OnMessage,
): Promise<Peer> {
  const producer = new Producer({
    clientId: `${group}-producer`,
    bootstrapBrokers: brokers,
    serializers: stringSerializers,
    acks,
    autocreateTopics: false,
  });
  const consumer = new Consumer({
    groupId: group,
    clientId: `${group}-consumer`,
    bootstrapBrokers: brokers,
    deserializers: stringDeserializers,
    sessionTimeout: 10_000,
    heartbeatInterval: 3_000,
  });
  const stream = await consumer.consume({ topics: [topic], mode: 'latest', autocommit: false });
  stream.on('data', (message) => onMessage((name) => message.headers.get(name)));
  return {
    send: batched(sendTo, (batch) =>
      producer.send({
        messages: batch.map(({ message: { key, value, headers } }) => ({
          topic: sendTo,
          key: key ?? undefined,
          value,
          headers: new Map(Object.entries(headers)),
        })),
      }),
    ),
    close: async () => {
      await stream.close();
      await consumer.close();
      await producer.close();
    },
  };
}

const peer = client === 'kafkajs' ? kafkajsPeer : platformaticPeer;
const send = process.send!.bind(process);

if (options.role === 'server') {
  const server: Peer = await peer(`${requestsTopic}-${client}-server`, requestsTopic, repliesTopic, 1, (header) => {
    const requestId = header('request-id');
    const caller = header('client');
    if (requestId && caller) {
      void server
        .send({ key: caller, value: replyBody, headers: { 'request-id': requestId, client: caller } })
        .catch(() => undefined);
    }
  });
  process.on('message', (message) => {
    if (message === 'stop') {
      void server.close().finally(() => process.exit(0));
    }
  });
  send('ready');
} else {
  const me = randomUUID();
  const waiting = new Map<string, () => void>();
  let lost = 0;
  const caller = await peer(`${repliesTopic}-${client}-${me}`, repliesTopic, requestsTopic, -1, (header) => {
    const requestId = header('request-id');
    if (header('client') === me && requestId) {
      waiting.get(requestId)?.();
      waiting.delete(requestId);
    }
  });
  /** One request; resolves with its round-trip time, or NaN after 3 s without an answer. */
  const call = () =>
    new Promise<number>((resolve) => {
      const requestId = randomUUID();
      const started = performance.now();
      const timer = setTimeout(() => {
        waiting.delete(requestId);
        lost += 1;
        resolve(Number.NaN);
      }, 3_000);
      waiting.set(requestId, () => {
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
      void caller
        .send({
          key: null,
          value: JSON.stringify({ pattern: 'identity.config.get' }),
          headers: {
            'reply-to': repliesTopic,
            client: me,
            'request-id': requestId,
            deadline: String(Date.now() + 3_000),
          },
        })
        .catch(() => undefined);
    });
  // The consumers join their groups at the topics' end: requests go unanswered until both have.
  while (Number.isNaN(await call())) {
    lost = 0;
  }
  for (let index = 0; index < 500; index += 1) {
    await call();
  }
  lost = 0;
  send('measuring');
  const latencies: number[] = [];
  const record = (ms: number) => {
    if (!Number.isNaN(ms)) {
      latencies.push(ms);
    }
  };
  const seconds = Number(options.seconds);
  const rate = Number(options.rate);
  const started = performance.now();
  if (rate > 0) {
    await atFixedRate(rate, seconds, async () => record(await call()));
  } else {
    await Promise.all(
      Array.from({ length: Number(options.inFlight) }, async () => {
        while (performance.now() < started + seconds * 1000) {
          record(await call());
        }
      }),
    );
  }
  const report: EchoReport = { latencies, lost, seconds: (performance.now() - started) / 1000 };
  // The report is large (every round trip's time): exit only once it has left.
  await new Promise<void>((resolve) => send(report, () => resolve()));
  await caller.close();
  process.exit(0);
}

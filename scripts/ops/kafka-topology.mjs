// The Kafka topology the code uses, read from the code itself: every topic (request topics, the
// gateway's reply topic, every events topic and its dead-letter topic) with its partitions and
// retention, who writes and who reads each, and the consumer groups. k8s/base/kafka/ is generated from
// it (scripts/ops/kafka-manifests.mjs), and CI checks that the manifests still match it.
//
// Run with tsx (the contracts and the kernel are TypeScript sources, mapped by tsconfig.json):
//   npx tsx --tsconfig tsconfig.json scripts/ops/kafka-topology.mjs     prints the topology as JSON
import * as contracts from '@callsheet/contracts';
import {
  DEFAULT_PARTITIONS,
  REQUEST_REPLY_RETENTION_MS,
  dlqTopic,
  eventTopics,
  requestTopic,
  requestTopics,
} from '@callsheet/kernel';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Kafka's own default (log.retention.hours=168): the code leaves events topics to it. */
export const EVENTS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Dead letters wait for an operator to read and replay them: kept four weeks, not one. */
export const DLQ_RETENTION_MS = 28 * 24 * 60 * 60 * 1000;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      return entry === 'generated' ? [] : sourceFiles(path);
    }
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `ProfilesTopics.talentEvents` -> 'profiles.talent.events', through the contracts themselves. */
function resolveTopicConstant(expression, file) {
  const [group, key] = expression.split('.');
  const value = contracts[group]?.[key];
  if (typeof value !== 'string') {
    throw new Error(`${relative(root, file)}: cannot resolve the topic ${expression} in @callsheet/contracts`);
  }
  return value;
}

/** Every `@EventConsumer()` of every service: its group (the handler's name) and the topic it reads. */
function eventConsumers(services) {
  const consumers = [];
  for (const service of services) {
    for (const file of sourceFiles(join(root, 'services', service, 'src'))) {
      const text = readFileSync(file, 'utf8');
      if (!/@EventConsumer\(\)/.test(text)) {
        continue;
      }
      const name = /readonly name = '([^']+)'/.exec(text)?.[1];
      const topic = /readonly topic = (\w+Topics\.\w+)/.exec(text)?.[1];
      if (!name || !topic) {
        throw new Error(`${relative(root, file)}: an @EventConsumer() without a literal name and topic constant`);
      }
      consumers.push({ service, group: name, topic: resolveTopicConstant(topic, file) });
    }
  }
  return consumers;
}

/** The gateway's reply topic, as services/gateway/src/rpc/rpc.module.ts names it. */
function gatewayReplyTopic() {
  const file = join(root, 'services', 'gateway', 'src', 'rpc', 'rpc.module.ts');
  const topic = /GATEWAY_REPLY_TOPIC = '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!topic) {
    throw new Error(`${relative(root, file)}: GATEWAY_REPLY_TOPIC not found`);
  }
  return topic;
}

/**
 * Who publishes an events topic: the service its first segment names; otherwise (stripe.webhook.events)
 * the services whose code sends it, found by the constant's name outside main.ts and consumers.
 */
function eventProducers(topic, services, constantNames) {
  const owner = topic.split('.')[0];
  if (services.includes(owner)) {
    return [owner];
  }
  const producers = ['gateway', ...services].filter((service) =>
    sourceFiles(join(root, 'services', service, 'src')).some((file) => {
      if (file.endsWith('main.ts')) {
        return false;
      }
      const text = readFileSync(file, 'utf8');
      return !/@EventConsumer\(\)/.test(text) && constantNames.some((name) => text.includes(name));
    }),
  );
  if (producers.length === 0) {
    throw new Error(`nobody publishes ${topic}`);
  }
  return producers;
}

export function kafkaTopology() {
  const services = Object.keys(contracts.PatternsByService).sort();
  const consumers = eventConsumers(services);
  const replyTopic = gatewayReplyTopic();
  const topics = new Map();
  const add = (topic) => topics.set(topic.name, { producers: [], consumers: [], ...topic });

  for (const spec of requestTopics(Object.values(contracts.PatternsByService).flat())) {
    const service = spec.topic.split('.')[0];
    add({
      name: spec.topic,
      kind: 'requests',
      partitions: spec.numPartitions,
      retentionMs: spec.retentionMs,
      producers: ['gateway'],
      consumers: [{ service, group: `${service}-server` }],
    });
  }
  // Each gateway process is its own group, `gateway-<host>-<pid>-<random>` (rpc.transport.ts).
  add({
    name: replyTopic,
    kind: 'replies',
    partitions: DEFAULT_PARTITIONS,
    retentionMs: REQUEST_REPLY_RETENTION_MS,
    producers: services,
    consumers: [{ service: 'gateway', group: 'gateway-', groupPrefix: true }],
  });

  const topicConstants = Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('Topics') && value && typeof value === 'object')
    .flatMap(([name, value]) => Object.entries(value).map(([key, topic]) => ({ constant: `${name}.${key}`, topic })));
  for (const events of [...new Set(topicConstants.map(({ topic }) => topic))].sort()) {
    const constantNames = topicConstants.filter(({ topic }) => topic === events).map(({ constant }) => constant);
    const readers = consumers.filter(({ topic }) => topic === events);
    for (const spec of eventTopics(events)) {
      const dead = spec.topic === dlqTopic(events);
      add({
        name: spec.topic,
        kind: dead ? 'dlq' : 'events',
        partitions: spec.numPartitions ?? DEFAULT_PARTITIONS,
        retentionMs: spec.retentionMs ?? (dead ? DLQ_RETENTION_MS : EVENTS_RETENTION_MS),
        // A consumer writes the dead letters of what it reads (idempotent-consumer.ts); operators read them.
        producers: dead ? readers.map(({ service }) => service) : eventProducers(events, services, constantNames),
        consumers: dead ? [] : readers.map(({ service, group }) => ({ service, group })),
      });
    }
  }
  for (const { topic, group } of consumers) {
    if (!topics.has(topic)) {
      throw new Error(`${group} consumes ${topic}, which no contract names`);
    }
  }
  if (requestTopic('identity.session.signIn') !== 'identity.requests') {
    throw new Error('requestTopic() changed its naming: review the ACLs of scripts/ops/kafka-manifests.mjs');
  }
  return { services, topics: [...topics.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  console.log(JSON.stringify(kafkaTopology(), null, 2));
}

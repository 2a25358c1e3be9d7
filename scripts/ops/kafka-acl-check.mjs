// The Kafka side of scripts/ops/kafka-acl-check.sh, against its SCRAM-only broker with authorization on:
//   node scripts/ops/kafka-acl-check.mjs setup <brokers>   as `admin`: the topics of k8s/base/kafka/topics.yaml
//                                                          and the ACLs of every KafkaUser of users.yaml
//   node scripts/ops/kafka-acl-check.mjs flow <gateway>    a member signs up and opens an account through the
//                                                          gateway (request/reply), which identity announces
//                                                          on identity.account.events for payments
//   node scripts/ops/kafka-acl-check.mjs ops <brokers> <gateway> <gateway without KAFKA_OPS_*>
//                                                          the operators' routes as the callsheet-ops user
//                                                          (topics and lag, a DLQ listed, replayed once, its
//                                                          replayed prefix deleted), and refused as the gateway's
//   node scripts/ops/kafka-acl-check.mjs deny <brokers>    what the ACLs must refuse
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const {
  Kafka,
  logLevel,
  AclResourceTypes,
  AclOperationTypes,
  AclPermissionTypes,
  ResourcePatternTypes,
} = require('kafkajs');
const { parseAllDocuments } = createRequire(join(root, '.data', 'tools', 'node', 'package.json'))('yaml');

const [command, target, opsGateway, ownGateway] = process.argv.slice(2);
const manifests = (file) =>
  parseAllDocuments(readFileSync(join(root, 'k8s', 'base', 'kafka', file), 'utf8'))
    .map((document) => document.toJS())
    .filter(Boolean);
/** Every user's password in this check: the broker was formatted with them. */
const password = (user) => `acl-check-${user}`;
/** Kafka's authorization refusals seen by any client since the last clear (kafkajs logs some, e.g. a
 * refused FindCoordinator, and throws "Failed to find group coordinator" without them). */
const refusalsSeen = new Set();
const client = (user, secret = password(user)) =>
  new Kafka({
    clientId: `acl-check-${user}`,
    brokers: [target],
    logLevel: logLevel.DEBUG,
    logCreator:
      () =>
      ({ log }) => {
        const type = log.error?.type;
        if (typeof type === 'string' && type.endsWith('_AUTHORIZATION_FAILED')) {
          refusalsSeen.add(type);
        }
      },
    retry: { retries: 2 },
    sasl: { mechanism: 'scram-sha-512', username: user, password: secret },
  });

const OPERATIONS = {
  Read: 'READ',
  Write: 'WRITE',
  Describe: 'DESCRIBE',
  DescribeConfigs: 'DESCRIBE_CONFIGS',
  AlterConfigs: 'ALTER_CONFIGS',
  Create: 'CREATE',
  Delete: 'DELETE',
};
/** The operators' user and the topics the ops check works on (no consumer of it runs in the check). */
const OPS_USER = 'callsheet-ops';
const REPLAYED = 'productions.job.events';
const REPLAYED_DLQ = `${REPLAYED}.dlq`;
/** The gateways' operators' token (kafka-acl-check.sh starts them with it). */
const OPS_TOKEN = 'acl-check-operator-token';

/** Runs work with a connected admin client of that user. */
async function withAdmin(user, work) {
  const admin = client(user).admin();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.disconnect();
  }
}

async function produce(user, topic, messages = [{ key: 'acl-check', value: 'acl-check' }]) {
  const producer = client(user).producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({ topic, acks: -1, messages });
  } finally {
    await producer.disconnect();
  }
}

/** Deletes what a topic holds (the user describes it first, as the gateway's DLQ desk does). */
const deleteRecords = (user, topic) =>
  withAdmin(user, async (admin) => {
    const partitions = await admin.fetchTopicOffsets(topic);
    await admin.deleteTopicRecords({
      topic,
      partitions: partitions.map(({ partition, high }) => ({ partition, offset: high })),
    });
  });

/** Reads the first message of a topic in that group: resolves on it, rejects with Kafka's refusal. */
async function consumeOne(user, topic, groupId) {
  const consumer = client(user).consumer({
    groupId,
    allowAutoTopicCreation: false,
    retry: { retries: 0, restartOnFailure: async () => false },
  });
  await consumer.connect();
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message of ${topic} and no refusal in 20 s`)), 20_000);
      const settle = (outcome) => (value) => {
        clearTimeout(timer);
        outcome(value);
      };
      consumer.on(consumer.events.CRASH, ({ payload }) => settle(reject)(payload.error));
      consumer
        .subscribe({ topic, fromBeginning: true })
        .then(() => consumer.run({ autoCommit: false, eachMessage: async () => settle(resolve)() }))
        .catch(settle(reject));
    });
  } finally {
    await consumer.disconnect();
  }
}

/** Whether an error (or what it wraps) is Kafka's authorization refusal, not a timeout or anything else. */
function isRefusal(error) {
  for (let cause = error; cause; cause = cause.cause ?? cause.originalError) {
    if (/_AUTHORIZATION_FAILED$/.test(cause.type ?? '') || /not authorized|authorization failed/i.test(cause.message)) {
      return true;
    }
    // kafkajs' deleteTopicRecords reports each partition's error apart, createTopics each topic's.
    if ((cause.partitions ?? []).some((partition) => partition.error && isRefusal(partition.error))) {
      return true;
    }
    if ((cause.errors ?? []).some((inner) => isRefusal(inner))) {
      return true;
    }
  }
  return false;
}

function check(condition, message) {
  if (!condition) {
    throw new Error(message);
  }
}

async function setup() {
  const admin = client('admin').admin();
  await admin.connect();
  try {
    const topics = manifests('topics.yaml');
    await admin.createTopics({
      waitForLeaders: true,
      topics: topics.map((topic) => ({
        topic: topic.spec.topicName,
        numPartitions: topic.spec.partitions,
        replicationFactor: 1,
        configEntries: [{ name: 'retention.ms', value: String(topic.spec.config['retention.ms']) }],
      })),
    });
    const users = manifests('users.yaml');
    const acl = users.flatMap((user) =>
      user.spec.authorization.acls.flatMap((entry) =>
        entry.operations.map((operation) => ({
          resourceType: AclResourceTypes[entry.resource.type.toUpperCase()],
          resourceName: entry.resource.name,
          resourcePatternType: ResourcePatternTypes[entry.resource.patternType === 'prefix' ? 'PREFIXED' : 'LITERAL'],
          principal: `User:${user.metadata.name}`,
          host: '*',
          operation: AclOperationTypes[OPERATIONS[operation]],
          permissionType: AclPermissionTypes.ALLOW,
        })),
      ),
    );
    if (acl.some((entry) => entry.resourceType === undefined || entry.operation === undefined)) {
      throw new Error('users.yaml has a resource type or operation this check cannot translate');
    }
    await admin.createAcls({ acl });
    console.log(`[acl-check] ${topics.length} topics, ${acl.length} ACL entries of ${users.length} KafkaUsers`);
  } finally {
    await admin.disconnect();
  }
}

async function flow() {
  const call = async (method, path, token, body) => {
    const response = await fetch(`${target}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    }
    return text ? JSON.parse(text) : undefined;
  };
  const email = `acl-check-${Date.now()}@callsheet.test`;
  const credentials = { email, password: 'callsheet-acl-check' };
  await call('POST', '/public/auth/sign-up', undefined, {
    firstName: 'Ada',
    lastName: 'Check',
    ...credentials,
    passwordConfirmation: credentials.password,
  });
  const session = await call('POST', '/public/auth/sign-in', undefined, credentials);
  const account = await call('POST', '/api/account', session.accessToken, {
    business_type: 'individual',
    account_type: 'talent',
    individual: { first_name: 'Ada', last_name: 'Check', dob: '1985-01-15' },
    tos_shown_and_accepted: true,
    country: 'US',
  });
  console.log(account.id);
}

async function deny() {
  const refused = async (label, attempt) => {
    try {
      await attempt();
    } catch (error) {
      console.log(`[acl-check] refused as it must be: ${label} (${String(error.message).slice(0, 70)})`);
      return;
    }
    throw new Error(`the ACLs allowed: ${label}`);
  };
  // Refused by an ACL, nothing else: a timeout or another failure would prove nothing.
  const refusedByAcl = async (label, attempt) => {
    refusalsSeen.clear();
    try {
      await attempt();
    } catch (error) {
      if (!isRefusal(error) && refusalsSeen.size === 0) {
        throw new Error(`inconclusive: ${label} failed, but not by an ACL: ${error.message}`, { cause: error });
      }
      const seen = refusalsSeen.size > 0 ? `; Kafka: ${[...refusalsSeen].join(', ')}` : '';
      console.log(`[acl-check] refused as it must be: ${label} (${String(error.message).slice(0, 70)}${seen})`);
      return;
    }
    throw new Error(`the ACLs allowed: ${label}`);
  };
  // A dead letter in a DLQ the gateway may describe (it provisions it) but not read.
  await produce('admin', 'stripe.webhook.events.dlq', [{ key: 'acl-check', value: 'acl-check' }]);
  await refusedByAcl('gateway reads stripe.webhook.events.dlq (in its own group)', () =>
    consumeOne('gateway', 'stripe.webhook.events.dlq', `gateway-acl-check-${Date.now()}`),
  );
  await refusedByAcl(`gateway reads ${REPLAYED_DLQ}`, () =>
    consumeOne('gateway', REPLAYED_DLQ, `gateway-acl-check-${Date.now()}`),
  );
  await refusedByAcl('gateway deletes dead letters of stripe.webhook.events.dlq', () =>
    deleteRecords('gateway', 'stripe.webhook.events.dlq'),
  );
  await refusedByAcl(`gateway writes ${REPLAYED}`, () => produce('gateway', REPLAYED));
  await refusedByAcl('gateway reads the offsets of the group payments.identity-account-events', () =>
    withAdmin('gateway', (admin) =>
      admin.fetchOffsets({ groupId: 'payments.identity-account-events', topics: ['identity.account.events'] }),
    ),
  );
  await refusedByAcl(`${OPS_USER} writes payments.requests`, () => produce(OPS_USER, 'payments.requests'));
  await refusedByAcl(`${OPS_USER} writes ${REPLAYED_DLQ}`, () => produce(OPS_USER, REPLAYED_DLQ));
  await refusedByAcl(`${OPS_USER} reads identity.account.events`, () =>
    consumeOne(OPS_USER, 'identity.account.events', `callsheet-dlq-replay-acl-check-${Date.now()}`),
  );
  await refusedByAcl(`${OPS_USER} joins payments' group payments.identity-account-events`, () =>
    consumeOne(OPS_USER, 'stripe.webhook.events.dlq', 'payments.identity-account-events'),
  );
  await refusedByAcl(`${OPS_USER} deletes records of ${REPLAYED}`, () => deleteRecords(OPS_USER, REPLAYED));
  await refusedByAcl(`${OPS_USER} creates a topic`, () =>
    withAdmin(OPS_USER, (admin) => admin.createTopics({ topics: [{ topic: 'productions.typo.events' }] })),
  );
  await refused('profiles writes identity.account.events', () => produce('profiles', 'identity.account.events'));
  await refused('gateway writes payments.invoice.events', () => produce('gateway', 'payments.invoice.events'));
  await refused('connections reads the group payments.identity-account-events', async () => {
    const admin = client('connections').admin();
    await admin.connect();
    try {
      await admin.fetchOffsets({ groupId: 'payments.identity-account-events', topics: ['identity.account.events'] });
    } finally {
      await admin.disconnect();
    }
  });
  await refused('identity creates a topic', async () => {
    const admin = client('identity').admin();
    await admin.connect();
    try {
      await admin.createTopics({ topics: [{ topic: 'identity.typo.events' }] });
    } finally {
      await admin.disconnect();
    }
  });
  await refused('payments with a wrong password', async () => {
    const admin = client('payments', 'wrong').admin();
    await admin.connect();
    await admin.disconnect();
  });
}

/**
 * The operators' routes on this broker: `opsGateway` runs with KAFKA_OPS_* (the callsheet-ops user),
 * `ownGateway` without (its operators' routes then use the gateway's user, which the ACLs refuse).
 */
async function ops() {
  const call = async (gateway, method, path, body) => {
    const response = await fetch(`${gateway}${path}`, {
      method,
      headers: { authorization: `Bearer ${OPS_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const ok = async (gateway, method, path, body) => {
    const answer = await call(gateway, method, path, body);
    check(answer.status === 200, `${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const offsets = (topic) =>
    withAdmin('admin', async (admin) => {
      const [partition] = (await admin.fetchTopicOffsets(topic)).filter((entry) => entry.partition === 0);
      return { low: Number(partition.low), high: Number(partition.high), all: await admin.fetchTopicOffsets(topic) };
    });
  const ends = (all) => all.reduce((sum, partition) => sum + Number(partition.high), 0);

  // Three dead letters of a consumer that gave up, in partition 0 of the DLQ, as the consumers write them.
  const before = await offsets(REPLAYED_DLQ);
  const sourceBefore = ends((await offsets(REPLAYED)).all);
  await produce(
    'admin',
    REPLAYED_DLQ,
    [1, 2, 3].map((n) => ({
      partition: 0,
      key: `job-${n}`,
      value: `job ${n}`,
      headers: {
        'event-id': `acl-check-${n}`,
        'event-type': 'callsheet.productions.v1.JobPublished',
        'dlq-consumer': 'connections.job-events',
        'dlq-attempts': '5',
        'dlq-reason': `acl-check failure ${n}`,
        'dlq-source': `${REPLAYED}/0/${n}`,
      },
    })),
  );
  const base = before.high; // offsets of the three in partition 0: base, base + 1, base + 2

  // As the gateway's own user: it may not even describe the DLQ (nor the topic), so the routes do not
  // find it, and nothing moves.
  for (const [method, path] of [
    ['GET', `/ops/dead-letters/${REPLAYED}`],
    ['POST', `/ops/dead-letters/${REPLAYED}/replay`],
  ]) {
    const answer = await call(ownGateway, method, path, method === 'POST' ? {} : undefined);
    check(
      answer.status === 404 && answer.body?.code === 'topicNotFound',
      `${method} ${path} as the gateway's user answered ${answer.status} ${JSON.stringify(answer.body)}, not 404`,
    );
  }
  // A DLQ it sees but may not read (it provisions stripe.webhook.events.dlq), holding a letter: Kafka's
  // refusal, at once, as 503 upstreamUnavailable (the reading consumer's crash ends the read, not a 30 s
  // timeout).
  await produce('admin', 'stripe.webhook.events.dlq');
  const readStarted = Date.now();
  const refused = await call(ownGateway, 'GET', '/ops/dead-letters/stripe.webhook.events');
  const readMs = Date.now() - readStarted;
  check(
    refused.status === 503 && refused.body?.code === 'upstreamUnavailable' && readMs < 15_000,
    `GET /ops/dead-letters/stripe.webhook.events as the gateway's user answered ${refused.status} ` +
      `${JSON.stringify(refused.body)} after ${readMs} ms, not 503 upstreamUnavailable within 15 s`,
  );
  console.log(`[acl-check] the gateway's own user reading stripe.webhook.events.dlq: 503 in ${readMs} ms`);
  const ownTopics = await call(ownGateway, 'GET', '/ops/topics?limit=100');
  const seen = (ownTopics.body?.data ?? []).map((topic) => topic.name);
  check(
    ownTopics.status === 200 && !seen.includes(REPLAYED_DLQ) && !seen.includes(REPLAYED),
    `/ops/topics as the gateway's user answered ${ownTopics.status} with ${seen.join(', ')}`,
  );
  check(ends((await offsets(REPLAYED)).all) === sourceBefore, `the gateway's user published to ${REPLAYED}`);
  check((await offsets(REPLAYED_DLQ)).low === before.low, `the gateway's user deleted from ${REPLAYED_DLQ}`);
  console.log(
    `[acl-check] the gateway's own user: ${REPLAYED_DLQ} is invisible to it (404 topicNotFound on the list ` +
      `and the replay, /ops/topics shows only its ${seen.length} topics), nothing replayed nor deleted`,
  );

  // As callsheet-ops: topics with their DLQ depth and the services' groups' lag.
  const topics = [];
  for (let after; ;) {
    const page = await ok(
      opsGateway,
      'GET',
      `/ops/topics?limit=100${after ? `&starting_after=${encodeURIComponent(after)}` : ''}`,
    );
    topics.push(...page.data);
    if (!page.has_more) {
      break;
    }
    after = page.data.at(-1).name;
  }
  const expected = manifests('topics.yaml').map((topic) => topic.spec.topicName);
  const missing = expected.filter((name) => !topics.some((topic) => topic.name === name));
  check(missing.length === 0, `/ops/topics misses ${missing.join(', ')}`);
  const replayed = topics.find((topic) => topic.name === REPLAYED);
  check(replayed.deadLetterMessages === 3, `/ops/topics: ${REPLAYED} has ${replayed.deadLetterMessages} dead letters`);
  const accounts = topics.find((topic) => topic.name === 'identity.account.events');
  const payments = accounts.consumerGroups.find((group) => group.groupId === 'payments.identity-account-events');
  check(
    payments && payments.lag === 0,
    `/ops/topics: payments' lag on identity.account.events: ${JSON.stringify(accounts)}`,
  );
  const requests = topics.find((topic) => topic.name === 'identity.requests');
  check(
    requests.consumerGroups.some((group) => group.groupId === 'identity-server'),
    `/ops/topics: identity-server's lag on identity.requests is missing: ${JSON.stringify(requests)}`,
  );
  console.log(
    `[acl-check] ${OPS_USER}: /ops/topics lists ${topics.length} topics, ${REPLAYED}'s 3 dead letters, ` +
      `payments' lag on identity.account.events (${payments.lag}) and identity-server's`,
  );

  // The DLQ listed with the consumer's reasons.
  const listed = await ok(opsGateway, 'GET', `/ops/dead-letters/${REPLAYED}`);
  check(
    listed.data.length === 3 && listed.data.every((letter, n) => letter.reason === `acl-check failure ${n + 1}`),
    `/ops/dead-letters/${REPLAYED} lists ${JSON.stringify(listed.data)}`,
  );

  // Replay the oldest one, once: published to the topic, deleted from the DLQ (the prefix up to it).
  const first = { partition: 0, offset: String(base) };
  const one = await ok(opsGateway, 'POST', `/ops/dead-letters/${REPLAYED}/replay`, first);
  check(one.replayed === 1, `replaying one answered ${JSON.stringify(one)}`);
  const again = await call(opsGateway, 'POST', `/ops/dead-letters/${REPLAYED}/replay`, first);
  check(
    again.status === 409 && again.body?.code === 'deadLetterAlreadyReplayed',
    `replaying it again answered ${again.status} ${JSON.stringify(again.body)}`,
  );
  let dlq = await offsets(REPLAYED_DLQ);
  check(dlq.low === base + 1, `after one replay the DLQ starts at ${dlq.low}, not ${base + 1}`);
  check(ends((await offsets(REPLAYED)).all) === sourceBefore + 1, `one replay did not publish one message`);

  // Then the rest; a second "replay all" publishes nothing.
  const rest = await ok(opsGateway, 'POST', `/ops/dead-letters/${REPLAYED}/replay`, {});
  check(rest.replayed === 2, `replaying the rest answered ${JSON.stringify(rest)}`);
  const none = await ok(opsGateway, 'POST', `/ops/dead-letters/${REPLAYED}/replay`, {});
  check(none.replayed === 0, `replaying all again answered ${JSON.stringify(none)}`);
  dlq = await offsets(REPLAYED_DLQ);
  check(dlq.low === dlq.high && dlq.high === base + 3, `after the replays the DLQ holds ${dlq.low}..${dlq.high}`);
  check(ends((await offsets(REPLAYED)).all) === sourceBefore + 3, `the replays did not publish three messages`);
  const empty = await ok(opsGateway, 'GET', `/ops/dead-letters/${REPLAYED}`);
  check(empty.data.length === 0, `the DLQ still lists ${JSON.stringify(empty.data)}`);

  // The throwaway groups that read the DLQ are gone (the kernel ignores a refused deletion: prove it here).
  const { groups } = await withAdmin('admin', (admin) => admin.listGroups());
  const left = groups.filter((group) => group.groupId.startsWith('callsheet-dlq-replay-'));
  check(
    left.length === 0,
    `the DLQ readers' groups were not deleted: ${left.map((group) => group.groupId).join(', ')}`,
  );
  console.log(
    `[acl-check] ${OPS_USER}: ${REPLAYED_DLQ} listed, one letter replayed once (409 the second time), then the ` +
      `other two; each published to ${REPLAYED} once and the replayed prefix deleted; its reader groups deleted`,
  );
}

const commands = { setup, flow, deny, ops };
if (!commands[command] || !target || (command === 'ops' && (!opsGateway || !ownGateway))) {
  console.error(
    'usage: node scripts/ops/kafka-acl-check.mjs setup|deny <broker> | flow <gateway url> | ' +
      'ops <broker> <gateway url> <gateway url without KAFKA_OPS_*>',
  );
  process.exit(2);
}
await commands[command]();

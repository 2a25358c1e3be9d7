// The Kafka side of scripts/ops/kafka-acl-check.sh, against its SCRAM-only broker with authorization on:
//   node scripts/ops/kafka-acl-check.mjs setup <brokers>   as `admin`: the topics of k8s/base/kafka/topics.yaml
//                                                          and the ACLs of every KafkaUser of users.yaml
//   node scripts/ops/kafka-acl-check.mjs flow <gateway>    a member signs up and opens an account through the
//                                                          gateway (request/reply), which identity announces
//                                                          on identity.account.events for payments
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

const [command, target] = process.argv.slice(2);
const manifests = (file) =>
  parseAllDocuments(readFileSync(join(root, 'k8s', 'base', 'kafka', file), 'utf8'))
    .map((document) => document.toJS())
    .filter(Boolean);
/** Every user's password in this check: the broker was formatted with them. */
const password = (user) => `acl-check-${user}`;
const client = (user, secret = password(user)) =>
  new Kafka({
    clientId: `acl-check-${user}`,
    brokers: [target],
    logLevel: logLevel.NOTHING,
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
};

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
  const produce = async (user, topic) => {
    const producer = client(user).producer();
    await producer.connect();
    try {
      await producer.send({ topic, messages: [{ key: 'acl-check', value: 'acl-check' }] });
    } finally {
      await producer.disconnect();
    }
  };
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

const commands = { setup, flow, deny };
if (!commands[command] || !target) {
  console.error('usage: node scripts/ops/kafka-acl-check.mjs setup|deny <broker> | flow <gateway url>');
  process.exit(2);
}
await commands[command]();

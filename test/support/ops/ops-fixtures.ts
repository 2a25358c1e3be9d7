import { create, toBinary } from '@bufbuild/protobuf';
import { AccountCreatedSchema, IdentityTopics } from '@callsheet/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kafka } from 'kafkajs';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/*
 * What tests of the operators' pages (the gateway's e2e tests, the console's browser tests) need to
 * set up from the backend side: a platform operator, a failed payments job, a dead letter. Each one
 * works on the real infrastructure the way production gets there.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Grants (or revokes) the platform-operator flag with the documented command (`npm run ops:grant`). */
export async function setOperator(
  email: string,
  operator: boolean,
  { identityDatabaseUrl, redisUrl }: { identityDatabaseUrl: string; redisUrl: string },
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(repoRoot, 'scripts', 'ops-operator.mjs'), operator ? 'grant' : 'revoke', email],
    { env: { ...process.env, IDENTITY_DATABASE_URL: identityDatabaseUrl, REDIS_URL: redisUrl } },
  );
  return stdout;
}

/**
 * A transfer-run job that payments' worker fails for real: its invoice id is not a UUID, so PostgreSQL
 * refuses the query for the invoice's transfers. It runs `attempts` times (backoff 10 ms) and stays
 * failed; answers its job id. With `delayMs` it waits that long first (a delayed job, for the delayed list).
 */
export const PAYMENTS_FAILING_QUEUE = 'transfer-run';

export async function addFailingPaymentsJob(
  { redisUrl, bullPrefix }: { redisUrl: string; bullPrefix: string },
  { attempts = 2, delayMs }: { attempts?: number; delayMs?: number } = {},
): Promise<string> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(PAYMENTS_FAILING_QUEUE, { connection, prefix: bullPrefix });
  try {
    const jobId = `ops-test-${randomUUID()}`;
    await queue.add(
      'run',
      { invoiceId: `not-an-invoice-${jobId}`, reason: 'ops test' },
      { jobId, attempts, backoff: { type: 'fixed', delay: 10 }, ...(delayMs ? { delay: delayMs } : {}) },
    );
    return jobId;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

export interface DeadLetteredEvent {
  topic: string;
  accountId: string;
  eventId: string;
  /** The payments consumer that will handle it once it is replayed. */
  consumer: string;
}

/**
 * An identity AccountCreated event for a new account, written to `identity.account.events.dlq` exactly
 * as the IdempotentConsumer dead-letters a message (libs/kernel/src/messaging/consumer/idempotent-consumer.ts:
 * the event's key, value and headers plus dlq-reason, dlq-consumer, dlq-attempts and dlq-source), as if
 * payments' handler had given up on it. Replayed, payments opens the account's connected account.
 */
export async function deadLetterAccountCreated(
  kafka: Kafka,
  reason = 'ops test: Stripe was unreachable',
): Promise<DeadLetteredEvent> {
  const accountId = randomUUID();
  const eventId = randomUUID();
  const consumer = 'payments.identity-account-events';
  const topic = IdentityTopics.accountEvents;
  const payload = create(AccountCreatedSchema, {
    accountId,
    ownerUserId: randomUUID(),
    businessType: 'individual',
    accountType: 'talent',
    name: 'Dead Letter',
    country: 'US',
    individual: { firstName: 'Dead', lastName: 'Letter', dateOfBirth: '1980-02-02' },
    tosAcceptedAt: new Date().toISOString(),
    ownerEmail: `ops-${accountId}@example.com`,
  });
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({
      topic: `${topic}.dlq`,
      acks: -1,
      messages: [
        {
          key: accountId,
          value: Buffer.from(toBinary(AccountCreatedSchema, payload)),
          headers: {
            'event-id': eventId,
            'event-type': AccountCreatedSchema.typeName,
            'occurred-at': new Date().toISOString(),
            'content-type': 'application/x-protobuf',
            'dlq-reason': reason,
            'dlq-consumer': consumer,
            'dlq-attempts': '5',
            'dlq-source': `${topic}/0/0`,
          },
        },
      ],
    });
  } finally {
    await producer.disconnect();
  }
  return { topic, accountId, eventId, consumer };
}

import type { Producer } from 'kafkajs';
import { createLogger } from '../../logging/index.js';
import { Metrics } from '../../observability/metrics.js';
import type { TransactionalSqlClient } from '../sql-client.js';
import { OutboxRelay } from './outbox.relay.js';

/**
 * A database whose `UPDATE outbox` fails `failures` times (as when PostgreSQL restarts between the
 * send and the commit) and a producer that records what it sends.
 */
function fakes(failures: number) {
  const pending = [
    { id: 1n, topic: 'profiles.talent.events', aggregate_id: 'a', payload: new Uint8Array([1]), headers: {} },
    { id: 2n, topic: 'profiles.talent.events', aggregate_id: 'a', payload: new Uint8Array([2]), headers: {} },
  ];
  let updatesLeftToFail = failures;
  const sent: string[] = [];
  const tx = {
    $queryRaw: (strings: TemplateStringsArray) =>
      Promise.resolve(strings.join('').includes('advisory') ? [{ locked: true }] : [...pending]),
    $executeRaw: (strings: TemplateStringsArray, ids: bigint[]) => {
      if (!strings.join('').includes('published_at = now()')) {
        return Promise.resolve(1); // recordFailure
      }
      if (updatesLeftToFail > 0) {
        updatesLeftToFail -= 1;
        return Promise.reject(new Error('terminating connection due to administrator command'));
      }
      pending.splice(0, pending.length, ...pending.filter((row) => !ids.includes(row.id)));
      return Promise.resolve(ids.length);
    },
  };
  const db = {
    ...tx,
    $transaction: (work: (client: typeof tx) => Promise<unknown>) => work(tx),
  } as unknown as TransactionalSqlClient;
  const producer = {
    sendBatch: ({ topicMessages }: { topicMessages: { messages: { value: Buffer }[] }[] }) => {
      topicMessages.forEach(({ messages }) => messages.forEach((message) => sent.push(message.value.toString('hex'))));
      return Promise.resolve([]);
    },
  } as unknown as Producer;
  const relay = new OutboxRelay({
    db,
    producer,
    databaseUrl: 'postgresql://unused',
    logger: createLogger('relay-test', 'silent'),
    metrics: new Metrics('relay-test'),
  });
  return { relay, sent, pending };
}

describe('OutboxRelay', () => {
  it('does not send again the rows Kafka took when marking them failed: the next batch only marks them', async () => {
    const { relay, sent, pending } = fakes(1);
    await relay.drain(); // sent, then the UPDATE fails: the rows stay unpublished
    expect(sent).toEqual(['01', '02']);
    expect(pending).toHaveLength(2);
    await relay.drain(); // the database is back: marked, not sent again
    expect(sent).toEqual(['01', '02']);
    expect(pending).toHaveLength(0);
  });

  it('sends each row once when nothing fails', async () => {
    const { relay, sent, pending } = fakes(0);
    await relay.drain();
    expect(sent).toEqual(['01', '02']);
    expect(pending).toHaveLength(0);
  });
});

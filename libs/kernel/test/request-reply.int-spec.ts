import { kafkaBrokers, waitFor } from '@callsheet/testing';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import {
  createKafka,
  createLogger,
  Metrics,
  provisionTopics,
  RpcEnvelopeInterceptor,
  RpcHeaders,
  RpcServer,
  requestTopic,
  requestTopics,
  RpcTransport,
} from '../src/index.js';

// The kernel's request/reply over the real broker: two replicas of a service sharing its group, two
// callers sharing a reply topic. Every request is answered once, to the caller that sent it.
const run = randomUUID().slice(0, 8);
const pattern = `kernel-rpc-test-${run}.echo`;
const requestsTopic = requestTopic(pattern);
const replyTopic = `kernel-rpc-test.${run}.replies`;
const logger = createLogger('kernel-rpc-test', 'silent');
const kafka = createKafka(`kernel-rpc-test-${run}`, kafkaBrokers, logger);

/** Which replica handled which request: a request handled twice or by nobody shows here. */
const handled: { replica: string; id: string }[] = [];

function echoService(replica: string) {
  @Controller()
  class EchoHandler {
    @MessagePattern(pattern)
    echo(@Payload() payload: { id: string; delayMs?: number }) {
      handled.push({ replica, id: payload.id });
      const answer = { id: payload.id, replica };
      return payload.delayMs ? new Promise((resolve) => setTimeout(() => resolve(answer), payload.delayMs)) : answer;
    }
  }
  @Module({ controllers: [EchoHandler] })
  class EchoModule {}
  return EchoModule;
}

async function startReplica(replica: string): Promise<INestMicroservice> {
  const server = new RpcServer({
    name: `kernel-rpc-test-${run}`,
    brokers: kafkaBrokers,
    logger,
    metrics: new Metrics(`kernel-rpc-test-${replica}`),
  });
  const app = await NestFactory.createMicroservice(echoService(replica), { strategy: server, logger: false });
  app.useGlobalInterceptors(new RpcEnvelopeInterceptor(logger));
  await app.listen();
  return app;
}

describe('request/reply over Kafka (RpcServer, RpcTransport)', () => {
  const replicas: INestMicroservice[] = [];
  const callers: RpcTransport[] = [];

  beforeAll(async () => {
    await provisionTopics(kafka, [...requestTopics([pattern]), { topic: replyTopic }]);
    replicas.push(await startReplica('a'), await startReplica('b'));
    for (let index = 0; index < 2; index += 1) {
      const caller = new RpcTransport({
        name: `kernel-rpc-test-caller-${index}`,
        brokers: kafkaBrokers,
        logger,
        replyTopic,
      });
      await caller.connect();
      callers.push(caller);
    }
    // Both replicas hold partitions of the request topic before the test counts who answered.
    const admin = kafka.admin();
    await admin.connect();
    await waitFor('both replicas to share the request partitions', async () => {
      const { groups } = await admin.describeGroups([`kernel-rpc-test-${run}-server`]);
      return groups[0]?.state === 'Stable' && groups[0].members.length === 2 ? true : undefined;
    });
    await admin.disconnect();
  });

  afterAll(async () => {
    await Promise.all(callers.map((caller) => caller.close()));
    await Promise.all(replicas.map((replica) => replica.close()));
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [requestsTopic, replyTopic] }).catch(() => undefined);
    await admin.disconnect();
  });

  it('answers each of 400 concurrent requests from two callers once, to its own caller, across two replicas', async () => {
    const requests = Array.from({ length: 400 }, (_, index) => ({ caller: index % 2, id: `${run}-${index}` }));
    const replies = await Promise.all(
      requests.map(({ caller, id }) =>
        callers[caller].request(pattern, JSON.stringify({ id }), { timeoutMs: 10_000, key: null }),
      ),
    );
    replies.forEach((reply, index) =>
      expect(reply).toEqual({ data: expect.objectContaining({ id: requests[index].id }) as unknown }),
    );
    const mine = handled.filter(({ id }) => id.startsWith(run));
    expect(new Set(mine.map(({ id }) => id)).size).toBe(400);
    expect(mine).toHaveLength(400);
    // Both replicas took a share (null keys spread requests over the partitions).
    expect(new Set(mine.map(({ replica }) => replica))).toEqual(new Set(['a', 'b']));
  });

  it('drops a request whose deadline has passed without handling it, and the caller times out', async () => {
    const id = `${run}-expired`;
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic: requestsTopic,
      messages: [
        {
          value: JSON.stringify({ id }),
          headers: {
            [RpcHeaders.pattern]: pattern,
            [RpcHeaders.replyTo]: replyTopic,
            [RpcHeaders.client]: callers[0].clientId,
            [RpcHeaders.requestId]: randomUUID(),
            [RpcHeaders.deadline]: String(Date.now() - 1),
          },
        },
      ],
    });
    await producer.disconnect();
    // A later request on every partition proves the replicas went past the expired one.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        callers[0].request(pattern, JSON.stringify({ id: `${run}-after-${index}` }), { timeoutMs: 10_000 }),
      ),
    );
    expect(handled.some((entry) => entry.id === id)).toBe(false);
    await expect(
      callers[1].request(pattern, JSON.stringify({ id: `${run}-slow`, delayMs: 1500 }), { timeoutMs: 200 }),
    ).rejects.toThrow(/no reply/);
  });
});

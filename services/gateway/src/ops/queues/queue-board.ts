import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { isOperator } from './operator-auth.js';

/** The payments queues operators watch (names as services/payments declares them). */
export const PAYMENTS_QUEUE_NAMES = ['invoice-finalization', 'transfer-report', 'transfer-run'] as const;
export const QUEUE_BOARD_PATH = '/ops/queues';

export interface QueueBoardSettings {
  redisUrl: string;
  prefix: string;
  opsToken: string;
}

/**
 * bull-board at /ops/queues: jobs of both payments queues, retry and clean, for operators only. A
 * browser sends the operator token as the Basic-auth password (user "ops"); scripts as a bearer token.
 */
export async function mountQueueBoard(app: NestFastifyApplication, settings: QueueBoardSettings): Promise<void> {
  const connection = new Redis(settings.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const queues = PAYMENTS_QUEUE_NAMES.map((name) => new Queue(name, { connection, prefix: settings.prefix }));
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(QUEUE_BOARD_PATH) || isOperator(request.headers.authorization, settings.opsToken)) {
      done();
      return;
    }
    void reply
      .status(401)
      .header('www-authenticate', 'Basic realm="callsheet operators"')
      .header('content-type', 'application/json; charset=utf-8')
      .send({ code: 'unauthorized', message: 'The queue board needs the operator token.', args: [] });
  });
  fastify.addHook('onClose', async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    connection.disconnect();
  });
  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}

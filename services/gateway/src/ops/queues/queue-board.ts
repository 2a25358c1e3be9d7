import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { DomainError } from '@callsheet/kernel';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';
import { httpStatusOf } from '../../http/error-status.js';
import { authorizeOperator } from '../access/operator-auth.js';

/** bull-board's own pages; the operators' console reads the JSON routes at /ops/queues (queues.controller.ts). */
export const QUEUE_BOARD_PATH = '/ops/board';

export interface QueueBoardSettings {
  queues: readonly Queue[];
  opsToken: string;
  /** Verifies a member's access token (AccessTokenVerifier.verify). */
  verify: (accessToken: string) => Promise<{ userId: string; operator: boolean }>;
}

/**
 * bull-board at /ops/board: jobs of the payments queues, retry and clean, for operators only, as every
 * /ops route (operator-auth.ts). A browser sends the operators' token as the Basic-auth password (user
 * "ops"); scripts and platform operators a bearer token.
 */
export async function mountQueueBoard(app: NestFastifyApplication, settings: QueueBoardSettings): Promise<void> {
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: settings.queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url !== QUEUE_BOARD_PATH && !request.url.startsWith(`${QUEUE_BOARD_PATH}/`)) {
      return;
    }
    try {
      await authorizeOperator(request.headers.authorization, settings.opsToken, settings.verify);
    } catch (error) {
      const refusal =
        error instanceof DomainError
          ? error.toEnvelope()
          : { code: 'upstreamUnavailable', message: 'Operators cannot be checked right now.', args: [] };
      const status = httpStatusOf(refusal.code);
      if (status === 401) {
        void reply.header('www-authenticate', 'Basic realm="callsheet operators"');
      }
      return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(refusal);
    }
  });
  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}

import { CORRELATION_HEADER, type Logger } from '@callsheet/kernel';
import type { RawBodyRequest } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GatewayEnv } from '../gateway.env.js';
import {
  acceptsIdempotencyKey,
  decideRepeat,
  fingerprintOf,
  idempotencyKeyOf,
  idempotencyScope,
  isKeptAnswer,
  isMultipart,
  REPLAYED_HEADER,
  storageKey,
  type Completed,
  type VerifiedSubject,
} from './idempotency.js';
import { IdempotencyStore, type Claim } from './idempotency.store.js';

type IdempotencyEnv = Pick<GatewayEnv, 'REDIS_URL' | 'IDEMPOTENCY_TTL_SECONDS'>;

/**
 * Applies Idempotency-Key (idempotency.ts) with two Fastify hooks on every route (call it before
 * app.init). `preHandler`, once the body is read and before Nest's guard and handler: validates the
 * key, claims it in Redis, or answers the kept answer again, or refuses (409, 422, 503) through
 * HttpErrorFilter like every error. `onSend`, with the answer's bytes in hand: keeps a final answer for
 * IDEMPOTENCY_TTL_SECONDS or frees the key for a retry. Requests without the header never touch Redis.
 */
export function registerIdempotency(
  app: NestFastifyApplication,
  env: IdempotencyEnv,
  verifiedSubject: VerifiedSubject,
  logger: Logger,
): void {
  const store = new IdempotencyStore(env.REDIS_URL, env.IDEMPOTENCY_TTL_SECONDS);
  const claims = new WeakMap<FastifyRequest, Claim>();
  const fastify = app.getHttpAdapter().getInstance();

  fastify.addHook('preHandler', async (request: RawBodyRequest<FastifyRequest>, reply) => {
    const routeUrl = request.routeOptions.url ?? '';
    if (!acceptsIdempotencyKey(request.method, routeUrl) || isMultipart(request.headers['content-type'])) {
      return;
    }
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    if (key === undefined) {
      return;
    }
    const scope = await idempotencyScope(
      { routeUrl, authorization: request.headers.authorization, address: request.ip },
      verifiedSubject,
    );
    if (scope === undefined) {
      return;
    }
    const fingerprint = fingerprintOf(request.method, request.url, request.rawBody);
    const redisKey = storageKey(scope, request.method, routeUrl, key);
    const outcome = await store.claim(redisKey, { state: 'inProgress', fingerprint, owner: randomUUID() });
    if ('claimed' in outcome) {
      claims.set(request, outcome.claimed);
      return;
    }
    const repeat = decideRepeat(outcome.existing, fingerprint);
    if (repeat.kind === 'replay') {
      return replay(reply, repeat.answer, request.id);
    }
    if (repeat.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(repeat.retryAfterSeconds));
    }
    throw repeat.error;
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (claim === undefined) {
      return payload;
    }
    claims.delete(request);
    const answer = keptAnswer(claim, reply, payload);
    try {
      await store.finish(claim, answer);
    } catch (error) {
      // The answer still goes out; the claim expires after IN_PROGRESS_SECONDS and the key is free again.
      logger.warn({ err: error, status: reply.statusCode }, 'idempotency: answer not kept');
    }
    return payload;
  });

  fastify.addHook('onClose', async () => {
    await store.close();
  });
}

/** The answer to keep for the repeats, or undefined: not final, or streamed (a file) and so not in hand. */
function keptAnswer(claim: Claim, reply: FastifyReply, payload: unknown): Completed | undefined {
  const body = bytesOf(payload);
  if (body === undefined || !isKeptAnswer(reply.statusCode)) {
    return undefined;
  }
  const contentType = reply.getHeader('content-type');
  const location = reply.getHeader('location');
  return {
    state: 'completed',
    fingerprint: claim.fingerprint,
    status: reply.statusCode,
    ...(typeof contentType === 'string' ? { contentType } : {}),
    ...(typeof location === 'string' ? { location } : {}),
    body: body.toString('base64'),
  };
}

function bytesOf(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) {
    return Buffer.alloc(0);
  }
  if (typeof payload === 'string') {
    return Buffer.from(payload);
  }
  if (Buffer.isBuffer(payload)) {
    return payload;
  }
  return undefined; // a stream
}

/** The kept answer again: same status, type and bytes, marked as a replay. */
function replay(reply: FastifyReply, answer: Completed, requestId: string): FastifyReply {
  if (answer.contentType !== undefined) {
    void reply.header('content-type', answer.contentType);
  }
  if (answer.location !== undefined) {
    void reply.header('location', answer.location);
  }
  return reply
    .code(answer.status)
    .header(REPLAYED_HEADER, 'true')
    .header(CORRELATION_HEADER, requestId)
    .send(Buffer.from(answer.body, 'base64'));
}

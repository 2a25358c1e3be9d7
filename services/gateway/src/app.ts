import { PatternsByService } from '@callsheet/contracts';
import {
  createKafka,
  createLogger,
  Metrics,
  NestPinoLogger,
  provisionTopics,
  requestTopics,
  sanitizeCorrelationId,
  startTracing,
  CORRELATION_HEADER,
  type Logger,
  type Tracing,
} from '@callsheet/kernel';
import fastifyMultipart from '@fastify/multipart';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { accessOfRoute } from './access/access.decorator.js';
import { assertEveryApiRouteGuarded, type RegisteredRoute } from './access/api-access.guard.js';
import { documentRouteAccess } from './access/route-access.openapi.js';
import type { GatewayEnv } from './gateway.env.js';
import { GatewayModule } from './gateway.module.js';
import { CorrelationInterceptor } from './http/correlation.interceptor.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { hostileInputProblem } from './http/hostile-input.js';
import { applySecurityHeaders } from './http/security-headers.js';
import { traceHttpRequests } from './http/request-tracing.js';
import { requestValidationPipe } from './http/validation.pipe.js';
import { OPS_QUEUES, type OpsQueues } from './ops/queues/queue-catalog.js';
import { mountQueueBoard } from './ops/queues/queue-board.js';
import { AccessTokenVerifier } from './auth/access-token.verifier.js';
import { registerRateLimit } from './rate-limit/rate-limit.plugin.js';
import { documentRateLimit } from './rate-limit/rate-limit.openapi.js';
import { registerIdempotency } from './idempotency/idempotency.plugin.js';
import { documentIdempotency } from './idempotency/idempotency.openapi.js';

export interface Gateway {
  app: INestApplication;
  logger: Logger;
  url: string;
  /** Tracing, when configured: shut down after the app to export the last spans. */
  tracing: Tracing | undefined;
}

/** Builds and starts the gateway: Fastify, error envelope, correlation ids, metrics, OpenAPI at /docs. */
export async function startGateway(env: GatewayEnv): Promise<Gateway> {
  // Before anything runs: when tracing is configured, every request handled is traced.
  const tracing = await startTracing({ service: 'gateway' });
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const metrics = new Metrics('gateway');
  // Every request topic exists before the first request, even when its service has not started yet.
  await provisionTopics(
    createKafka('gateway-provisioner', env.KAFKA_BROKERS, logger),
    requestTopics(Object.values(PatternsByService).flat()),
  );

  const adapter = new FastifyAdapter({
    requestIdHeader: false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) =>
      sanitizeCorrelationId(request.headers[CORRELATION_HEADER]) ?? randomUUID(),
    bodyLimit: 1_048_576,
    // Fastify answers its own 414 (not our error envelope, not in OpenAPI) past 100 characters in a path
    // parameter; no route matches by regular expression, so let an overlong id reach the route and be
    // refused there like any other malformed id (400/404). Node caps the request line anyway (16 KiB).
    maxParamLength: 16_384,
    // Behind a TLS-terminating proxy: request.ip and request.protocol come from X-Forwarded-* (throttles
    // count per client address; HSTS is sent only over https).
    trustProxy: (_address: string, hop: number) => hop < env.GATEWAY_TRUST_PROXY,
  });
  const fastify = adapter.getInstance();
  // Tracing on: a SERVER span per request, around every hook and the handler (http/request-tracing.ts).
  traceHttpRequests(fastify);
  // Hostile input (deep nesting, NUL characters, repeated query parameters) is refused before any
  // handler runs; the error reaches HttpErrorFilter like every other.
  fastify.addHook('preValidation', (request, _reply, done) => {
    done(hostileInputProblem(request));
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply);
    done(null, payload);
  });
  // Every route as Fastify registers it, with the rule its @Access put in the route's config.
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access: accessOfRoute(route) });
    }
  });
  // Errors Fastify raises before routing (unparsable JSON, wrong content type) reach Nest's error
  // handler too, and so HttpErrorFilter: they answer 4xx malformedRequest like everything else.
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(env, logger, metrics), adapter, {
    logger: new NestPinoLogger(logger),
    // Stripe signs the exact bytes it sends: /webhooks/stripe verifies request.rawBody.
    rawBody: true,
  });
  // Before the routes are added (app.init), so that each one gets the limit's hook.
  const verifier = app.get(AccessTokenVerifier);
  await registerRateLimit(app, env, (token) => verifier.verifiedSubject(token));
  // Idempotency-Key on POST and PATCH: claimed once the body is read, before the guard and the handler.
  registerIdempotency(app, env, (token) => verifier.verifiedSubject(token), logger);
  // Photo uploads: one file per request; the size limit is applied per route (PHOTO_MAX_BYTES).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0 } });
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.useGlobalInterceptors(new CorrelationInterceptor());
  app.useGlobalPipes(requestValidationPipe());
  app.enableShutdownHooks();
  await mountQueueBoard(app, {
    queues: app.get<OpsQueues>(OPS_QUEUES).queues,
    opsToken: env.OPS_TOKEN,
    verify: (accessToken) => verifier.verify(accessToken),
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Callsheet API')
      .setDescription(
        'The casting and production marketplace API. Errors are `{code, message, args}` with a stable code; lists use `limit`, `starting_after`, `ending_before` and answer `{data, has_more}`.',
      )
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'access')
      .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'ops')
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs-json' });
  await app.init();
  documentRouteAccess(document, assertEveryApiRouteGuarded(routes));
  documentRateLimit(document);
  documentIdempotency(document);

  await app.listen(env.GATEWAY_PORT, env.GATEWAY_HOST);
  const url = `http://${env.GATEWAY_HOST}:${env.GATEWAY_PORT}`;
  logger.info({ url, tracing: tracing !== undefined }, 'gateway ready');
  return { app, logger, url, tracing };
}

import { create } from '@bufbuild/protobuf';
import { ConnectMode, GetPublicConfigRequestSchema, IdentityPatterns, PublicConfigSchema } from '@callsheet/contracts';
import {
  createLogger,
  DomainError,
  loadConfig,
  Metrics,
  RpcClient,
  RpcTransport,
  runService,
  type RunningService,
} from '@callsheet/kernel';
import { freePort, kafkaBrokers, testDatabaseUrl } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { identityEnvSchema } from '../src/identity.env.js';
import { identityService } from '../src/identity.service.js';
import { createIdentityRedis } from '../src/redis/identity-redis.js';

// The identity service in-process, against its real test database and the real Kafka broker,
// called over Kafka request/reply exactly as the gateway calls it.
describe('identity service: identity.config.get over Kafka', () => {
  let service: RunningService;
  let healthPort: number;
  let transport: RpcTransport;
  let rpc: RpcClient;
  let redis: ReturnType<typeof createIdentityRedis> | undefined;
  const logger = createLogger('identity-int-test', 'silent');
  const getPublicConfig = {
    pattern: IdentityPatterns.getPublicConfig,
    request: GetPublicConfigRequestSchema,
    response: PublicConfigSchema,
  };

  beforeAll(async () => {
    healthPort = await freePort();
    const env = loadConfig(identityEnvSchema, {
      DATABASE_URL: testDatabaseUrl('callsheet_identity'),
      KAFKA_BROKERS: kafkaBrokers.join(','),
      HEALTH_PORT: String(healthPort),
      LOG_LEVEL: 'silent',
      STRIPE_CONNECT_MODE: 'express',
    });
    redis = createIdentityRedis(env.REDIS_URL);
    // As main.ts runs it: every pattern identity's handlers subscribe to exists (the broker never auto-creates topics).
    service = await runService(identityService(env, redis));
    // The gateway's transport, with a reply topic of its own.
    transport = new RpcTransport({
      name: 'identity-int-test',
      brokers: kafkaBrokers,
      logger,
      replyTopic: `identity-int-test.${randomUUID().slice(0, 8)}.replies`,
    });
    await transport.connect();
    rpc = new RpcClient(transport, { timeoutMs: 10_000 }, new Metrics('identity-int-test'));
  });

  afterAll(async () => {
    await transport?.close();
    await service?.stop();
    redis?.disconnect();
  });

  it('answers with the feature configuration of the shipped file', async () => {
    const config = await rpc.send(getPublicConfig, create(GetPublicConfigRequestSchema));
    expect(config.version).toBe('1');
    expect(config.defaultLocale).toBe('en-CA');
    expect(config.connectMode).toBe(ConnectMode.EXPRESS);
    expect(config.features.find((feature) => feature.key === 'production')).toMatchObject({
      enabled: true,
      access: ['representative', 'production'],
    });
    expect(config.features.find((feature) => feature.key === 'customers')?.enabled).toBe(false);
  });

  it('answers a request that does not fit the contract with validationFailed', async () => {
    const envelope = await transport.request(IdentityPatterns.getPublicConfig, JSON.stringify({ notAField: 1 }), {
      timeoutMs: 10_000,
    });
    expect(envelope).toEqual({
      error: expect.objectContaining({
        code: 'validationFailed',
        args: ['callsheet.identity.v1.GetPublicConfigRequest'],
      }) as unknown,
    });
  });

  it('reports ready on /health/ready with the database and Kafka up', async () => {
    const response = await fetch(`http://127.0.0.1:${healthPort}/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'up' }, kafka: { status: 'up' } },
    });
  });

  it('turns an error envelope into a DomainError on the caller side', async () => {
    await expect(
      rpc.send({ ...getPublicConfig, request: PublicConfigSchema }, create(PublicConfigSchema, { version: 'x' })),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

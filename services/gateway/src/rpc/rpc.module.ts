import { RpcClient, RpcTransport, type Logger, type Metrics } from '@callsheet/kernel';
import { Global, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { GatewayEnv } from '../gateway.env.js';

/** Every gateway replica reads its replies from this topic (each keeps those addressed to it). */
export const GATEWAY_REPLY_TOPIC = 'gateway.replies';

/** The gateway's request/reply client over Kafka (the kernel's RpcTransport), connected before it serves. */
@Global()
@Module({})
export class RpcModule implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly transport: RpcTransport) {}

  static register(env: GatewayEnv, logger: Logger, metrics: Metrics): DynamicModule {
    const transport = new RpcTransport({
      name: 'gateway',
      brokers: env.KAFKA_BROKERS,
      logger,
      replyTopic: GATEWAY_REPLY_TOPIC,
    });
    const client = new RpcClient(
      transport,
      { timeoutMs: env.KAFKA_REQUEST_TIMEOUT_MS, maxInFlight: env.GATEWAY_MAX_IN_FLIGHT },
      metrics,
    );
    return {
      module: RpcModule,
      providers: [
        { provide: RpcTransport, useValue: transport },
        { provide: RpcClient, useValue: client },
      ],
      exports: [RpcClient, RpcTransport],
    };
  }

  async onModuleInit(): Promise<void> {
    await this.transport.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}

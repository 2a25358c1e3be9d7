import { PatternsByService } from '@callsheet/contracts';
import {
  anchorFreshGroup,
  createKafka,
  kafkaClientConfig,
  orderedProducerConfig,
  replyTopic,
  RpcClient,
  type Logger,
  type Metrics,
} from '@callsheet/kernel';
import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import type { GatewayEnv } from '../gateway.env.js';
import { KAFKA_CLIENT } from './rpc.tokens.js';

const allPatterns = Object.values(PatternsByService).flat();
const RPC_ANCHOR = Symbol('RpcAnchor');

/**
 * The gateway's Kafka request/reply client. It listens on the reply topic of every pattern, so it
 * subscribes to all of them before connecting (a @nestjs/microservices requirement).
 */
@Global()
@Module({})
export class RpcModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(KAFKA_CLIENT) private readonly client: ClientKafka,
    @Inject(RPC_ANCHOR) private readonly anchor: () => Promise<void>,
  ) {}

  static register(env: GatewayEnv, logger: Logger, metrics: Metrics): DynamicModule {
    const client = new ClientKafka({
      client: kafkaClientConfig('gateway', env.KAFKA_BROKERS, logger),
      consumer: { groupId: 'gateway', allowAutoTopicCreation: false },
      producer: orderedProducerConfig,
      producerOnlyMode: false,
    });
    return {
      module: RpcModule,
      providers: [
        { provide: KAFKA_CLIENT, useValue: client },
        {
          provide: RPC_ANCHOR,
          // Nest's client appends '-client' to the group id it is given.
          useValue: () =>
            anchorFreshGroup(
              createKafka('gateway-admin', env.KAFKA_BROKERS, logger),
              'gateway-client',
              allPatterns.map(replyTopic),
            ),
        },
        { provide: RpcClient, useValue: new RpcClient(client, env.KAFKA_REQUEST_TIMEOUT_MS, metrics) },
      ],
      exports: [RpcClient, KAFKA_CLIENT],
    };
  }

  async onModuleInit(): Promise<void> {
    for (const pattern of allPatterns) {
      this.client.subscribeToResponseOf(pattern);
    }
    await this.anchor();
    await this.client.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

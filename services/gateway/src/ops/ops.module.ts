import { Module, type DynamicModule } from '@nestjs/common';
import { OPS_TOKEN } from './ops-token.guard.js';
import { TopicCatalog } from './topics/topic-catalog.js';
import { TopicsController } from './topics/topics.controller.js';

/** Endpoints for platform operators watching topics (and, with payments, queues). */
@Module({})
export class OpsModule {
  static register(opsToken: string): DynamicModule {
    return {
      module: OpsModule,
      controllers: [TopicsController],
      providers: [TopicCatalog, { provide: OPS_TOKEN, useValue: opsToken }],
      // /metrics on the gateway answers to the same operator token.
      exports: [OPS_TOKEN],
    };
  }
}

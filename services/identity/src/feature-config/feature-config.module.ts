import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { FeatureConfig } from './feature-config.js';
import { FeatureConfigMessages } from './feature-config.messages.js';
import { FEATURE_CONFIG } from './feature-config.tokens.js';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler.js';

const queryHandlers = [GetPublicConfigHandler];

@Module({})
export class FeatureConfigModule {
  static register(config: FeatureConfig): DynamicModule {
    return {
      module: FeatureConfigModule,
      imports: [CqrsModule],
      controllers: [FeatureConfigMessages],
      providers: [{ provide: FEATURE_CONFIG, useValue: config }, ...queryHandlers],
    };
  }
}

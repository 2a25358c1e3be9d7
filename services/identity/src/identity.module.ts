import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { FeatureConfig } from './feature-config/feature-config.js';
import { FeatureConfigModule } from './feature-config/feature-config.module.js';

/** Users, credentials, accounts, memberships and the feature configuration (ARCHITECTURE §1). */
@Module({})
export class IdentityModule {
  static register(featureConfig: FeatureConfig): DynamicModule {
    return { module: IdentityModule, imports: [CqrsModule.forRoot(), FeatureConfigModule.register(featureConfig)] };
  }
}

import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { PUBLIC_MAIL_LIMITS } from '../user/public-mail-counter.js';
import type { PublicMailLimits } from '../user/public-mail-limits.js';
import { IDENTITY_REDIS } from './identity-redis.js';

/** The Redis connection (opened by main.ts) and the configured public mail limits, for every module. */
@Global()
@Module({})
export class IdentityRedisModule {
  static register(redis: Redis, publicMailLimits: PublicMailLimits): DynamicModule {
    return {
      module: IdentityRedisModule,
      providers: [
        { provide: IDENTITY_REDIS, useValue: redis },
        { provide: PUBLIC_MAIL_LIMITS, useValue: publicMailLimits },
      ],
      exports: [IDENTITY_REDIS, PUBLIC_MAIL_LIMITS],
    };
  }
}

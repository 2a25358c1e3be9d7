import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import { AccountModule } from './account/account.module.js';
import { BillingModule } from './billing/billing.module.js';
import { InvoiceModule } from './invoice/invoice.module.js';
import type { PaymentsEnv } from './payments.env.js';
import { PAYMENTS_ENV, REDIS } from './payments.tokens.js';
import { paymentsBullModule } from './queue/payments-queues.js';
import { ReportModule } from './report/report.module.js';
import { STRIPE } from './stripe/stripe.client.js';
import { TrustModule } from './trust/trust.module.js';
import { WebhookModule } from './webhook/webhook.module.js';

export interface PaymentsRuntime {
  env: PaymentsEnv;
  stripe: Stripe;
  redis: Redis;
  storage: FileStorage;
}

/** What main.ts made from the environment, for every module: Stripe, Redis, file storage, the env. */
@Global()
@Module({})
class PaymentsRuntimeModule {
  static of(runtime: PaymentsRuntime): DynamicModule {
    const providers = [
      { provide: PAYMENTS_ENV, useValue: runtime.env },
      { provide: STRIPE, useValue: runtime.stripe },
      { provide: REDIS, useValue: runtime.redis },
      { provide: FILE_STORAGE, useValue: runtime.storage },
    ];
    return { module: PaymentsRuntimeModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}

/**
 * Stripe Connect accounts, payer billing, invoices, transfers and trust accounts, webhooks and BullMQ
 * workers (docs/architecture.md §1).
 */
@Module({})
export class PaymentsModule {
  static forRoot(runtime: PaymentsRuntime): DynamicModule {
    return {
      module: PaymentsModule,
      imports: [
        CqrsModule.forRoot(),
        PaymentsRuntimeModule.of(runtime),
        paymentsBullModule(runtime.redis, runtime.env.BULLMQ_PREFIX),
        AccountModule,
        BillingModule,
        InvoiceModule,
        TrustModule,
        ReportModule,
        WebhookModule,
      ],
    };
  }
}

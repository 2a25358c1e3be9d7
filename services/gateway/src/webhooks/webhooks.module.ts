import { type DynamicModule, Module } from '@nestjs/common';
import type { GatewayEnv } from '../gateway.env.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { STRIPE_WEBHOOK_SETTINGS, StripeWebhookInbox } from './stripe-webhook.inbox.js';

/** Webhook ingress: Stripe's events, verified and handed to the payments service. */
@Module({})
export class WebhooksModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: WebhooksModule,
      controllers: [StripeWebhookController],
      providers: [
        StripeWebhookInbox,
        {
          provide: STRIPE_WEBHOOK_SETTINGS,
          useValue: { secrets: env.STRIPE_WEBHOOK_SECRET, toleranceSeconds: env.STRIPE_WEBHOOK_TOLERANCE_SECONDS },
        },
      ],
    };
  }
}

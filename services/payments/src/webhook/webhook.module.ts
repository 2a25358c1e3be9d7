import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StripeEventRepository } from './stripe-event.repository.js';
import { StripeWebhookHandler } from './reactions/stripe-webhook.handler.js';

/** Stripe's webhook events, verified by the gateway, turned into commands and domain events. */
@Module({ imports: [CqrsModule], providers: [StripeWebhookHandler, StripeEventRepository] })
export class WebhookModule {}

import type { DescMessage } from '@bufbuild/protobuf';
import type { EventHandler } from '@callsheet/kernel';
import { Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { StripeEventRepository } from './stripe-event.repository.js';
import { StripeWebhookHandler } from './stripe-webhook.handler.js';

/** The event handlers of this module, started by main.ts (each consumed once in effect, with a DLQ). */
export const WEBHOOK_EVENT_HANDLERS: Type<EventHandler<DescMessage>>[] = [StripeWebhookHandler];

/** Stripe's webhook events, verified by the gateway, turned into commands and domain events. */
@Module({ imports: [CqrsModule], providers: [StripeWebhookHandler, StripeEventRepository] })
export class WebhookModule {}

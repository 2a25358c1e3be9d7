import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { StripeWebhookInbox } from './stripe-webhook.inbox.js';

/**
 * POST /webhooks/stripe: Stripe's calls. The signature is checked on the raw body (re-serialised JSON
 * would not match); a verified event is handed to Kafka and answered 200 at once, and the payments
 * service does the work. A bad signature answers 400; a Kafka failure 503, so Stripe retries.
 */
@ApiExcludeController()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly inbox: StripeWebhookInbox) {}

  @Post('stripe')
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; id: string }> {
    const event = this.inbox.verify(request.rawBody, signature);
    await this.inbox.publish(event);
    return { received: true, id: event.id };
  }
}

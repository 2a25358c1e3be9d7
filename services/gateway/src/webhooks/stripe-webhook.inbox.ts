import { create, toBinary } from '@bufbuild/protobuf';
import { StripeTopics, StripeWebhookReceivedSchema } from '@callsheet/contracts';
import {
  EventHeaders,
  eventTopics,
  injectTraceContext,
  KAFKA,
  KernelErrorCode,
  KernelException,
  LOGGER,
  type Logger,
  METRICS,
  type Metrics,
  orderedProducerConfig,
  PROTOBUF_CONTENT_TYPE,
  provisionTopics,
  uuid7,
} from '@callsheet/kernel';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Kafka, Producer } from 'kafkajs';
import Stripe from 'stripe';
import { signatureTimeRefusal, signedTimestamp } from './stripe-signature-time.js';

export const STRIPE_WEBHOOK_SETTINGS = Symbol('STRIPE_WEBHOOK_SETTINGS');

export interface StripeWebhookSettings {
  /** The endpoint's signing secret; during a rotation, the new one and the old one. */
  secrets: readonly string[];
  toleranceSeconds: number;
}

/** The part of a Stripe event the inbox needs; the rest travels as the raw JSON. */
type VerifiedEvent = Pick<Stripe.Event, 'id' | 'type' | 'created' | 'account'> & {
  data: { object: { id?: string } };
  raw: string;
};

/**
 * Verifies Stripe's webhook calls and hands each event to the payments service over Kafka. Refusals for
 * the signature are counted by reason (callsheet_stripe_webhook_signature_failures_total: an alert
 * watches it, a rotated secret gone wrong shows there first).
 */
@Injectable()
export class StripeWebhookInbox implements OnModuleInit, OnApplicationShutdown {
  private readonly producer: Producer;
  // Signature checks only: no API calls, so no real key is needed.
  private readonly stripe = new Stripe('sk_test_signature_checks_only');

  constructor(
    @Inject(KAFKA) private readonly kafka: Kafka,
    @Inject(STRIPE_WEBHOOK_SETTINGS) private readonly settings: StripeWebhookSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(METRICS) private readonly metrics: Metrics,
  ) {
    this.producer = kafka.producer(orderedProducerConfig);
  }

  async onModuleInit(): Promise<void> {
    await provisionTopics(this.kafka, eventTopics(StripeTopics.webhookEvents));
    await this.producer.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.producer.disconnect();
  }

  /**
   * The event if the signature holds for this body under one of the secrets and its time is within the
   * tolerance of now, in either direction (the SDK only refuses old ones); 400 validationFailed
   * [stripe-signature] otherwise. Stripe signs with both secrets while an old one is kept after a roll
   * (several v1= in the header): any of them may match.
   */
  verify(rawBody: Buffer | undefined, signature: string | undefined, nowMs = Date.now()): VerifiedEvent {
    if (!rawBody || rawBody.length === 0) {
      throw KernelException.validation('body', 'A Stripe event is expected in the body.');
    }
    if (!signature) {
      this.metrics.webhookSignatureFailures.inc({ reason: 'missing' });
      throw new KernelException(KernelErrorCode.ValidationFailed, 'The Stripe-Signature header is missing.', [
        'stripe-signature',
      ]);
    }
    let event: Stripe.Event | undefined;
    let failure: unknown;
    for (const secret of this.settings.secrets) {
      try {
        event = this.stripe.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          this.settings.toleranceSeconds,
          undefined,
          nowMs,
        );
        break;
      } catch (error) {
        failure = error;
      }
    }
    if (!event) {
      this.metrics.webhookSignatureFailures.inc({ reason: 'mismatch' });
      this.logger.warn(
        { reason: failure instanceof Error ? failure.message : String(failure) },
        'stripe webhook refused',
      );
      throw new KernelException(
        KernelErrorCode.ValidationFailed,
        'The Stripe signature does not match this body, or it is too old.',
        ['stripe-signature'],
      );
    }
    const refusal = signatureTimeRefusal(
      signedTimestamp(signature),
      Math.floor(nowMs / 1000),
      this.settings.toleranceSeconds,
    );
    if (refusal) {
      this.metrics.webhookSignatureFailures.inc({ reason: refusal });
      this.logger.warn({ reason: refusal, eventId: event.id }, 'stripe webhook refused: signature time');
      throw new KernelException(
        KernelErrorCode.ValidationFailed,
        refusal === 'inTheFuture'
          ? `The Stripe signature's timestamp is more than ${this.settings.toleranceSeconds} s in the future.`
          : 'The Stripe signature does not match this body, or it is too old.',
        ['stripe-signature'],
      );
    }
    const object = (event.data as { object: { id?: string } }).object;
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      account: event.account,
      data: { object },
      raw: rawBody.toString('utf8'),
    };
  }

  /** Durable before Stripe hears 200: acks from every in-sync replica, keyed by the object for order. */
  async publish(event: VerifiedEvent): Promise<void> {
    const objectId = event.data.object.id ?? event.id;
    const message = create(StripeWebhookReceivedSchema, {
      eventId: event.id,
      type: event.type,
      objectId,
      created: BigInt(event.created),
      account: event.account ?? undefined,
      payload: event.raw,
      receivedAt: new Date().toISOString(),
    });
    try {
      await this.producer.send({
        topic: StripeTopics.webhookEvents,
        acks: -1,
        messages: [
          {
            key: objectId,
            value: Buffer.from(toBinary(StripeWebhookReceivedSchema, message)),
            // Tracing on: the request's trace goes on to payments' consumer of this event.
            headers: injectTraceContext({
              [EventHeaders.eventId]: uuid7(),
              [EventHeaders.eventType]: StripeWebhookReceivedSchema.typeName,
              [EventHeaders.occurredAt]: new Date(event.created * 1000).toISOString(),
              [EventHeaders.contentType]: PROTOBUF_CONTENT_TYPE,
            }),
          },
        ],
      });
    } catch (error) {
      this.logger.error({ err: error, eventId: event.id }, 'stripe webhook not handed over');
      throw new KernelException(KernelErrorCode.UpstreamUnavailable, 'The event could not be queued; retry.', [
        StripeTopics.webhookEvents,
      ]);
    }
  }
}

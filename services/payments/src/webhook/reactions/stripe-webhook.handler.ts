import { StripeTopics, StripeWebhookReceivedSchema } from '@callsheet/contracts';
import {
  type ConsumedEvent,
  EventConsumer,
  type EventHandler,
  LOGGER,
  type Logger,
  type SqlClient,
  UnprocessableEventError,
} from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ApplyStripePaymentMethodEventCommand } from '../../billing/commands/apply-stripe-payment-method-event/apply-stripe-payment-method-event.command.js';
import { ApplyStripePayoutEventCommand } from '../../account/commands/apply-stripe-payout-event/apply-stripe-payout-event.command.js';
import { SyncConnectedAccountCommand } from '../../account/commands/sync-connected-account/sync-connected-account.command.js';
import { prismaTx, type Tx } from '../../database/payments.database.js';
import { ApplyStripeInvoiceEventCommand } from '../../invoice/commands/apply-stripe-invoice-event/apply-stripe-invoice-event.command.js';
import { ApplyStripeTransferEventCommand } from '../../invoice/commands/apply-stripe-transfer-event/apply-stripe-transfer-event.command.js';
import { disputeOpenedEvents } from '../domain/dispute-events.js';
import { type HandledStripeEvent, isHandledStripeEvent } from '../stripe-event.dispatch.js';
import { StripeEventRepository } from '../stripe-event.repository.js';

/**
 * stripe.webhook.events (verified by the gateway): each Stripe event id is handled once. The event is
 * looked up first and recorded last, in the consumer's transaction: if handling fails, nothing is
 * recorded and the redelivery handles it again (the commands are idempotent, see stripe-event.dispatch.ts).
 */
@EventConsumer()
export class StripeWebhookHandler implements EventHandler<typeof StripeWebhookReceivedSchema> {
  readonly name = 'payments.stripe-webhook';
  readonly topic = StripeTopics.webhookEvents;
  readonly schema = StripeWebhookReceivedSchema;

  constructor(
    private readonly commandBus: CommandBus,
    private readonly stripeEvents: StripeEventRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ payload }: ConsumedEvent<typeof StripeWebhookReceivedSchema>, sql: SqlClient): Promise<void> {
    const tx = prismaTx(sql);
    if (await this.stripeEvents.seen(tx, payload.eventId)) {
      this.logger.debug({ stripeEventId: payload.eventId }, 'stripe event already handled');
      return;
    }
    const event = parseEvent(payload.payload);
    const created = Number(payload.created);
    if (isHandled(event)) {
      await this.dispatch(event, created, tx, payload.eventId);
    }
    await this.stripeEvents.record(tx, {
      id: payload.eventId,
      type: payload.type,
      objectId: payload.objectId,
      created,
    });
  }

  private async dispatch(event: HandledEvent, created: number, tx: Tx, eventId: string): Promise<void> {
    switch (event.type) {
      case 'account.updated':
        await this.commandBus.execute(new SyncConnectedAccountCommand(event.data.object, created));
        return;
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required':
      case 'invoice.voided':
      case 'invoice.marked_uncollectible':
        // A Stripe invoice that does not match ours answers `mismatch` (logged, counted, nothing changed)
        // and the event is recorded like any other, so it is not retried forever.
        await this.commandBus.execute(
          new ApplyStripeInvoiceEventCommand(event.type, event.data.object, created, eventId),
        );
        return;
      case 'transfer.created':
      case 'transfer.reversed':
        await this.commandBus.execute(new ApplyStripeTransferEventCommand(event.type, event.data.object, created));
        return;
      case 'payout.paid':
      case 'payout.failed':
        await this.commandBus.execute(new ApplyStripePayoutEventCommand(event.type, event.data.object, created));
        return;
      case 'charge.dispute.created':
        await this.stripeEvents.writeDisputeEvents(tx, disputeOpenedEvents(event.data.object));
        return;
      case 'setup_intent.succeeded':
        await this.commandBus.execute(
          new ApplyStripePaymentMethodEventCommand({ type: event.type, intent: event.data.object }, eventId),
        );
        return;
      case 'payment_method.attached':
      case 'payment_method.updated':
        await this.commandBus.execute(
          new ApplyStripePaymentMethodEventCommand({ type: event.type, method: event.data.object }, eventId),
        );
        return;
      case 'payment_method.detached': {
        const previous = event.data.previous_attributes as { customer?: string | null } | undefined;
        await this.commandBus.execute(
          new ApplyStripePaymentMethodEventCommand(
            { type: event.type, method: event.data.object, previousCustomer: previous?.customer ?? undefined },
            eventId,
          ),
        );
        return;
      }
    }
  }
}

type HandledEvent = Extract<Stripe.Event, { type: HandledStripeEvent }>;

function isHandled(event: Stripe.Event): event is HandledEvent {
  return isHandledStripeEvent(event.type);
}

function parseEvent(raw: string): Stripe.Event {
  try {
    return JSON.parse(raw) as Stripe.Event;
  } catch {
    throw new UnprocessableEventError('the Stripe event is not JSON');
  }
}

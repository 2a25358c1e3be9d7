import { DisputeCreatedSchema, PaymentsTopics } from '@callsheet/contracts';
import { appendToOutbox, outgoingEvent } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../database/payments.database.js';
import type { DisputeEvent } from './domain/dispute-events.js';

export interface SeenStripeEvent {
  id: string;
  type: string;
  objectId: string;
  created: number;
}

/** Stripe events already handled (table stripe_event), read and written in the consumer's transaction. */
@Injectable()
export class StripeEventRepository {
  async seen(tx: Tx, id: string): Promise<boolean> {
    return (await tx.stripeEvent.count({ where: { id } })) > 0;
  }

  async record(tx: Tx, event: SeenStripeEvent): Promise<void> {
    await tx.stripeEvent.createMany({ data: [event], skipDuplicates: true });
  }

  /** Dispute events (domain/dispute-events.ts) on payments.dispute.events, keyed by the dispute. */
  async writeDisputeEvents(tx: Tx, events: readonly DisputeEvent[]): Promise<void> {
    await appendToOutbox(
      tx,
      events.map(({ type: _created, ...dispute }) =>
        outgoingEvent(PaymentsTopics.disputeEvents, dispute.disputeId, DisputeCreatedSchema, {
          ...dispute,
          amount: BigInt(dispute.amount),
        }),
      ),
    );
  }
}

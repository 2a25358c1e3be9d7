import { DisputeCreatedSchema, PaymentsTopics } from '@callsheet/contracts';
import { appendToOutbox, outgoingEvent } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Tx } from '../database/payments.database.js';

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

  /** A dispute opened at Stripe: published on payments.dispute.events with the event's record. */
  async disputeCreated(tx: Tx, dispute: Stripe.Dispute): Promise<void> {
    const due = dispute.evidence_details?.due_by;
    await appendToOutbox(tx, [
      outgoingEvent(PaymentsTopics.disputeEvents, dispute.id, DisputeCreatedSchema, {
        disputeId: dispute.id,
        chargeId: typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id,
        amount: BigInt(dispute.amount),
        currency: dispute.currency,
        reason: dispute.reason,
        status: dispute.status,
        evidenceDueBy: due ? new Date(due * 1000).toISOString().slice(0, 10) : undefined,
      }),
    ]);
  }
}

import { Injectable } from '@nestjs/common';
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
}

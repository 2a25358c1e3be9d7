import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { TransferStatus } from '../../../transfer/transfer.repository.js';

export type StripeTransferEventType = 'transfer.created' | 'transfer.reversed';

export interface ApplyStripeTransferEventResult {
  outcome: 'applied' | 'unchanged' | 'unknown';
  transferId?: string;
  status?: TransferStatus;
}

/**
 * A Stripe transfer webhook for one of our transfers (found by its Stripe id or metadata.transfer_id),
 * dispatched by the webhook module once per Stripe event id: transfer.created confirms it
 * (TransferCreated), transfer.reversed marks it reversed (TransferReversed, final: a late
 * transfer.created changes nothing).
 */
export class ApplyStripeTransferEventCommand extends Command<ApplyStripeTransferEventResult> {
  constructor(
    readonly type: StripeTransferEventType,
    readonly transfer: Stripe.Transfer,
    readonly eventCreated: number,
  ) {
    super();
  }
}

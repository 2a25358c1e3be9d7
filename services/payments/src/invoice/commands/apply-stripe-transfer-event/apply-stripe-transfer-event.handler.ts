import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { type StoredTransfer, TransferRepository } from '../../../transfer/transfer.repository.js';
import { stripeTransferStep } from '../../../transfer/domain/transfer-events.js';
import {
  ApplyStripeTransferEventCommand,
  type ApplyStripeTransferEventResult,
} from './apply-stripe-transfer-event.command.js';

@CommandHandler(ApplyStripeTransferEventCommand)
export class ApplyStripeTransferEventHandler implements ICommandHandler<
  ApplyStripeTransferEventCommand,
  ApplyStripeTransferEventResult
> {
  constructor(
    private readonly transfers: TransferRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    type,
    transfer: stripeTransfer,
  }: ApplyStripeTransferEventCommand): Promise<ApplyStripeTransferEventResult> {
    const transfer = await this.ours(stripeTransfer);
    if (!transfer) {
      this.logger.info({ stripeTransferId: stripeTransfer.id, type }, 'Stripe transfer event for a transfer not ours');
      return { outcome: 'unknown' };
    }
    const step = stripeTransferStep(type, stripeTransfer.amount_reversed, transfer.destination);
    const changed = await this.transfers.applyStep(transfer, step, stripeTransfer.id);
    return changed
      ? { outcome: 'applied', transferId: changed.id, status: changed.status }
      : { outcome: 'unchanged', transferId: transfer.id, status: transfer.status };
  }

  /** Ours by metadata.transfer_id (set on every transfer we create), else by Stripe id. */
  private async ours(stripeTransfer: Stripe.Transfer): Promise<StoredTransfer | undefined> {
    const id = stripeTransfer.metadata?.transfer_id;
    const byMetadata = id ? await this.transfers.findById(id) : undefined;
    return byMetadata ?? this.transfers.findByStripeId(stripeTransfer.id);
  }
}

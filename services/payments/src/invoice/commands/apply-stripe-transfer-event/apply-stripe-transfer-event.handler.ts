import { create } from '@bufbuild/protobuf';
import { PaymentsTopics, TransferCreatedSchema, TransferReversedSchema } from '@callsheet/contracts';
import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { type StoredTransfer, TransferRepository } from '../../../transfer/transfer.repository.js';
import { transferMessage } from '../../../transfer/transfer.views.js';
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
    const changed =
      type === 'transfer.created'
        ? await this.transfers.applyStatus(transfer, ['pending', 'created'], 'created', stripeTransfer.id, (row) =>
            transferEvent(row, TransferCreatedSchema, {}),
          )
        : await this.transfers.applyStatus(
            transfer,
            ['pending', 'created', 'paid', 'failed'],
            'reversed',
            stripeTransfer.id,
            (row) => transferEvent(row, TransferReversedSchema, { amountReversed: stripeTransfer.amount_reversed }),
          );
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

function transferEvent(
  transfer: StoredTransfer,
  schema: typeof TransferCreatedSchema | typeof TransferReversedSchema,
  fields: { amountReversed?: number },
) {
  return {
    topic: PaymentsTopics.transferEvents,
    aggregateId: transfer.id,
    schema,
    payload: create(schema, { transfer: transferMessage(transfer), ...fields }),
  };
}

import { create } from '@bufbuild/protobuf';
import { PaymentsTopics, TransferCreatedSchema, TransferReversedSchema } from '@callsheet/contracts';
import type { OutgoingEvent } from '@callsheet/kernel';
import type { TransferEvent } from './domain/transfer-events.js';
import type { StoredTransfer } from './transfer.repository.js';
import { transferMessage } from './transfer.views.js';

/** A transfer event as published on payments.transfer.events, keyed by the transfer. */
export function transferEvent(transfer: StoredTransfer, event: TransferEvent): OutgoingEvent {
  const aggregate = { topic: PaymentsTopics.transferEvents, aggregateId: transfer.id };
  switch (event.type) {
    case 'created':
      return {
        ...aggregate,
        schema: TransferCreatedSchema,
        payload: create(TransferCreatedSchema, { transfer: transferMessage(transfer) }),
      };
    case 'reversed':
      return {
        ...aggregate,
        schema: TransferReversedSchema,
        payload: create(TransferReversedSchema, {
          transfer: transferMessage(transfer),
          amountReversed: event.amountReversed,
        }),
      };
  }
}

import { PaymentsTopics, TransferCreatedSchema, TransferReversedSchema } from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { TransferEvent } from './domain/transfer-events.js';
import type { StoredTransfer } from './transfer.repository.js';
import { transferMessage } from './transfer.views.js';

/** A transfer event as published on payments.transfer.events, keyed by the transfer. */
export function transferEvent(transfer: StoredTransfer, event: TransferEvent): OutgoingEvent {
  const topic = PaymentsTopics.transferEvents;
  switch (event.type) {
    case 'created':
      return outgoingEvent(topic, transfer.id, TransferCreatedSchema, { transfer: transferMessage(transfer) });
    case 'reversed':
      return outgoingEvent(topic, transfer.id, TransferReversedSchema, {
        transfer: transferMessage(transfer),
        amountReversed: event.amountReversed,
      });
  }
}

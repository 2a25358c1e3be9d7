import {
  PaymentsTopics,
  TransferCreatedSchema,
  TransferReversedSchema,
  TransfersCreatedSchema,
  type TrustSetAside,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { InvoiceTransfersEvent, TransferEvent } from './domain/transfer-events.js';
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

/** A paid invoice's transfers announced together on payments.transfer.events, keyed by the invoice. */
export function invoiceTransfersEvent(
  invoiceId: string,
  transfers: readonly StoredTransfer[],
  trustSetAside: TrustSetAside | undefined,
  event: InvoiceTransfersEvent,
): OutgoingEvent {
  switch (event.type) {
    case 'transfersCreated':
      return outgoingEvent(PaymentsTopics.transferEvents, invoiceId, TransfersCreatedSchema, {
        invoiceId,
        payerAccountId: transfers[0].payerAccountId,
        transferGroup: transfers[0].transferGroup,
        transfers: transfers.map(transferMessage),
        trustSetAside,
      });
  }
}

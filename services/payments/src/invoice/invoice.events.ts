import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import {
  InvoiceCreatedSchema,
  InvoiceCreditNoteIssuedSchema,
  InvoiceDeletedSchema,
  InvoiceFinalizedSchema,
  InvoiceMarkedUncollectibleSchema,
  InvoicePaidSchema,
  InvoicePaymentActionRequiredSchema,
  InvoicePaymentFailedSchema,
  type InvoiceSnapshot,
  InvoiceSnapshotSchema,
  InvoiceSentSchema,
  InvoiceTransfersHeldSchema,
  InvoiceUpdatedSchema,
  InvoiceVoidedSchema,
  PaymentsTopics,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { InvoiceEvent } from './domain/invoice-events.js';
import type { StoredInvoice } from './invoice.repository.js';

/** An invoice event as published on payments.invoice.events, keyed by the invoice, with its snapshot. */
export function invoiceEvent(invoice: StoredInvoice, event: InvoiceEvent): OutgoingEvent {
  switch (event.type) {
    case 'created':
      return outgoing(invoice, InvoiceCreatedSchema, { finalizeAt: event.finalizeAt });
    case 'deleted':
      return outgoing(invoice, InvoiceDeletedSchema, {});
    case 'finalized':
      return outgoing(invoice, InvoiceFinalizedSchema, {});
    case 'paid':
      return outgoing(invoice, InvoicePaidSchema, { paidOutOfBand: event.paidOutOfBand });
    case 'voided':
      return outgoing(invoice, InvoiceVoidedSchema, {});
    case 'markedUncollectible':
      return outgoing(invoice, InvoiceMarkedUncollectibleSchema, {});
    case 'sent':
      return outgoing(invoice, InvoiceSentSchema, {});
    case 'creditNoteIssued':
      return outgoing(invoice, InvoiceCreditNoteIssuedSchema, {
        creditNoteId: event.creditNoteId,
        amount: event.amount,
      });
    case 'paymentFailed':
      return outgoing(invoice, InvoicePaymentFailedSchema, { declineCode: event.declineCode });
    case 'paymentActionRequired':
      return outgoing(invoice, InvoicePaymentActionRequiredSchema, { hostedInvoiceUrl: event.hostedInvoiceUrl });
    case 'updated':
      return outgoing(invoice, InvoiceUpdatedSchema, { finalizeAt: event.finalizeAt });
    case 'transfersHeld':
      return outgoing(invoice, InvoiceTransfersHeldSchema, { code: event.code, message: event.message });
  }
}

function outgoing<Desc extends DescMessage>(
  invoice: StoredInvoice,
  schema: Desc,
  fields: Omit<MessageInitShape<Desc>, 'invoice'>,
): OutgoingEvent {
  // Every invoice event carries the snapshot in its `invoice` field; the rest is the event's own.
  const init = { ...fields, invoice: snapshotOf(invoice) } as unknown as MessageInitShape<Desc>;
  return outgoingEvent(PaymentsTopics.invoiceEvents, invoice.id, schema, init);
}

export function snapshotOf(invoice: StoredInvoice): InvoiceSnapshot {
  return create(InvoiceSnapshotSchema, {
    invoiceId: invoice.id,
    accountId: invoice.accountId,
    applicationId: invoice.applicationId,
    stripeInvoiceId: invoice.stripeInvoiceId,
    number: invoice.number,
    status: invoice.status,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    currency: invoice.currency,
    transferGroup: invoice.transferGroup,
  });
}

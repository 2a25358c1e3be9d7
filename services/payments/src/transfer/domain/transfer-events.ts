/** A transfer's status: pending until Stripe has it, then created, and paid, failed or reversed. */
export type TransferStatus = 'pending' | 'created' | 'reversed' | 'paid' | 'failed';

/** The events of a transfer, named here; the repository writes each with the state it describes. */
export type TransferEvent = { type: 'created' } | { type: 'reversed'; amountReversed: number };

/** The events of a paid invoice's transfers together, keyed by the invoice. */
export type InvoiceTransfersEvent = { type: 'transfersCreated' };

/**
 * Once a paid invoice has transfers and none is pending any more (all are at Stripe), TransfersCreated
 * announces them together; before that, nothing. The repository writes it once per invoice.
 */
export function invoiceTransfersEvents(transfers: readonly { status: TransferStatus }[]): InvoiceTransfersEvent[] {
  const atStripe = transfers.length > 0 && transfers.every((transfer) => transfer.status !== 'pending');
  return atStripe ? [{ type: 'transfersCreated' }] : [];
}

/** A step applied from Stripe: the statuses it may start from, the status after it, its events. */
export interface TransferStep {
  from: readonly TransferStatus[];
  to: TransferStatus;
  events: TransferEvent[];
}

/**
 * Stripe's transfer.created confirms a pending (or already confirmed) transfer; transfer.reversed may
 * come at any time after that, even once paid or failed. A step from any other status changes nothing.
 */
export function stripeTransferStep(
  type: 'transfer.created' | 'transfer.reversed',
  amountReversed: number,
): TransferStep {
  return type === 'transfer.created'
    ? { from: ['pending', 'created'], to: 'created', events: [{ type: 'created' }] }
    : {
        from: ['pending', 'created', 'paid', 'failed'],
        to: 'reversed',
        events: [{ type: 'reversed', amountReversed }],
      };
}

/**
 * A transfer's status: pending until Stripe has it, then created, and paid, failed or reversed. A
 * minor's trust line waits as awaitingTrustAccount while the guardian has marked no trust bank account:
 * its money stays on the platform until then (invoice-payouts.ts).
 */
export type TransferStatus = 'pending' | 'awaitingTrustAccount' | 'created' | 'reversed' | 'paid' | 'failed';

/** The statuses of a line that is not at Stripe yet. */
export const UNSENT_TRANSFER_STATUSES: readonly TransferStatus[] = ['pending', 'awaitingTrustAccount'];

export function isUnsent(status: TransferStatus): boolean {
  return UNSENT_TRANSFER_STATUSES.includes(status);
}

/** The events of a transfer, named here; the repository writes each with the state it describes. */
export type TransferEvent = { type: 'created' } | { type: 'reversed'; amountReversed: number };

/** The events of a paid invoice's transfers together, keyed by the invoice. */
export type InvoiceTransfersEvent = { type: 'transfersCreated' };

/**
 * Once a paid invoice has transfers and none is unsent any more (all are at Stripe, the trust line
 * included), TransfersCreated announces them together; before that, nothing. The repository writes it
 * once per invoice.
 */
export function invoiceTransfersEvents(transfers: readonly { status: TransferStatus }[]): InvoiceTransfersEvent[] {
  const atStripe = transfers.length > 0 && transfers.every((transfer) => !isUnsent(transfer.status));
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
 * A trust line is created only once its payout to the trust bank account is made too (the transfer
 * alone leaves the money on the guardian's connected account), so transfer.created confirms it only then.
 */
export function stripeTransferStep(
  type: 'transfer.created' | 'transfer.reversed',
  amountReversed: number,
  destination: 'talent' | 'representative' | 'trust' = 'talent',
): TransferStep {
  return type === 'transfer.created'
    ? {
        from: destination === 'trust' ? ['created'] : ['pending', 'created'],
        to: 'created',
        events: [{ type: 'created' }],
      }
    : {
        from: ['pending', 'created', 'paid', 'failed'],
        to: 'reversed',
        events: [{ type: 'reversed', amountReversed }],
      };
}

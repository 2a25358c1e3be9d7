/*
 * Disputes are Stripe's records, not ours: payments keeps none and announces each one Stripe opens
 * (charge.dispute.created) on payments.dispute.events, so that operators and other services hear of it.
 */

/** The few fields of Stripe's Dispute object the announcement reads, in Stripe's names. */
export interface StripeDisputeSnapshot {
  id: string;
  /** The disputed charge: its id, or the expanded charge. */
  charge: string | { id: string };
  amount: number;
  currency: string;
  reason: string;
  status: string;
  /** Unix seconds by which evidence must be submitted. */
  evidence_details?: { due_by?: number | null } | null;
}

/** The events of a dispute, named here; the repository writes them through the outbox. */
export type DisputeEvent = {
  type: 'created';
  disputeId: string;
  chargeId: string;
  amount: number;
  currency: string;
  reason: string;
  status: string;
  /** YYYY-MM-DD (UTC): evidence must be submitted before the end of that day. */
  evidenceDueBy?: string;
};

/** A dispute Stripe opened: DisputeCreated, with the evidence deadline as a calendar day. */
export function disputeOpenedEvents(dispute: StripeDisputeSnapshot): DisputeEvent[] {
  const due = dispute.evidence_details?.due_by;
  return [
    {
      type: 'created',
      disputeId: dispute.id,
      chargeId: typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id,
      amount: dispute.amount,
      currency: dispute.currency,
      reason: dispute.reason,
      status: dispute.status,
      evidenceDueBy: due ? new Date(due * 1000).toISOString().slice(0, 10) : undefined,
    },
  ];
}

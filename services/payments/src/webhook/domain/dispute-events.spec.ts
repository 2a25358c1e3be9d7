import { disputeOpenedEvents, type StripeDisputeSnapshot } from './dispute-events.js';

const dispute: StripeDisputeSnapshot = {
  id: 'dp_1',
  charge: 'ch_1',
  amount: 1_250,
  currency: 'usd',
  reason: 'fraudulent',
  status: 'needs_response',
  evidence_details: { due_by: 1_767_225_599 },
};

describe('disputeOpenedEvents', () => {
  it('announces the dispute with its charge and the evidence deadline as a UTC calendar day', () => {
    expect(disputeOpenedEvents(dispute)).toEqual([
      {
        type: 'created',
        disputeId: 'dp_1',
        chargeId: 'ch_1',
        amount: 1_250,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
        evidenceDueBy: '2025-12-31',
      },
    ]);
  });

  it('reads the charge id of an expanded charge', () => {
    expect(disputeOpenedEvents({ ...dispute, charge: { id: 'ch_2' } })[0].chargeId).toBe('ch_2');
  });

  it('leaves the deadline out when Stripe gives none', () => {
    expect(disputeOpenedEvents({ ...dispute, evidence_details: null })[0].evidenceDueBy).toBeUndefined();
    expect(disputeOpenedEvents({ ...dispute, evidence_details: { due_by: null } })[0].evidenceDueBy).toBeUndefined();
  });
});

import { invoiceTransfersEvents, stripeTransferStep } from './transfer-events.js';

describe('stripeTransferStep', () => {
  it('confirms a pending or created transfer once Stripe has created it', () => {
    expect(stripeTransferStep('transfer.created', 0)).toEqual({
      from: ['pending', 'created'],
      to: 'created',
      events: [{ type: 'created' }],
    });
  });

  it('confirms a trust line only once its payout is recorded (the transfer alone is half of it)', () => {
    expect(stripeTransferStep('transfer.created', 0, 'trust').from).toEqual(['created']);
  });

  it('reverses from any status but reversed, with the amount reversed', () => {
    const step = stripeTransferStep('transfer.reversed', 1_250);
    expect(step.from).not.toContain('reversed');
    expect(step).toMatchObject({ to: 'reversed', events: [{ type: 'reversed', amountReversed: 1_250 }] });
  });
});

describe('invoiceTransfersEvents', () => {
  it('announces the transfers once none is pending', () => {
    expect(invoiceTransfersEvents([{ status: 'created' }, { status: 'paid' }, { status: 'reversed' }])).toEqual([
      { type: 'transfersCreated' },
    ]);
  });

  it('waits while a transfer is still pending, and has nothing to announce without transfers', () => {
    expect(invoiceTransfersEvents([{ status: 'created' }, { status: 'pending' }])).toEqual([]);
    expect(invoiceTransfersEvents([{ status: 'created' }, { status: 'awaitingTrustAccount' }])).toEqual([]);
    expect(invoiceTransfersEvents([])).toEqual([]);
  });
});

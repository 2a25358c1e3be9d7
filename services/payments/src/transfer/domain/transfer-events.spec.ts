import { stripeTransferStep } from './transfer-events.js';

describe('stripeTransferStep', () => {
  it('confirms a pending or created transfer once Stripe has created it', () => {
    expect(stripeTransferStep('transfer.created', 0)).toEqual({
      from: ['pending', 'created'],
      to: 'created',
      events: [{ type: 'created' }],
    });
  });

  it('reverses from any status but reversed, with the amount reversed', () => {
    const step = stripeTransferStep('transfer.reversed', 1_250);
    expect(step.from).not.toContain('reversed');
    expect(step).toMatchObject({ to: 'reversed', events: [{ type: 'reversed', amountReversed: 1_250 }] });
  });
});

import { type PayoutStatus, payoutOutcomeStep } from './payout-events.js';

const paid = payoutOutcomeStep({ status: 'paid', arrivalDate: 1_800_000_000 });
const failed = payoutOutcomeStep({
  status: 'failed',
  failureCode: 'account_closed',
  failureMessage: 'The bank account has been closed.',
});

/** The status after applying the steps in order, as the repository's conditional update does. */
function after(steps: (typeof paid)[]): PayoutStatus {
  return steps.reduce<PayoutStatus>((status, step) => (step.from.includes(status) ? step.to : status), 'pending');
}

describe('payoutOutcomeStep', () => {
  it('moves a pending payout to paid with PayoutPaid and its arrival date', () => {
    expect(paid).toEqual({ from: ['pending'], to: 'paid', events: [{ type: 'paid', arrivalDate: 1_800_000_000 }] });
  });

  it('fails a pending or paid payout (the bank may return it) with PayoutFailed', () => {
    expect(failed).toEqual({
      from: ['pending', 'paid'],
      to: 'failed',
      failureMessage: 'The bank account has been closed.',
      events: [{ type: 'failed', failureCode: 'account_closed', failureMessage: 'The bank account has been closed.' }],
    });
  });

  it('keeps Stripe’s code as the failure when it sends no message', () => {
    const step = payoutOutcomeStep({ status: 'failed', failureCode: 'no_account' });
    expect(step.failureMessage).toBe('no_account');
    expect(step.events).toEqual([{ type: 'failed', failureCode: 'no_account', failureMessage: '' }]);
  });

  it('never starts a step from its own end, so a repeated event changes nothing', () => {
    expect(paid.from).not.toContain(paid.to);
    expect(failed.from).not.toContain(failed.to);
  });

  it('ends in the same state whatever the order the events arrive in', () => {
    expect(after([paid, failed])).toBe('failed');
    expect(after([failed, paid])).toBe('failed');
    expect(after([paid, paid])).toBe('paid');
  });
});

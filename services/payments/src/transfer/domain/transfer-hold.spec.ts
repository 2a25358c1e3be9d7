import { transferHold } from './transfer-hold.js';

describe('transferHold', () => {
  it('tells the guardian to mark the trust bank account for a trust line waiting for one', () => {
    expect(transferHold({ status: 'awaitingTrustAccount', amount: 15_000, trustState: 'CA' })).toEqual({
      code: 'awaitingTrustAccount',
      message:
        'The minor’s trust set-aside (150.00, CA law) waits for the guardian to mark the minor’s trust bank account (Account settings, External Account); it is paid out as soon as the account is marked.',
      args: ['150.00', 'CA'],
    });
  });

  it.each([
    ['balanceInsufficient', 'balanceInsufficient', /funds are not available/],
    ['connectedAccountNotFound', 'connectedAccountNotFound', /payments account is not open yet/],
    ['stripeUnavailable', 'stripeUnavailable', /could not be reached/],
    ['stripeRequestInvalid', 'stripeUnavailable', /retried automatically/],
  ])('says a pending line held by %s is retried', (holdCode, code, message) => {
    expect(transferHold({ status: 'pending', holdCode, amount: 100 })).toMatchObject({ code, message });
  });

  it('says nothing of a line never tried, or at Stripe', () => {
    expect(transferHold({ status: 'pending', amount: 100 })).toBeUndefined();
    expect(transferHold({ status: 'created', holdCode: 'stripeUnavailable', amount: 100 })).toBeUndefined();
  });
});

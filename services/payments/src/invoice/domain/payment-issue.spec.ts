import { PaymentsErrorCode } from '../../payments.errors.js';
import { declinedPayment, paymentActionRequired } from './payment-issue.js';

const AT = new Date('2026-11-27T10:00:00Z');

describe('declinedPayment', () => {
  it('names the decline and says to use another payment method', () => {
    expect(declinedPayment('insufficient_funds', AT)).toEqual({
      kind: 'failed',
      code: PaymentsErrorCode.PaymentFailed,
      message:
        'The payment was declined (insufficient funds). Add or choose another payment method in Billing, then pay the invoice again.',
      args: ['insufficient_funds'],
      at: '2026-11-27T10:00:00.000Z',
    });
  });

  it('still says what to do without a decline code', () => {
    expect(declinedPayment(undefined, AT)).toMatchObject({
      args: [],
      message: expect.stringMatching(/^The payment was declined\. Add/) as unknown,
    });
  });
});

describe('paymentActionRequired', () => {
  it('points the payer at the hosted invoice page', () => {
    expect(paymentActionRequired('https://invoice.stripe.com/i/acct_1/test', AT)).toEqual({
      kind: 'actionRequired',
      code: PaymentsErrorCode.PaymentActionRequired,
      message:
        'The bank asks the payer to confirm this payment: open https://invoice.stripe.com/i/acct_1/test and complete it.',
      args: ['https://invoice.stripe.com/i/acct_1/test'],
      at: '2026-11-27T10:00:00.000Z',
    });
  });
});

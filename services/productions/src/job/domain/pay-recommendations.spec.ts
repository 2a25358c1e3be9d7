import { aPaymentInput } from '../../../test/builders/job.builders.js';
import { validatePayment, type PaymentInput } from './job-payment.rules.js';
import { PAY_RECOMMENDATIONS, payRecommendations } from './pay-recommendations.js';

const recommendationsFor = (payment: PaymentInput | undefined) =>
  payRecommendations({ payment: validatePayment(payment) }).map((recommendation) => recommendation.key);

describe('payRecommendations', () => {
  it('gives the messages of spec section 5', () => {
    expect(payRecommendations({})).toEqual([
      {
        key: 'paymentDetailsRecommended',
        message:
          'Payment details are recommended (omitting pay or duration may fall short of salary transparency laws)',
      },
      { key: 'expectedDurationRecommended', message: 'An expected duration is recommended' },
    ]);
    expect(Object.keys(PAY_RECOMMENDATIONS)).toEqual(['paymentDetailsRecommended', 'expectedDurationRecommended']);
  });

  it('recommends nothing when pay and duration are given', () => {
    expect(recommendationsFor(aPaymentInput())).toEqual([]);
    expect(recommendationsFor(aPaymentInput({ range: undefined, amount: 90_000 }))).toEqual([]);
  });

  it('recommends payment details for a paying job without amount or range', () => {
    expect(recommendationsFor(aPaymentInput({ range: undefined }))).toEqual(['paymentDetailsRecommended']);
    expect(recommendationsFor(aPaymentInput({ range: undefined, noDetails: true }))).toEqual([
      'paymentDetailsRecommended',
    ]);
  });

  it('takes a commission-based role or an unpaid job as stating its pay', () => {
    expect(recommendationsFor(aPaymentInput({ range: undefined, rateType: 'commission' }))).toEqual([]);
    expect(recommendationsFor({ paying: false, workDuration: 'underADay' })).toEqual([]);
  });

  it('recommends an expected duration when none is given, unknown included', () => {
    expect(recommendationsFor(aPaymentInput({ workDuration: undefined }))).toEqual(['expectedDurationRecommended']);
    expect(recommendationsFor(aPaymentInput({ workDuration: undefined, durationUnknown: true }))).toEqual([
      'expectedDurationRecommended',
    ]);
  });
});

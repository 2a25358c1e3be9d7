import Stripe from 'stripe';
import { PaymentsException } from '../payments.errors.js';
import { fromStripeError, stripeErrorMessage } from './stripe-errors.js';

function invalidRequest(message: string, param?: string): Stripe.errors.StripeInvalidRequestError {
  return new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message, param });
}

describe('Stripe errors as ours', () => {
  it('keeps the parameter at fault and a message without the number Stripe quoted', () => {
    const error = fromStripeError(
      invalidRequest('Invalid account number 000123456789: must be 4 to 17 digits', 'external_account[account_number]'),
    );
    expect(error).toBeInstanceOf(PaymentsException);
    expect(error).toMatchObject({
      code: 'stripeRequestInvalid',
      args: ['external_account[account_number]'],
      message: 'Invalid account number [Redacted]: must be 4 to 17 digits',
    });
  });

  it.each([
    [
      'individual[id_number]',
      'The id_number 123-45-6789 failed verification',
      'The id_number [Redacted] failed verification',
    ],
    ['person[id_number]', 'id 12345678901 is too long', 'id [Redacted] is too long'],
    [
      'card[number]',
      'Your card number 4242 is incorrect (4000056655665556)',
      'Your card number 4242 is incorrect ([Redacted])',
    ],
    [
      'email',
      'Invalid ssn 123456789 and card 4000056655665556 in text',
      'Invalid ssn [Redacted] and card [Redacted] in text',
    ],
  ])('redacts the numbers of %s', (param, message, expected) => {
    expect(stripeErrorMessage(message, param)).toBe(expected);
  });

  it('leaves other messages as Stripe wrote them', () => {
    const message = 'Amount must be at least 50 cents; 12345 is the invoice 2026 total';
    expect(stripeErrorMessage(message, 'amount')).toBe(message);
    expect(stripeErrorMessage(message, undefined)).toBe(message);
    expect(fromStripeError(invalidRequest('No such person: person_123', 'id'))).toMatchObject({
      message: 'No such person: person_123',
      args: ['id'],
    });
  });

  it('redacts card errors too and passes other errors through', () => {
    const card = new Stripe.errors.StripeCardError({
      type: 'card_error',
      code: 'card_declined',
      message: 'Card 4000056655665556 was declined',
    });
    expect(fromStripeError(card)).toMatchObject({ code: 'paymentFailed', message: 'Card [Redacted] was declined' });
    const other = new Error('not Stripe');
    expect(fromStripeError(other)).toBe(other);
  });
});

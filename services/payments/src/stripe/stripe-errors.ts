import Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';

/**
 * A Stripe SDK error as one of our codes with a message that says what to fix. Card and request errors
 * are the caller's to fix (4xx); connection, API and rate-limit errors are Stripe's or ours (5xx/503).
 */
export function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return error;
  }
  const param = error.param ? [error.param] : [];
  switch (error.type) {
    case 'StripeCardError':
      return new PaymentsException(PaymentsErrorCode.PaymentFailed, error.message, [error.code ?? 'card_declined']);
    case 'StripeInvalidRequestError':
      if (error.code === 'resource_missing') {
        return new PaymentsException(PaymentsErrorCode.StripeObjectNotFound, error.message, param);
      }
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, error.message, param);
    case 'StripeIdempotencyError':
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, error.message, ['idempotencyKey']);
    case 'StripeRateLimitError':
    case 'StripeConnectionError':
    case 'StripeAPIError':
      return new PaymentsException(
        PaymentsErrorCode.StripeUnavailable,
        'The payment provider is unavailable; try again.',
      );
    default:
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, error.message, param);
  }
}

/** Runs a Stripe call and turns its errors into ours. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromStripeError(error);
  }
}

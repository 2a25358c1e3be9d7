import { redactSensitive, REDACTED, SENSITIVE_KEYS } from '@callsheet/kernel';
import Stripe from 'stripe';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';

/** A parameter Stripe names (individual[id_number], external_account[account_number], card[number]) holding a number we never keep. */
const SENSITIVE_PARAM = new RegExp(`((^|\\[)(${SENSITIVE_KEYS.join('|')})\\]?|card\\[number\\])$`);

/**
 * Stripe's message with no identity, bank account or card number in it: it travels to the client, to
 * our logs and to dead-letter headers. Stripe may quote the value it refused, so when the parameter at
 * fault is such a number, every run of 5 or more digits is taken for it (a last four stays).
 */
export function stripeErrorMessage(message: string, param: string | undefined): string {
  const redacted = redactSensitive(message);
  return param !== undefined && SENSITIVE_PARAM.test(param) ? redacted.replace(/\d{5,}/g, REDACTED) : redacted;
}

/**
 * A Stripe SDK error as one of our codes with a message that says what to fix (its numbers redacted,
 * stripeErrorMessage). Card and request errors are the caller's to fix (4xx); connection, API and
 * rate-limit errors are Stripe's or ours (5xx/503).
 */
export function fromStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return error;
  }
  const param = error.param ? [error.param] : [];
  const message = stripeErrorMessage(error.message, error.param);
  switch (error.type) {
    case 'StripeCardError':
      return new PaymentsException(PaymentsErrorCode.PaymentFailed, message, [error.code ?? 'card_declined']);
    case 'StripeInvalidRequestError':
      if (error.code === 'resource_missing') {
        return new PaymentsException(PaymentsErrorCode.StripeObjectNotFound, message, param);
      }
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, message, param);
    case 'StripeIdempotencyError':
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, message, ['idempotencyKey']);
    case 'StripeRateLimitError':
    case 'StripeConnectionError':
    case 'StripeAPIError':
      return new PaymentsException(
        PaymentsErrorCode.StripeUnavailable,
        'The payment provider is unavailable; try again.',
      );
    default:
      return new PaymentsException(PaymentsErrorCode.StripeRequestInvalid, message, param);
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

import type { JsonObject } from '@bufbuild/protobuf';
import type {
  AccountRequirements,
  BalanceAmount,
  ConnectedAccountBalance,
  ConnectedAccountView,
  InstantPayoutQuoteView,
  PayoutView,
  StripeObjectPage,
} from '@callsheet/contracts';
import { KernelException } from '@callsheet/kernel';
import type { FastifyRequest } from 'fastify';

/*
 * The REST forms of the connected-account answers. Stripe's objects stay in Stripe's names
 * (snake_case, as the console's forms and Stripe.js have them); amounts are numbers in minor units.
 */

/** A request body in Stripe's names: a JSON object, else a 400. */
export function stripeBody(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw KernelException.validation('body', 'The request body must be a JSON object.');
  }
  if ('accountId' in body || 'account_id' in body) {
    throw KernelException.validation('account_id', 'account_id is not part of the request body.');
  }
  return body as JsonObject;
}

/** The Idempotency-Key header, if any: the same key repeats the same Stripe writes once. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  const value = Array.isArray(key) ? key[0] : key;
  if (value !== undefined && (value.length > 200 || !/^[\w.:-]+$/.test(value))) {
    throw KernelException.validation('Idempotency-Key', 'Idempotency-Key must be up to 200 letters, digits, _ . : -');
  }
  return value ?? '';
}

function requirementsJson(requirements: AccountRequirements | undefined) {
  return {
    due: (requirements?.due ?? []).map(({ key, message, args, requirements: keys }) => ({
      key,
      message,
      args,
      requirements: keys,
    })),
    upcoming: (requirements?.upcoming ?? []).map(({ key, message, args, requirements: keys }) => ({
      key,
      message,
      args,
      requirements: keys,
    })),
    errors: (requirements?.errors ?? []).map(({ key, message, code, requirement, args }) => ({
      key,
      message,
      code,
      requirement,
      args,
    })),
    current_deadline: requirements?.currentDeadline ? Number(requirements.currentDeadline) : null,
  };
}

export function accountJson(view: ConnectedAccountView) {
  return {
    ...(view.details ?? {}),
    id: view.accountId,
    stripe_account_id: view.stripeAccountId,
    status: view.status,
    status_label_key: view.statusLabelKey,
    charges_enabled: view.chargesEnabled,
    payouts_enabled: view.payoutsEnabled,
    requirements: requirementsJson(view.requirements),
  };
}

const amounts = (list: BalanceAmount[]) => list.map(({ amount, currency }) => ({ amount: Number(amount), currency }));

export function balanceJson(balance: ConnectedAccountBalance) {
  return {
    available: amounts(balance.available),
    pending: amounts(balance.pending),
    instant_available: amounts(balance.instantAvailable),
  };
}

export function quoteJson(quote: InstantPayoutQuoteView) {
  return {
    amount: Number(quote.amount),
    fee: Number(quote.fee),
    net: Number(quote.net),
    currency: quote.currency,
    destination: quote.destination,
    available: Number(quote.available),
  };
}

export function payoutJson(payout: PayoutView) {
  return {
    id: payout.id,
    stripe_payout_id: payout.stripePayoutId,
    method: payout.method,
    status: payout.status,
    amount: Number(payout.amount),
    fee: Number(payout.fee),
    net: Number(payout.net),
    currency: payout.currency,
    destination: payout.destination,
    created_at: payout.createdAt,
  };
}

export function pageJson(page: StripeObjectPage) {
  return { data: page.data, has_more: page.hasMore };
}

/** {amount, currency} of a payout body: amount a whole number of minor units. */
export function payoutBody(body: unknown): { amount: bigint; currency: string } {
  const input = stripeBody(body ?? {});
  for (const key of Object.keys(input)) {
    if (key !== 'amount' && key !== 'currency') {
      throw KernelException.validation(key, `${key} is not part of the request body.`);
    }
  }
  const { amount, currency } = input;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
    throw KernelException.validation('amount', 'amount must be a whole number of minor units (cents), 1 or more.');
  }
  if (currency !== undefined && (typeof currency !== 'string' || !/^[a-zA-Z]{3}$/.test(currency))) {
    throw KernelException.validation('currency', 'currency must be a three-letter ISO code (usd).');
  }
  return { amount: BigInt(amount), currency: typeof currency === 'string' ? currency.toLowerCase() : '' };
}

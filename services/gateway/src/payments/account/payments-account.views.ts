import type { JsonObject } from '@bufbuild/protobuf';
import type {
  AccountLinkView,
  AccountRequirements,
  BalanceAmount,
  ConnectedAccountBalance,
  ConnectedAccountView,
  DashboardLinkView,
  IdentityFileView,
  InstantPayoutQuoteView,
  PayoutView,
  RequirementMessage,
  StripeObjectPage,
  StripeObjectView,
} from '@callsheet/contracts';
import { pageView } from '../../http/rest.views.js';

/*
 * The REST forms of the connected-account answers. Stripe's objects stay in Stripe's names
 * (snake_case, as the console's forms and Stripe.js have them); amounts are numbers in minor units.
 */

function requirementView({ key, message, args, requirements }: RequirementMessage) {
  return { key, message, args, requirements };
}

function requirementsView(requirements: AccountRequirements | undefined) {
  const disabled = requirements?.disabled;
  return {
    due: (requirements?.due ?? []).map(requirementView),
    upcoming: (requirements?.upcoming ?? []).map(requirementView),
    future: (requirements?.future ?? []).map(requirementView),
    future_deadline: requirements?.futureDeadline ? Number(requirements.futureDeadline) : null,
    disabled: disabled ? { key: disabled.key, message: disabled.message, args: disabled.args } : null,
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

export function connectedAccountView(view: ConnectedAccountView) {
  return {
    ...(view.details ?? {}),
    id: view.accountId,
    stripe_account_id: view.stripeAccountId,
    status: view.status,
    status_label_key: view.statusLabelKey,
    connect_type: view.connectType,
    charges_enabled: view.chargesEnabled,
    payouts_enabled: view.payoutsEnabled,
    requirements: requirementsView(view.requirements),
  };
}

const amounts = (list: BalanceAmount[]) => list.map(({ amount, currency }) => ({ amount: Number(amount), currency }));

export function balanceView(balance: ConnectedAccountBalance) {
  return {
    available: amounts(balance.available),
    pending: amounts(balance.pending),
    instant_available: amounts(balance.instantAvailable),
  };
}

export function payoutQuoteView(quote: InstantPayoutQuoteView) {
  return {
    amount: Number(quote.amount),
    fee: Number(quote.fee),
    net: Number(quote.net),
    currency: quote.currency,
    destination: quote.destination,
    available: Number(quote.available),
  };
}

export function payoutView(payout: PayoutView) {
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

/** A person or external account as Stripe has it (sensitive numbers masked by Stripe). */
export function stripeObjectView(view: StripeObjectView): JsonObject {
  return view.object ?? {};
}

export function stripeObjectPageView(page: StripeObjectPage) {
  return pageView(page, (object) => object);
}

/** An uploaded identity document: Stripe's file id, in Stripe's names. */
export function identityFileView(file: IdentityFileView) {
  return { id: file.id, purpose: file.purpose, type: file.type, size: Number(file.size), file_name: file.fileName };
}

/** A Stripe-hosted onboarding link: single use, expiring within minutes (unix seconds). */
export function accountLinkView(link: AccountLinkView) {
  return {
    type: link.type,
    url: link.url,
    created: Number(link.created),
    expires_at: Number(link.expiresAt),
    return_url: link.returnUrl,
    refresh_url: link.refreshUrl,
  };
}

/** A login link to the Express dashboard: single use. */
export function dashboardLinkView(link: DashboardLinkView) {
  return { url: link.url, created: Number(link.created) };
}

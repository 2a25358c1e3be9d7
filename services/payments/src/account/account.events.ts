import {
  ConnectedAccountCreatedSchema,
  ConnectedAccountUpdatedSchema,
  PaymentsTopics,
  PayoutFailedSchema,
  PayoutPaidSchema,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { StoredConnectedAccount, StoredPayout } from './account.repository.js';
import type { ConnectedAccountEvent } from './domain/account-events.js';
import type { PayoutEvent } from './domain/payout-events.js';
import type { KeptRequirements } from './domain/stripe-account.types.js';
import { requirementsMessage } from './stripe-account.views.js';

/** A connected account event as published on payments.account.events, keyed by the account. */
export function connectedAccountEvent(account: StoredConnectedAccount, event: ConnectedAccountEvent): OutgoingEvent {
  const topic = PaymentsTopics.accountEvents;
  const common = { accountId: account.accountId, stripeAccountId: account.stripeAccountId, status: account.status };
  switch (event.type) {
    case 'created':
      return outgoingEvent(topic, account.accountId, ConnectedAccountCreatedSchema, {
        ...common,
        type: account.type,
        country: account.country,
        businessType: account.businessType,
        accountType: account.accountType,
        minor: account.minor,
      });
    case 'updated':
      return outgoingEvent(topic, account.accountId, ConnectedAccountUpdatedSchema, {
        ...common,
        chargesEnabled: account.chargesEnabled,
        payoutsEnabled: account.payoutsEnabled,
        requirements: requirementsMessage(account.requirements as KeptRequirements),
        stripeUpdatedAt: BigInt(account.stripeUpdatedAt),
      });
  }
}

/** A payout event as published on payments.payout.events, keyed by the payout. */
export function payoutEvent(payout: StoredPayout, event: PayoutEvent): OutgoingEvent {
  const topic = PaymentsTopics.payoutEvents;
  const common = {
    payoutId: payout.id,
    accountId: payout.accountId,
    stripePayoutId: payout.stripePayoutId ?? '',
    method: payout.method,
    purpose: payout.purpose,
    amount: BigInt(payout.amount),
    fee: BigInt(payout.fee),
    currency: payout.currency,
    invoiceId: payout.invoiceId ?? '',
  };
  switch (event.type) {
    case 'paid':
      return outgoingEvent(topic, payout.id, PayoutPaidSchema, { ...common, arrivalDate: BigInt(event.arrivalDate) });
    case 'failed':
      return outgoingEvent(topic, payout.id, PayoutFailedSchema, {
        ...common,
        failureCode: event.failureCode,
        failureMessage: event.failureMessage,
      });
  }
}

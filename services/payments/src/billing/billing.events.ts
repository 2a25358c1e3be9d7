import {
  BillingDetailsChangedSchema,
  DefaultPaymentMethodChangedSchema,
  PaymentMethodAddedSchema,
  PaymentMethodRemovedSchema,
  PaymentsTopics,
} from '@callsheet/contracts';
import { type OutgoingEvent, outgoingEvent } from '@callsheet/kernel';
import type { Payer, StoredPaymentMethod } from './billing.repository.js';
import { paymentMethodMessage } from './billing.views.js';

/** A billing change, named by the repository's rules (the default follows domain/billing.rules.ts). */
export type BillingEvent =
  | { type: 'detailsChanged'; payer: Payer }
  | { type: 'paymentMethodAdded'; method: StoredPaymentMethod }
  | { type: 'paymentMethodRemoved'; paymentMethodId: string; defaultPaymentMethodId?: string }
  | { type: 'defaultChanged'; paymentMethodId: string };

/** A billing event as published on payments.billing.events, keyed by the account. */
export function billingEvent(accountId: string, event: BillingEvent): OutgoingEvent {
  const topic = PaymentsTopics.billingEvents;
  switch (event.type) {
    case 'detailsChanged':
      return outgoingEvent(topic, accountId, BillingDetailsChangedSchema, {
        accountId,
        customerId: event.payer.stripeCustomerId,
        email: event.payer.billingEmail,
        name: event.payer.displayName,
      });
    case 'paymentMethodAdded':
      return outgoingEvent(topic, accountId, PaymentMethodAddedSchema, {
        accountId,
        paymentMethod: paymentMethodMessage(event.method, undefined),
      });
    case 'paymentMethodRemoved':
      return outgoingEvent(topic, accountId, PaymentMethodRemovedSchema, {
        accountId,
        paymentMethodId: event.paymentMethodId,
        defaultPaymentMethod: event.defaultPaymentMethodId,
      });
    case 'defaultChanged':
      return outgoingEvent(topic, accountId, DefaultPaymentMethodChangedSchema, {
        accountId,
        paymentMethodId: event.paymentMethodId,
      });
  }
}

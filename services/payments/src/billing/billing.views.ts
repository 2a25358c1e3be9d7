import { create, type JsonValue, toJson } from '@bufbuild/protobuf';
import {
  BillingSchema,
  type PaymentMethod,
  PaymentMethodPageSchema,
  PaymentMethodSchema,
  SetupIntentSchema,
} from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import type Stripe from 'stripe';
import type { Payer, StoredPaymentMethod } from './billing.repository.js';
import { PAYMENT_METHOD_TYPES } from './domain/billing.rules.js';

export function paymentMethodMessage(method: StoredPaymentMethod, defaultId: string | undefined): PaymentMethod {
  return create(PaymentMethodSchema, {
    id: method.stripePaymentMethodId,
    type: method.type,
    label: method.label,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    isDefault: method.stripePaymentMethodId === defaultId,
    createdAt: method.createdAt.toISOString(),
  });
}

export function paymentMethodJson(method: StoredPaymentMethod, defaultId: string | undefined): JsonValue {
  return toJson(PaymentMethodSchema, paymentMethodMessage(method, defaultId));
}

export function paymentMethodPageJson(page: Page<StoredPaymentMethod>, defaultId: string | undefined): JsonValue {
  return toJson(
    PaymentMethodPageSchema,
    create(PaymentMethodPageSchema, {
      data: page.data.map((method) => paymentMethodMessage(method, defaultId)),
      hasMore: page.has_more,
    }),
  );
}

export function billingJson(payer: Payer): JsonValue {
  return toJson(
    BillingSchema,
    create(BillingSchema, {
      accountId: payer.accountId,
      customerId: payer.stripeCustomerId,
      email: payer.billingEmail,
      name: payer.displayName,
      defaultPaymentMethod: payer.defaultPaymentMethodId,
      paymentMethodTypes: [...PAYMENT_METHOD_TYPES],
    }),
  );
}

export function setupIntentJson(intent: Stripe.SetupIntent): JsonValue {
  return toJson(
    SetupIntentSchema,
    create(SetupIntentSchema, {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? ''),
      paymentMethodTypes: intent.allowed_payment_method_types ?? intent.payment_method_types,
      status: intent.status,
    }),
  );
}

import {
  BillingSchema,
  PaymentMethodDetachedSchema,
  PaymentMethodSchema,
  SetupIntentSchema,
} from '@callsheet/contracts';
import type { RouteDoc } from '../../http/api-route.decorator.js';
import { protoJsonSchema, protoPageSchema } from '../../http/proto-json.js';

/** The paying side of the selected account (spec section 2, account settings tab Billing). */
export const billingDocs = {
  get: {
    summary: 'The account’s billing: Stripe customer, billing email and name, default payment method',
    ok: protoJsonSchema(BillingSchema),
    errors: [404],
  },
  update: {
    summary: 'Change the billing email (where Stripe emails invoices) or the name on invoices',
    description: 'Owners and admins. 400 invalidValue (Invalid email.), required when neither is given.',
    ok: protoJsonSchema(BillingSchema),
    errors: [400, 404],
  },
  setupIntent: {
    summary: 'A SetupIntent for Stripe Elements: its client secret lets the browser add a card or a US bank account',
    description:
      'Owners and admins. The payment method the browser confirms lands on the account’s Stripe customer and reaches its file through Stripe’s setup_intent.succeeded webhook (the first one becomes the default). An Idempotency-Key repeats the same SetupIntent.',
    created: protoJsonSchema(SetupIntentSchema),
    errors: [400, 404],
  },
  listMethods: {
    summary: 'Payment methods on file (cards and US bank accounts), newest first, the default marked',
    paged: true,
    ok: protoPageSchema(PaymentMethodSchema),
  },
  attach: {
    summary: 'Put a payment method made by Stripe.js (pm_…) on file',
    description:
      'Owners and admins. The first payment method on file becomes the default (what charge and pay use); makeDefault makes this one the default. Only cards and US bank accounts are taken.',
    created: protoJsonSchema(PaymentMethodSchema),
    errors: [400, 402, 404],
  },
  setDefault: {
    summary: 'Make a payment method on file the default one',
    params: [{ name: 'id', description: 'The payment method (pm_…)' }],
    ok: protoJsonSchema(PaymentMethodSchema),
    errors: [404],
  },
  detach: {
    summary: 'Take a payment method off file (the newest other one becomes the default)',
    params: [{ name: 'id', description: 'The payment method (pm_…)' }],
    ok: protoJsonSchema(PaymentMethodDetachedSchema),
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

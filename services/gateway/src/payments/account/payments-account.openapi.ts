import type { SchemaObject } from '../../http/proto-json.js';

/*
 * OpenAPI schemas of the connected-account answers, exactly as payments-account.rest.ts writes them:
 * Stripe's names (snake_case), amounts as numbers of minor units.
 */

/** The optional header of the routes whose Stripe writes a retry must not repeat (idempotencyKeyOf). */
export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Repeating a request with the same key makes its Stripe writes once (else 400 validationFailed).',
  schema: { type: 'string', maxLength: 200, pattern: '^[\\w.:-]+$' },
};

const minorUnits: SchemaObject = { type: 'integer', format: 'int64', description: 'Minor units (cents)' };
const currency: SchemaObject = { type: 'string', example: 'usd' };

const requirementMessage: SchemaObject = {
  type: 'object',
  properties: {
    key: { type: 'string', description: 'Console translation key' },
    message: { type: 'string' },
    args: { type: 'array', items: { type: 'string' } },
    requirements: { type: 'array', items: { type: 'string' }, description: 'The Stripe requirement keys' },
  },
  required: ['key', 'message', 'args', 'requirements'],
};

/** GET and PATCH /api/account: Stripe's fields of the account (any of them) beside ours. */
export const connectedAccountSchema: SchemaObject = {
  type: 'object',
  title: 'ConnectedAccount',
  description:
    'Stripe’s account fields (business_profile, company, individual, tos_acceptance, settings, ...) beside these.',
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Our account' },
    stripe_account_id: { type: 'string', example: 'acct_1Nv...' },
    status: {
      type: 'string',
      enum: ['unknown', 'restricted', 'complete', 'enabled', 'restrictedSoon', 'rejected', 'pending'],
    },
    status_label_key: { type: 'string' },
    charges_enabled: { type: 'boolean' },
    payouts_enabled: { type: 'boolean' },
    requirements: {
      type: 'object',
      properties: {
        due: { type: 'array', items: requirementMessage },
        upcoming: { type: 'array', items: requirementMessage },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              message: { type: 'string' },
              code: { type: 'string' },
              requirement: { type: 'string' },
              args: { type: 'array', items: { type: 'string' } },
            },
            required: ['key', 'message', 'code', 'requirement', 'args'],
          },
        },
        current_deadline: {
          type: 'integer',
          nullable: true,
          description: 'Unix seconds by which `due` must be provided; null when none',
        },
      },
      required: ['due', 'upcoming', 'errors', 'current_deadline'],
    },
  },
  required: [
    'id',
    'stripe_account_id',
    'status',
    'status_label_key',
    'charges_enabled',
    'payouts_enabled',
    'requirements',
  ],
};

const amounts: SchemaObject = {
  type: 'array',
  items: { type: 'object', properties: { amount: minorUnits, currency }, required: ['amount', 'currency'] },
};

export const balanceSchema: SchemaObject = {
  type: 'object',
  title: 'Balance',
  properties: {
    available: amounts,
    pending: amounts,
    instant_available: { ...amounts, description: 'What an instant payout can take now' },
  },
  required: ['available', 'pending', 'instant_available'],
};

export const payoutQuoteSchema: SchemaObject = {
  type: 'object',
  title: 'InstantPayoutQuote',
  properties: {
    amount: minorUnits,
    fee: minorUnits,
    net: minorUnits,
    currency,
    destination: { type: 'string', description: 'The bank account or debit card (ba_..., card_...)' },
    available: minorUnits,
  },
  required: ['amount', 'fee', 'net', 'currency', 'destination', 'available'],
};

export const payoutSchema: SchemaObject = {
  type: 'object',
  title: 'Payout',
  properties: {
    id: { type: 'string' },
    stripe_payout_id: { type: 'string' },
    method: { type: 'string', enum: ['instant', 'standard'] },
    status: { type: 'string' },
    amount: minorUnits,
    fee: minorUnits,
    net: minorUnits,
    currency,
    destination: { type: 'string' },
    created_at: { type: 'string', description: 'ISO-8601' },
  },
  required: ['id', 'stripe_payout_id', 'method', 'status', 'amount', 'fee', 'net', 'currency', 'destination'],
};

/** A person or external account as Stripe has it (sensitive numbers masked by Stripe). */
export const stripeObjectSchema: SchemaObject = {
  type: 'object',
  description: 'The Stripe object in Stripe’s shape (person_..., ba_..., card_...)',
};

export const stripeObjectPageSchema: SchemaObject = {
  type: 'object',
  properties: { data: { type: 'array', items: stripeObjectSchema }, has_more: { type: 'boolean' } },
  required: ['data', 'has_more'],
};

export const stripeObjectDeletedSchema: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
  required: ['id', 'deleted'],
};

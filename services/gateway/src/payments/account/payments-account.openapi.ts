import type { RouteDoc } from '../../http/api-route.decorator.js';
import { expandableSchema } from '../../http/expand-query.js';
import type { SchemaObject } from '../../http/proto-json.js';
import { STRIPE_OBJECT_EXPANSIONS } from './payments-account.expand.js';
import { IDENTITY_FILE_MAX_MEGABYTES } from './payments-account.requests.js';

/*
 * OpenAPI schemas of the connected-account answers, exactly as payments-account.views.ts writes them:
 * Stripe's names (snake_case), amounts as numbers of minor units.
 */

/** The optional header of the routes whose Stripe writes a retry must not repeat (IdempotencyKey). */
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
    connect_type: {
      type: 'string',
      enum: ['custom', 'express'],
      description:
        'custom: the console’s forms collect what Stripe asks; express: Stripe’s hosted onboarding (POST /api/account/onboarding-link) and Express dashboard (POST /api/account/dashboard-link) do',
    },
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
        future: {
          type: 'array',
          items: requirementMessage,
          description: 'Stripe’s future_requirements not already due or upcoming: what new rules will ask for',
        },
        future_deadline: {
          type: 'integer',
          nullable: true,
          description: 'Unix seconds at which `future` becomes due; null when none',
        },
        disabled: {
          type: 'object',
          nullable: true,
          description: 'Why Stripe disabled the account (requirementsDisabled.*, args[0] Stripe’s disabled_reason)',
          properties: {
            key: { type: 'string' },
            message: { type: 'string' },
            args: { type: 'array', items: { type: 'string' } },
          },
          required: ['key', 'message', 'args'],
        },
      },
      required: ['due', 'upcoming', 'errors', 'current_deadline', 'future', 'future_deadline', 'disabled'],
    },
  },
  required: [
    'id',
    'stripe_account_id',
    'status',
    'status_label_key',
    'connect_type',
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

export const accountLinkSchema: SchemaObject = {
  type: 'object',
  title: 'AccountLink',
  description: 'A single-use Stripe URL; send the member there before it expires',
  properties: {
    type: { type: 'string', enum: ['account_onboarding', 'account_update'] },
    url: { type: 'string', format: 'uri' },
    created: { type: 'integer', description: 'Unix seconds' },
    expires_at: { type: 'integer', description: 'Unix seconds' },
    return_url: { type: 'string', description: 'Where Stripe sends the member back (configuration)' },
    refresh_url: {
      type: 'string',
      description: 'Where Stripe sends the member when the link has expired or was used: ask for a new one',
    },
  },
  required: ['type', 'url', 'created', 'expires_at', 'return_url', 'refresh_url'],
};

export const dashboardLinkSchema: SchemaObject = {
  type: 'object',
  title: 'DashboardLink',
  description: 'A single-use login link to the account’s Express dashboard',
  properties: { url: { type: 'string', format: 'uri' }, created: { type: 'integer', description: 'Unix seconds' } },
  required: ['url', 'created'],
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

/**
 * The selected account's Stripe side (spec sections 3 and 7): details and status, the fields a user
 * may change, the balance, and instant payouts with the fee shown before confirming.
 */
export const connectedAccountDocs = {
  get: {
    summary: 'The account’s payment details and status',
    description:
      'Stripe’s fields in Stripe’s names (business_profile with mcc and url, company, individual, support contacts, tax id masked, tos_acceptance, settings.payouts.schedule, charges_enabled), our status (unknown, restricted, complete, enabled, restrictedSoon, rejected, pending) and the requirements as messages.',
    ok: connectedAccountSchema,
    errors: [404],
  },
  update: {
    summary: 'Change the account’s payment details (only the fields given, in Stripe’s names)',
    description:
      'business_profile (mcc, url, name, product_description, support_email, support_phone, support_url, support_address), company (name, phone, tax_id, address, owners_provided, ...), individual (names, email, phone, dob, address, ssn_last_4 (4 digits), id_number (the full SSN: 9 digits in the US; with ssn_last_4, its last four), verification.document.front/back and verification.additional_document.front/back: file ids from POST /api/stripe/file), email, tos_acceptance or tos_shown_and_accepted (custom accounts), settings.payouts.schedule; or account_token (ct_..., made by Stripe.js in the browser so the numbers never reach our servers; custom accounts only) in place of company, individual and the terms acceptance. Malformed values answer 400 invalidValue naming the field. company.owners_provided: true needs every owner holding 25% or more to be complete. Identity numbers are passed to Stripe and never kept or logged by us.',
    headers: [IDEMPOTENCY_HEADER],
    body: { schema: { type: 'object' } },
    ok: connectedAccountSchema,
    errors: [404, 409],
  },
  onboardingLink: {
    summary: 'A Stripe-hosted onboarding link for an Express account (owners and admins)',
    description:
      'Stripe’s Account Link (single use, expiring within minutes) with the configured return and refresh URLs (STRIPE_ONBOARDING_RETURN_URL, STRIPE_ONBOARDING_REFRESH_URL). type defaults to account_onboarding, which asks only for what is still due: everything up front before the details are submitted, then what is due now and the future requirements. 409 expressAccountRequired for a custom account (its details are completed in the console’s forms), 409 accountLinkTypeNotAllowed for account_update (Stripe offers it only for accounts without a Stripe-hosted dashboard; use the dashboard link), 400 invalidValue for another type.',
    headers: [IDEMPOTENCY_HEADER],
    created: accountLinkSchema,
    errors: [404, 409],
  },
  dashboardLink: {
    summary: 'A login link to the account’s Express dashboard (owners and admins)',
    description:
      'Stripe’s login link (single use), where an Express account changes its details, bank account and payouts. 409 expressAccountRequired for a custom account (Stripe gives login links to Express accounts only), 409 onboardingNotComplete before the onboarding details are submitted.',
    headers: [IDEMPOTENCY_HEADER],
    created: dashboardLinkSchema,
    errors: [404, 409],
  },
  balance: {
    summary: 'The account’s balance: available and pending, per currency, in minor units',
    ok: balanceSchema,
    errors: [404],
  },
  quote: {
    summary: 'What an instant payout of this amount would cost: fee and net, before confirming',
    description:
      '400 instantPayoutOverAvailable above the instant balance, instantPayoutBelowMinimum under Stripe’s minimum; 409 instantPayoutNotSupported where Stripe offers none, instantPayoutNotEligible without a bank account or debit card that takes them.',
    ok: payoutQuoteSchema,
    errors: [404, 409],
  },
  payout: {
    summary: 'Confirm an instant payout of this amount (the quoted fee comes out of it)',
    description:
      'Refused as the quote is (400 instantPayoutOverAvailable or instantPayoutBelowMinimum, 409 otherwise).',
    headers: [IDEMPOTENCY_HEADER],
    created: payoutSchema,
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

// Stripe's `account` is the connected account's id; `?expand=account` puts our account view in its place.
const stripeObjectWithAccountSchema = expandableSchema(stripeObjectSchema, {
  account: {
    oneOf: [{ type: 'string', description: 'The Stripe account id (without expand=account)' }, connectedAccountSchema],
  },
});

const personBody = {
  type: 'object',
  description:
    'Stripe’s Person fields: first_name, last_name, email, phone, dob {day, month, year}, address, ssn_last_4 (4 digits), id_number (the full SSN: 9 digits in the US; with ssn_last_4, its last four), verification {document, additional_document} {front, back} (file ids from POST /api/stripe/file), relationship {executive, owner, director, representative, title, percent_ownership}. Or person_token alone (cpt_..., made by Stripe.js in the browser so the numbers never reach our servers; custom accounts only). Malformed values answer 400 invalidValue naming the field; identity numbers are passed to Stripe and never kept or logged by us.',
} satisfies SchemaObject;

/** The persons of the account’s connected account (spec section 3: representative, owners, directors). */
export const personDocs = {
  list: {
    summary: 'The account’s persons (cursors are person ids)',
    paged: true,
    ok: stripeObjectPageSchema,
    errors: [404],
  },
  get: {
    summary: 'One person, with its requirements as messages',
    expand: STRIPE_OBJECT_EXPANSIONS,
    ok: stripeObjectWithAccountSchema,
    errors: [404],
  },
  create: {
    summary: 'Add a person',
    description:
      'The primary representative (relationship.representative) must be an executive or owner with a title; the owners’ shares may not exceed 100%; a person holding 25% or more is an owner.',
    headers: [IDEMPOTENCY_HEADER],
    body: { schema: personBody },
    created: stripeObjectSchema,
    errors: [404],
  },
  update: {
    summary: 'Change a person (the fields given; name and relationship kept otherwise)',
    headers: [IDEMPOTENCY_HEADER],
    body: { schema: personBody },
    ok: stripeObjectSchema,
    errors: [404],
  },
  delete: { summary: 'Remove a person', headers: [IDEMPOTENCY_HEADER], ok: stripeObjectDeletedSchema, errors: [404] },
} satisfies Record<string, RouteDoc>;

/** Where the account’s payouts go (spec section 3): bank accounts and debit cards, with instant eligibility. */
export const externalAccountDocs = {
  list: {
    summary: 'The account’s bank accounts and cards (cursors are their ids)',
    paged: true,
    ok: stripeObjectPageSchema,
    errors: [404],
  },
  get: {
    summary: 'One bank account or card (available_payout_methods lists instant when eligible)',
    expand: STRIPE_OBJECT_EXPANSIONS,
    ok: stripeObjectWithAccountSchema,
    errors: [404],
  },
  create: {
    summary: 'Add a bank account or card: a Stripe.js token, or a US bank account (routing number checked)',
    description:
      "Send a token: stripe.createToken('bank_account', {country, currency, routing_number, account_number, account_holder_name, account_holder_type}) in the browser gives a btok_..., so the numbers go to Stripe and never to us (the console does this). The token is passed to Stripe as it is and Stripe checks it when it creates the external account (an unknown, used or wrong-type token: 400 stripeRequestInvalid naming external_account). For API clients without Stripe.js, a US bank account's numbers are still taken: checked (ABA checksum, 4 to 17 digits), tokenized with Stripe by the payments service, never stored nor logged.",
    headers: [IDEMPOTENCY_HEADER],
    body: {
      schema: {
        type: 'object',
        required: ['external_account'],
        properties: {
          external_account: {
            description:
              'A Stripe.js token (btok_... bank account, tok_... debit card; letters, digits and underscores after the prefix, up to 255 characters) or a US bank account {account_number, routing_number, account_holder_name, account_holder_type}',
            oneOf: [
              { type: 'string', pattern: '^(tok|btok)_[A-Za-z0-9_]+$', maxLength: 255 },
              {
                type: 'object',
                required: ['account_number', 'routing_number', 'account_holder_name', 'account_holder_type'],
                properties: {
                  object: { type: 'string', enum: ['bank_account'] },
                  country: { type: 'string', enum: ['US'] },
                  currency: { type: 'string', enum: ['usd'] },
                  account_number: { type: 'string', pattern: '^\\d{4,17}$' },
                  routing_number: { type: 'string', pattern: '^\\d{9}$' },
                  account_holder_name: { type: 'string', maxLength: 100 },
                  account_holder_type: { type: 'string', enum: ['individual', 'company'] },
                },
              },
            ],
          },
          default_for_currency: { type: 'boolean' },
        },
      },
    },
    created: stripeObjectSchema,
    errors: [404],
  },
  update: {
    summary: 'Change the holder’s name or type, or make it the default for its currency',
    headers: [IDEMPOTENCY_HEADER],
    body: {
      schema: {
        type: 'object',
        properties: {
          account_holder_name: { type: 'string' },
          account_holder_type: { type: 'string', enum: ['individual', 'company'] },
          default_for_currency: { type: 'boolean' },
        },
      },
    },
    ok: stripeObjectSchema,
    errors: [404],
  },
  delete: {
    summary: 'Remove a bank account or card',
    headers: [IDEMPOTENCY_HEADER],
    ok: stripeObjectDeletedSchema,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

/** Identity documents for the connected account (spec section 7: POST /api/stripe/file). */
export const identityFileDocs = {
  upload: {
    summary: `Upload an identity document (multipart: "file" and "purpose" identity_document): PDF, JPEG, JPG or PNG by name and content, at most ${IDENTITY_FILE_MAX_MEGABYTES} MB; answers Stripe’s file id`,
    headers: [IDEMPOTENCY_HEADER],
    consumes: 'multipart/form-data',
    body: {
      schema: {
        type: 'object',
        properties: {
          purpose: { type: 'string', enum: ['identity_document'] },
          file: { type: 'string', format: 'binary' },
        },
        required: ['purpose', 'file'],
      },
    },
    created: {
      type: 'object',
      properties: {
        id: { type: 'string', example: 'file_1Nv...' },
        purpose: { type: 'string' },
        type: { type: 'string', enum: ['pdf', 'jpeg', 'png'] },
        size: { type: 'integer', description: 'Bytes' },
        file_name: { type: 'string' },
      },
    },
    errors: [404, 413, 415],
  },
} satisfies Record<string, RouteDoc>;

import type { JsonObject } from '@bufbuild/protobuf';

// Test data for the account module: bodies as a client sends them, in Stripe's field names.

/** A complete person (POST /api/stripe/account/person): a 25.5 % owner and CEO, changed by the overrides. */
export function aPersonInput(overrides: Record<string, unknown> = {}): JsonObject {
  return {
    first_name: 'Jenny',
    last_name: 'Rosen',
    email: 'Jenny.Rosen@Example.com',
    phone: '(415) 555-0123',
    dob: { day: 1, month: 1, year: 1980 },
    address: { line1: '510 Townsend St', city: 'San Francisco', state: 'ca', postal_code: '94103', country: 'us' },
    ssn_last_4: '0000',
    relationship: { executive: true, owner: true, title: 'CEO', percent_ownership: 25.5 },
    ...overrides,
  };
}

/**
 * A new US bank account (POST /api/stripe/account/external) with Stripe's test numbers; the object,
 * country and currency are left to their defaults.
 */
export function aBankAccountInput(account: Record<string, unknown> = {}) {
  return {
    external_account: {
      account_number: '000123456789',
      routing_number: '110000000',
      account_holder_name: 'Ada Lovelace',
      account_holder_type: 'individual',
      ...account,
    },
    default_for_currency: true,
  };
}

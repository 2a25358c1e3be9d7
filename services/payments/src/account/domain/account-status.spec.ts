import {
  ACCOUNT_STATUS_KEYS,
  ACCOUNT_STATUS_RULES,
  ACCOUNT_STATUSES,
  accountStatus,
  accountStatusEntry,
  matchingStatusRule,
  type AccountStatus,
} from './account-status.js';
import type { StripeAccountSnapshot, StripeRequirements } from './stripe-account.types.js';

const DEADLINE = 1_767_225_600; // 2026-01-01T00:00:00Z

/** A fully enabled account with nothing due, changed by the overrides. */
function account(
  overrides: Partial<StripeAccountSnapshot> = {},
  requirements: StripeRequirements = {},
  future: StripeRequirements = {},
): StripeAccountSnapshot {
  return {
    id: 'acct_1',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: {
      current_deadline: null,
      currently_due: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
      disabled_reason: null,
      errors: [],
      ...requirements,
    },
    future_requirements: { currently_due: [], eventually_due: [], past_due: [], ...future },
    ...overrides,
  };
}

const disabled = { charges_enabled: false, payouts_enabled: false };

interface Case {
  name: string;
  account: StripeAccountSnapshot | null | undefined;
  status: AccountStatus;
  rule: number;
}

const cases: Case[] = [
  { name: 'there is no account', account: null, status: 'unknown', rule: 1 },
  { name: 'the account is undefined', account: undefined, status: 'unknown', rule: 1 },
  {
    name: 'Stripe rejected it for fraud',
    account: account(disabled, { disabled_reason: 'rejected.fraud' }),
    status: 'rejected',
    rule: 2,
  },
  {
    name: 'the platform rejected it, even with fields past due',
    account: account(disabled, { disabled_reason: 'rejected.platform_other', past_due: ['external_account'] }),
    status: 'rejected',
    rule: 2,
  },
  {
    name: 'fields are past due',
    account: account(disabled, { disabled_reason: 'requirements.past_due', past_due: ['external_account'] }),
    status: 'restricted',
    rule: 3,
  },
  {
    name: 'disabled_reason is requirements.past_due with empty lists',
    account: account(disabled, { disabled_reason: 'requirements.past_due' }),
    status: 'restricted',
    rule: 3,
  },
  {
    name: 'fields are currently due without a deadline',
    account: account({}, { currently_due: ['business_profile.url'] }),
    status: 'restricted',
    rule: 4,
  },
  {
    name: 'fields are currently due with a deadline but charges are off',
    account: account(
      { charges_enabled: false },
      { currently_due: ['business_profile.url'], current_deadline: DEADLINE },
    ),
    status: 'restricted',
    rule: 4,
  },
  {
    name: 'fields are currently due while something is being verified',
    account: account(disabled, {
      currently_due: ['company.tax_id'],
      pending_verification: ['representative.id_number'],
    }),
    status: 'restricted',
    rule: 4,
  },
  {
    name: 'fields are currently due with a deadline and the account still works',
    account: account({}, { currently_due: ['company.tax_id'], current_deadline: DEADLINE }),
    status: 'restrictedSoon',
    rule: 5,
  },
  {
    name: 'Stripe is verifying what was sent',
    account: account(disabled, {
      disabled_reason: 'requirements.pending_verification',
      pending_verification: ['representative.verification.document'],
    }),
    status: 'pending',
    rule: 6,
  },
  {
    name: 'fields are pending verification on a working account',
    account: account({}, { pending_verification: ['company.tax_id'] }),
    status: 'pending',
    rule: 6,
  },
  {
    name: 'the account is under review',
    account: account(disabled, { disabled_reason: 'under_review' }),
    status: 'restricted',
    rule: 7,
  },
  {
    name: 'the platform paused it',
    account: account(disabled, { disabled_reason: 'platform_paused' }),
    status: 'restricted',
    rule: 7,
  },
  {
    name: 'future requirements are currently due',
    account: account({}, {}, { currently_due: ['representative.verification.document'] }),
    status: 'restrictedSoon',
    rule: 8,
  },
  {
    name: 'future requirements are eventually due with a deadline',
    account: account({}, {}, { eventually_due: ['company.tax_id'], current_deadline: DEADLINE }),
    status: 'restrictedSoon',
    rule: 8,
  },
  {
    name: 'fields are eventually due with a deadline',
    account: account({}, { eventually_due: ['individual.id_number'], current_deadline: DEADLINE }),
    status: 'restrictedSoon',
    rule: 8,
  },
  {
    name: 'fields are eventually due without a deadline',
    account: account({}, { eventually_due: ['individual.id_number'] }),
    status: 'enabled',
    rule: 9,
  },
  {
    name: 'future requirements are eventually due without a deadline',
    account: account({}, {}, { eventually_due: ['company.tax_id'] }),
    status: 'enabled',
    rule: 9,
  },
  { name: 'charges and payouts are enabled and nothing is due', account: account(), status: 'enabled', rule: 9 },
  {
    name: 'Stripe reports no requirements at all on a working account',
    account: { charges_enabled: true, payouts_enabled: true, details_submitted: true },
    status: 'enabled',
    rule: 9,
  },
  {
    name: 'details are submitted and nothing is due but charges are not enabled yet',
    account: account(disabled),
    status: 'complete',
    rule: 10,
  },
  {
    name: 'details are submitted and charges work but payouts do not yet',
    account: account({ payouts_enabled: false }),
    status: 'complete',
    rule: 10,
  },
  {
    name: 'onboarding has not started',
    account: account({ ...disabled, details_submitted: false }),
    status: 'restricted',
    rule: 11,
  },
  { name: 'the account has no fields at all', account: {}, status: 'restricted', rule: 11 },
  {
    name: 'the flags contradict each other',
    account: account({ payouts_enabled: false, details_submitted: false }),
    status: 'unknown',
    rule: 12,
  },
];

describe('account status', () => {
  it.each(cases)('is $status (rule $rule) when $name', ({ account: input, status, rule }) => {
    expect(accountStatus(input)).toBe(status);
    expect(matchingStatusRule(input).rule).toBe(rule);
  });

  it('numbers its rules 1 to 12 in order', () => {
    expect(ACCOUNT_STATUS_RULES.map((entry) => entry.rule)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('can reach every status', () => {
    const reached = new Set(ACCOUNT_STATUS_RULES.map((entry) => entry.status));
    expect([...reached].sort()).toEqual([...ACCOUNT_STATUS_KEYS].sort());
  });

  it('lists every status once with its console label key', () => {
    expect(ACCOUNT_STATUSES.map((entry) => entry.status)).toEqual([...ACCOUNT_STATUS_KEYS]);
    for (const entry of ACCOUNT_STATUSES) {
      expect(entry.labelKey).toBe(`resources.account.status.${entry.status}`);
    }
    expect(accountStatusEntry('restrictedSoon').label).toBe('Restricted soon');
  });
});

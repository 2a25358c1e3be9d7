import type { StripeAccountSnapshot, StripeRequirements } from './stripe-account.types.js';

/*
 * The status shown for a connected account (spec section 3), read from Stripe's Account object. Stripe
 * gives flags and lists, not a status, so the rules below decide; the first that matches wins.
 *
 * | #  | when                                               | status         | why                             |
 * | -- | -------------------------------------------------- | -------------- | ------------------------------- |
 * | 1  | no account yet                                     | unknown        | nothing to read                 |
 * | 2  | disabled_reason starts with "rejected."            | rejected       | closed by Stripe or the         |
 * |    |                                                    |                | platform; no data reopens it    |
 * | 3  | past_due not empty, or disabled_reason             | restricted     | a deadline was missed: it is    |
 * |    | requirements.past_due                              |                | already disabled                |
 * | 4  | currently_due not empty, and no current_deadline   | restricted     | information is needed before    |
 * |    | or not fully enabled                               |                | it works                        |
 * | 5  | currently_due not empty (so: a deadline, fully     | restrictedSoon | works until current_deadline    |
 * |    | enabled)                                           |                |                                 |
 * | 6  | pending_verification not empty, or disabled_reason | pending        | nothing to do: Stripe checks    |
 * |    | requirements.pending_verification                  |                | what was sent (may still fail)  |
 * | 7  | any other disabled_reason (under_review, ...)      | restricted     | not cleared by adding data      |
 * | 8  | fully enabled, and future_requirements due, or     | restrictedSoon | works now; upcoming             |
 * |    | eventually_due with a current_deadline             |                | requirements will restrict it   |
 * | 9  | fully enabled                                      | enabled        | nothing due                     |
 * | 10 | details_submitted                                  | complete       | onboarding done, nothing due,   |
 * |    |                                                    |                | not yet enabled by Stripe       |
 * | 11 | charges not enabled                                | restricted     | onboarding not finished         |
 * | 12 | otherwise                                          | unknown        | contradictory flags             |
 *
 * "Fully enabled" is charges_enabled and payouts_enabled. future_requirements count as due when their
 * past_due or currently_due list is not empty, or their eventually_due list is while they carry a
 * current_deadline.
 * Rules 4 and 5 refine "currently_due means restricted": Stripe keeps an account working until the
 * current_deadline of its currently_due fields, so until then it is restricted soon, not restricted.
 * Stripe's disabled_reason values (Account object, requirements.disabled_reason): rejected.fraud,
 * rejected.incomplete_verification, rejected.listed, rejected.other, rejected.platform_fraud,
 * rejected.platform_other, rejected.platform_terms_of_service, rejected.terms_of_service,
 * requirements.past_due, requirements.pending_verification, action_required.requested_capabilities,
 * listed, other, platform_paused, under_review.
 */

export const ACCOUNT_STATUS_KEYS = [
  'unknown',
  'restricted',
  'complete',
  'enabled',
  'restrictedSoon',
  'rejected',
  'pending',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUS_KEYS)[number];

export interface AccountStatusEntry {
  status: AccountStatus;
  /** Console translation key of the label. */
  labelKey: string;
  /** The English label (spec section 3). */
  label: string;
}

/** Every status with its console label key, in the order of spec section 3. */
export const ACCOUNT_STATUSES: readonly AccountStatusEntry[] = [
  { status: 'unknown', labelKey: 'resources.account.status.unknown', label: 'Unknown' },
  { status: 'restricted', labelKey: 'resources.account.status.restricted', label: 'Restricted' },
  { status: 'complete', labelKey: 'resources.account.status.complete', label: 'Complete' },
  { status: 'enabled', labelKey: 'resources.account.status.enabled', label: 'Enabled' },
  { status: 'restrictedSoon', labelKey: 'resources.account.status.restrictedSoon', label: 'Restricted soon' },
  { status: 'rejected', labelKey: 'resources.account.status.rejected', label: 'Rejected' },
  { status: 'pending', labelKey: 'resources.account.status.pending', label: 'Pending' },
];

/** The facts the rules read, each computed once from the account. */
export interface AccountFacts {
  exists: boolean;
  disabledReason: string | undefined;
  pastDue: boolean;
  currentlyDue: boolean;
  hasDeadline: boolean;
  pendingVerification: boolean;
  futureDue: boolean;
  eventuallyDue: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface AccountStatusRule {
  /** The rule's number in the table above. */
  rule: number;
  status: AccountStatus;
  when: (facts: AccountFacts) => boolean;
}

const fullyEnabled = (facts: AccountFacts): boolean => facts.chargesEnabled && facts.payoutsEnabled;

/** The table above as data, in order. */
export const ACCOUNT_STATUS_RULES: readonly AccountStatusRule[] = [
  { rule: 1, status: 'unknown', when: (facts) => !facts.exists },
  { rule: 2, status: 'rejected', when: (facts) => facts.disabledReason?.startsWith('rejected.') === true },
  {
    rule: 3,
    status: 'restricted',
    when: (facts) => facts.pastDue || facts.disabledReason === 'requirements.past_due',
  },
  {
    rule: 4,
    status: 'restricted',
    when: (facts) => facts.currentlyDue && (!facts.hasDeadline || !fullyEnabled(facts)),
  },
  { rule: 5, status: 'restrictedSoon', when: (facts) => facts.currentlyDue },
  {
    rule: 6,
    status: 'pending',
    when: (facts) => facts.pendingVerification || facts.disabledReason === 'requirements.pending_verification',
  },
  { rule: 7, status: 'restricted', when: (facts) => facts.disabledReason !== undefined },
  {
    rule: 8,
    status: 'restrictedSoon',
    when: (facts) => fullyEnabled(facts) && (facts.futureDue || (facts.eventuallyDue && facts.hasDeadline)),
  },
  { rule: 9, status: 'enabled', when: fullyEnabled },
  { rule: 10, status: 'complete', when: (facts) => facts.detailsSubmitted },
  { rule: 11, status: 'restricted', when: (facts) => !facts.chargesEnabled },
  { rule: 12, status: 'unknown', when: () => true },
];

function notEmpty(list: readonly string[] | null | undefined): boolean {
  return (list ?? []).length > 0;
}

/** future_requirements count as due when something is (or is about to be) due, or has a deadline. */
function hasFutureDue(future: StripeRequirements | null | undefined): boolean {
  if (!future) {
    return false;
  }
  const deadline = typeof future.current_deadline === 'number';
  return notEmpty(future.past_due) || notEmpty(future.currently_due) || (deadline && notEmpty(future.eventually_due));
}

export function accountFacts(account: StripeAccountSnapshot | null | undefined): AccountFacts {
  const requirements = account?.requirements ?? {};
  const reason = requirements.disabled_reason;
  return {
    exists: account !== null && account !== undefined,
    disabledReason: typeof reason === 'string' && reason !== '' ? reason : undefined,
    pastDue: notEmpty(requirements.past_due),
    currentlyDue: notEmpty(requirements.currently_due),
    hasDeadline: typeof requirements.current_deadline === 'number',
    pendingVerification: notEmpty(requirements.pending_verification),
    futureDue: hasFutureDue(account?.future_requirements),
    eventuallyDue: notEmpty(requirements.eventually_due),
    chargesEnabled: account?.charges_enabled === true,
    payoutsEnabled: account?.payouts_enabled === true,
    detailsSubmitted: account?.details_submitted === true,
  };
}

/** The first rule of the table that matches, for logs and support ("restricted by rule 3"). */
export function matchingStatusRule(account: StripeAccountSnapshot | null | undefined): AccountStatusRule {
  const facts = accountFacts(account);
  // The last rule always matches, so find() cannot come back empty.
  return ACCOUNT_STATUS_RULES.find((candidate) => candidate.when(facts)) as AccountStatusRule;
}

export function accountStatus(account: StripeAccountSnapshot | null | undefined): AccountStatus {
  return matchingStatusRule(account).status;
}

/** The status with its console label key. */
export function accountStatusEntry(status: AccountStatus): AccountStatusEntry {
  return ACCOUNT_STATUSES.find((entry) => entry.status === status) as AccountStatusEntry;
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { stripeWebhook } from './moneyFlows';

/*
 * Stripe's part in a connected account's onboarding, for the browser tests. stripe-mock answers every
 * account with the same fixture and sends no webhook, while the payments service changes an account's
 * status and requirements only from Stripe's account.updated (services/payments/src/account/domain/
 * account-events.ts). So a test plays Stripe: once a tab is saved, it sends the signed account.updated
 * Stripe would send once it has verified what was saved, whose requirements no longer hold the fields
 * that tab satisfied, each with a later Stripe time (the service ignores an event older than what it has).
 */

/** A new guardian's (an individual's) account as Stripe asks for it, by the tab whose save satisfies each key. */
export const INDIVIDUAL_ACCOUNT_REQUIREMENTS = {
  legal: [
    'business_profile.mcc',
    'business_profile.url',
    'individual.first_name',
    'individual.last_name',
    'individual.dob.day',
    'individual.dob.month',
    'individual.dob.year',
    'individual.ssn_last_4',
    'individual.phone',
    'individual.email',
    'individual.address.line1',
    'individual.address.city',
    'individual.address.state',
    'individual.address.postal_code',
    'tos_acceptance.date',
    'tos_acceptance.ip',
  ],
  representative: [
    'representative.first_name',
    'representative.last_name',
    'representative.email',
    'representative.phone',
    'representative.dob.day',
    'representative.dob.month',
    'representative.dob.year',
    'representative.ssn_last_4',
    'representative.address.line1',
    'representative.address.city',
    'representative.address.state',
    'representative.address.postal_code',
    'representative.relationship.title',
    'representative.verification.document',
  ],
  external: ['external_account'],
} as const;

export type RequirementTab = keyof typeof INDIVIDUAL_ACCOUNT_REQUIREMENTS;

/**
 * The payments service's message keys for those requirements (requirement-messages.ts folds the fields
 * of one subject's group into one message), in Stripe's order; the checklist shows one item each.
 */
export const CHECKLIST_KEYS: Record<RequirementTab, readonly string[]> = {
  legal: [
    'requirements.merchantCategoryCode',
    'requirements.businessWebsite',
    'requirements.individual.name',
    'requirements.individual.dateOfBirth',
    'requirements.individual.taxId',
    'requirements.individual.phone',
    'requirements.individual.email',
    'requirements.individual.address',
    'requirements.tosAcceptance',
  ],
  representative: [
    'requirements.representative.name',
    'requirements.representative.email',
    'requirements.representative.phone',
    'requirements.representative.dateOfBirth',
    'requirements.representative.taxId',
    'requirements.representative.address',
    'requirements.representative.title',
    'requirements.representative.identityDocument',
  ],
  external: ['requirements.externalAccount'],
};

/** Stripe's pause while anything is past due (requirementsDisabled.pastDue on the checklist). */
export const PAST_DUE_PAUSE = 'requirementsDisabled.pastDue';

/**
 * Sends Stripe's account.updated for `stripeAccountId` at Stripe time `created`, asking for the
 * requirements of the tabs still `outstanding`. As Stripe does for a new account whose charges are not
 * enabled yet, what is due is past due (disabled_reason requirements.past_due); with nothing left, the
 * account is submitted and its charges and payouts enabled (the service's rule 9: enabled).
 */
export async function stripeVerified(
  request: APIRequestContext,
  stripeAccountId: string,
  outstanding: readonly RequirementTab[],
  created: number,
): Promise<void> {
  const due = outstanding.flatMap((tab) => INDIVIDUAL_ACCOUNT_REQUIREMENTS[tab]);
  const done = due.length === 0;
  const noRequirements = {
    alternatives: [],
    current_deadline: null,
    currently_due: [],
    disabled_reason: null,
    errors: [],
    eventually_due: [],
    past_due: [],
    pending_verification: [],
  };
  const status = await stripeWebhook(
    request,
    'account.updated',
    {
      id: stripeAccountId,
      object: 'account',
      type: 'custom',
      business_type: 'individual',
      country: 'US',
      charges_enabled: done,
      payouts_enabled: done,
      details_submitted: done,
      requirements: {
        ...noRequirements,
        currently_due: due,
        eventually_due: due,
        past_due: due,
        disabled_reason: done ? null : 'requirements.past_due',
      },
      future_requirements: noRequirements,
    },
    created,
  );
  expect(status, 'the gateway takes the signed account.updated').toBe(200);
}

/** The checklist's items as the page shows them now, by the payments service's message key. */
export function checklistKeys(page: Page): Promise<string[]> {
  return page
    .getByTestId('checklist-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-key') ?? ''));
}

/**
 * Waits until the page shows exactly `keys` on its checklist (the console reads the account again by
 * itself while requirements are outstanding: no reload, no fixed pause).
 */
export async function expectChecklistKeys(page: Page, keys: readonly string[], message: string): Promise<void> {
  await expect.poll(() => checklistKeys(page), { message, timeout: 20_000 }).toEqual(keys);
}

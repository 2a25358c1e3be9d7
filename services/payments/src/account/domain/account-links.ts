import { PaymentsErrorCode, PaymentsException } from '../../payments.errors.js';
import { invalidValue, isBlank } from './account-field-rules.js';
import type { ConnectAccountType } from './connect-account.js';

/*
 * Stripe-hosted onboarding and the Express dashboard (POST /api/account/onboarding-link and
 * dashboard-link, issue 17; spec section 9: express accounts in production, custom in development).
 *
 * | rule                                  | answer                                    | why                             |
 * | ------------------------------------- | ----------------------------------------- | ------------------------------- |
 * | the connected account is custom       | expressAccountRequired (both routes)      | the console's own forms collect |
 * |                                       |                                           | what Stripe asks of a custom    |
 * |                                       |                                           | account; login links exist for  |
 * |                                       |                                           | Express accounts only           |
 * | type given, not account_onboarding or | invalidValue (type)                       | Stripe's two Account Link types |
 * | account_update                        |                                           |                                 |
 * | type account_update                   | accountLinkTypeNotAllowed                 | Stripe makes account_update     |
 * |                                       |                                           | links only for accounts without |
 * |                                       |                                           | a Stripe-hosted dashboard; an   |
 * |                                       |                                           | Express account changes its     |
 * |                                       |                                           | details in its dashboard        |
 * | no type                               | account_onboarding                        | Stripe's onboarding asks only   |
 * |                                       |                                           | what is still due, so it serves |
 * |                                       |                                           | before and after the details    |
 * |                                       |                                           | are submitted                   |
 * | details not submitted yet             | collect eventually_due                    | everything up front, one pass   |
 * | details submitted                     | collect currently_due and the future      | what is due now and what new    |
 * |                                       | requirements                              | rules will ask, while the       |
 * |                                       |                                           | member is there                 |
 * | dashboard link before the details are | onboardingNotComplete                     | the Express dashboard opens     |
 * | submitted                             |                                           | once onboarding is done         |
 *
 * The return and refresh URLs come from configuration (STRIPE_ONBOARDING_RETURN_URL, _REFRESH_URL).
 */
export const ACCOUNT_LINK_TYPES = ['account_onboarding', 'account_update'] as const;
export type AccountLinkType = (typeof ACCOUNT_LINK_TYPES)[number];

/** What the rules read of the connected account: its type (ours) and Stripe's details_submitted. */
export interface LinkedAccount {
  connectType: ConnectAccountType;
  detailsSubmitted: boolean;
}

export interface OnboardingUrls {
  returnUrl: string;
  refreshUrl: string;
}

export interface AccountLinkPlan {
  type: AccountLinkType;
  /** Stripe's POST /v1/account_links parameters but the account. */
  params: {
    type: AccountLinkType;
    return_url: string;
    refresh_url: string;
    collection_options: { fields: 'currently_due' | 'eventually_due'; future_requirements?: 'include' };
  };
}

/** Refuses a custom account: its details are completed in the console, not on Stripe's pages. */
export function assertExpressAccount(connectType: ConnectAccountType): void {
  if (connectType !== 'express') {
    throw new PaymentsException(
      PaymentsErrorCode.ExpressAccountRequired,
      "This account's payment details are completed in the account settings; Stripe's hosted onboarding and dashboard are for Express accounts.",
      [connectType],
    );
  }
}

/** The type asked for, if any: one of Stripe's two. */
export function requestedLinkType(value: unknown): AccountLinkType | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  const type = ACCOUNT_LINK_TYPES.find((candidate) => candidate === value);
  if (type === undefined) {
    throw invalidValue('type', `Expected one of ${ACCOUNT_LINK_TYPES.join(', ')}`);
  }
  return type;
}

/** The Account Link to create for this account, or the refusal. */
export function planAccountLink(requested: unknown, account: LinkedAccount, urls: OnboardingUrls): AccountLinkPlan {
  assertExpressAccount(account.connectType);
  const type = requestedLinkType(requested);
  if (type === 'account_update') {
    throw new PaymentsException(
      PaymentsErrorCode.AccountLinkTypeNotAllowed,
      'Stripe makes no account_update link for an Express account: change its details in the Express dashboard (POST /api/account/dashboard-link), or complete what is due with account_onboarding.',
      [type, account.connectType],
    );
  }
  const collection_options = account.detailsSubmitted
    ? ({ fields: 'currently_due', future_requirements: 'include' } as const)
    : ({ fields: 'eventually_due' } as const);
  return {
    type: 'account_onboarding',
    params: {
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
      collection_options,
    },
  };
}

/** The Express dashboard opens once the onboarding details are submitted. */
export function assertDashboardAvailable(account: LinkedAccount): void {
  assertExpressAccount(account.connectType);
  if (!account.detailsSubmitted) {
    throw new PaymentsException(
      PaymentsErrorCode.OnboardingNotComplete,
      'The Express dashboard opens once the onboarding is submitted: continue the onboarding first (POST /api/account/onboarding-link).',
      [account.connectType],
    );
  }
}

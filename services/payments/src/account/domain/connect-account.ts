/*
 * The Stripe connected account opened for a new account of ours (identity's AccountCreated), as the
 * parameters of Stripe's POST /v1/accounts. Spec sections 3 and 9, issue 7.
 *
 * | ours                       | Stripe                                                              |
 * | -------------------------- | ------------------------------------------------------------------- |
 * | connect type (env)         | type: custom in development, express in production                  |
 * | country                    | country, upper-cased; US when none (the shipped configuration's)    |
 * | business type company      | business_type company, company.name                                 |
 * | business type individual   | business_type individual, individual.first_name / last_name         |
 * | business type parent       | business_type individual (the guardian is the individual); our row  |
 * |                            | and metadata.minor keep that the account is a minor's               |
 * | business type non_profit   | business_type non_profit, company.name                              |
 * | name                       | business_profile.name                                               |
 * | capabilities               | card_payments and transfers requested                               |
 * | tos_accepted_at            | tos_acceptance.date (custom only: with express Stripe collects the  |
 * |                            | agreement itself during onboarding)                                 |
 * | account_token (custom)     | account_token; then business_type, company, individual and          |
 * |                            | tos_acceptance come from the token and must not be sent (Stripe     |
 * |                            | refuses them next to a token)                                       |
 * | account id, account type   | metadata (account_id, account_type, business_type, minor)           |
 * | minor (a guardian's)       | settings.payouts.schedule.interval manual: the platform pays the    |
 * |                            | minor's trust set-aside to the trust bank account and the rest to   |
 * |                            | the guardian's bank as separate payouts (transfer/invoice-payouts); |
 * |                            | an automatic payout would sweep both into one bank account          |
 * | owner's email              | not sent: it is the payer's Stripe customer's (billing/), kept here |
 */
export type ConnectAccountType = 'custom' | 'express';

export interface NewConnectedAccountInput {
  accountId: string;
  businessType: string;
  accountType: string;
  name: string;
  country: string;
  minor: boolean;
  individual?: { firstName: string; lastName: string } | undefined;
  accountToken: string;
  /** ISO-8601, or empty. */
  tosAcceptedAt: string;
  /** The owner's email, where the account's invoices go when it pays (billing/). */
  ownerEmail?: string;
}

export const DEFAULT_ACCOUNT_COUNTRY = 'US';

export type StripeBusinessType = 'company' | 'individual' | 'non_profit';

/** Our business type as Stripe's: a parent registering a minor is an individual (the guardian). */
export function stripeBusinessType(businessType: string): StripeBusinessType {
  switch (businessType) {
    case 'company':
      return 'company';
    case 'non_profit':
      return 'non_profit';
    default:
      return 'individual';
  }
}

/** Stripe's POST /v1/accounts parameters (typed loosely: this layer does not depend on the SDK). */
export function connectAccountParams(
  input: NewConnectedAccountInput,
  type: ConnectAccountType,
): Record<string, unknown> {
  const country = input.country.trim().toUpperCase() || DEFAULT_ACCOUNT_COUNTRY;
  const businessType = stripeBusinessType(input.businessType);
  const name = input.name.trim();
  const params: Record<string, unknown> = {
    type,
    country,
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    metadata: {
      account_id: input.accountId,
      account_type: input.accountType,
      business_type: input.businessType,
      minor: String(input.minor),
    },
    ...(name === '' ? {} : { business_profile: { name } }),
    ...(input.minor ? { settings: { payouts: { schedule: { interval: 'manual' } } } } : {}),
  };
  const token = input.accountToken.trim();
  if (type === 'custom' && token !== '') {
    return { ...params, account_token: token };
  }
  params.business_type = businessType;
  if (businessType === 'individual') {
    const first = input.individual?.firstName.trim() ?? '';
    const last = input.individual?.lastName.trim() ?? '';
    if (first !== '' || last !== '') {
      params.individual = { ...(first ? { first_name: first } : {}), ...(last ? { last_name: last } : {}) };
    }
  } else if (name !== '') {
    params.company = { name };
  }
  const acceptedAt = Date.parse(input.tosAcceptedAt);
  if (type === 'custom' && !Number.isNaN(acceptedAt)) {
    params.tos_acceptance = { date: Math.floor(acceptedAt / 1000) };
  }
  return params;
}

import { apiFetch } from '../../dataProvider/httpClient';

/*
 * The gateway's answers for the account's Stripe side, as its views write them
 * (services/gateway/src/payments/account/payments-account.views.ts, billing protos): Stripe's objects
 * in Stripe's names, amounts in minor units.
 */
export interface RequirementMessage {
  key: string;
  message: string;
  args: string[];
  requirements: string[];
}

export interface RequirementError {
  key: string;
  message: string;
  code: string;
  requirement: string;
  args: string[];
}

export interface StripeAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

export interface ConnectedAccount {
  id: string;
  stripe_account_id: string;
  status: string;
  status_label_key: string;
  connect_type: 'custom' | 'express';
  charges_enabled: boolean;
  payouts_enabled: boolean;
  business_type?: string | null;
  email?: string | null;
  business_profile?: {
    mcc?: string | null;
    url?: string | null;
    name?: string | null;
    product_description?: string | null;
  } | null;
  company?: {
    name?: string | null;
    phone?: string | null;
    tax_id_provided?: boolean | null;
    address?: StripeAddress | null;
    owners_provided?: boolean | null;
  } | null;
  individual?: {
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    email?: string | null;
    ssn_last_4_provided?: boolean | null;
    id_number_provided?: boolean | null;
    dob?: { day?: number | null; month?: number | null; year?: number | null } | null;
    address?: StripeAddress | null;
  } | null;
  tos_acceptance?: { date?: number | null; ip?: string | null } | null;
  requirements: {
    due: RequirementMessage[];
    upcoming: RequirementMessage[];
    future: RequirementMessage[];
    future_deadline: number | null;
    disabled: { key: string; message: string; args: string[] } | null;
    errors: RequirementError[];
    current_deadline: number | null;
  };
}

export interface StripePerson {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  dob?: { day?: number | null; month?: number | null; year?: number | null } | null;
  address?: StripeAddress | null;
  ssn_last_4_provided?: boolean | null;
  relationship?: {
    representative?: boolean | null;
    executive?: boolean | null;
    owner?: boolean | null;
    director?: boolean | null;
    title?: string | null;
    percent_ownership?: number | null;
  } | null;
  verification?: { status?: string | null; document?: { front?: string | null; back?: string | null } | null } | null;
}

export interface ExternalBankAccount {
  id: string;
  /** bank_account or card. */
  object: string;
  bank_name?: string | null;
  brand?: string | null;
  last4?: string | null;
  routing_number?: string | null;
  account_holder_name?: string | null;
  currency?: string | null;
  default_for_currency?: boolean | null;
  status?: string | null;
  available_payout_methods?: string[] | null;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

export interface Amount {
  amount: number;
  currency: string;
}

export interface Balance {
  available: Amount[];
  pending: Amount[];
  instant_available: Amount[];
}

export interface PayoutQuote {
  amount: number;
  fee: number;
  net: number;
  currency: string;
  destination: string;
  available: number;
}

export interface Payout extends Omit<PayoutQuote, 'available'> {
  id: string;
  status: string;
  method: string;
}

export interface IdentityFile {
  id: string;
  purpose: string;
  type: string;
  size: number;
  file_name: string;
}

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export function pageQuery(startingAfter?: string): string {
  return startingAfter ? `?limit=25&starting_after=${encodeURIComponent(startingAfter)}` : '?limit=25';
}

export const connectedAccountApi = {
  get: async () => (await apiFetch<ConnectedAccount>('/api/account')).json,
  update: async (fields: Record<string, unknown>) =>
    (await apiFetch<ConnectedAccount>('/api/account', { method: 'PATCH', ...json(fields) })).json,
  onboardingLink: async () =>
    (await apiFetch<{ url: string }>('/api/account/onboarding-link', { method: 'POST', ...json({}) })).json,
  balance: async () => (await apiFetch<Balance>('/api/account/balance')).json,
  quote: async (amount: number, currency: string) =>
    (await apiFetch<PayoutQuote>('/api/account/payout/quote', { method: 'POST', ...json({ amount, currency }) })).json,
  payout: async (amount: number, currency: string, key: string) =>
    (
      await apiFetch<Payout>('/api/account/payout', {
        method: 'POST',
        headers: new Headers({ 'Idempotency-Key': key }),
        ...json({ amount, currency }),
      })
    ).json,
  persons: async (startingAfter?: string) =>
    (await apiFetch<Page<StripePerson>>(`/api/account/person${pageQuery(startingAfter)}`)).json,
  savePerson: async (id: string | undefined, person: Record<string, unknown>) =>
    (
      await apiFetch<StripePerson>(id ? `/api/account/person/${encodeURIComponent(id)}` : '/api/account/person', {
        method: id ? 'PATCH' : 'POST',
        ...json(person),
      })
    ).json,
  deletePerson: async (id: string) =>
    (await apiFetch(`/api/account/person/${encodeURIComponent(id)}`, { method: 'DELETE' })).json,
  externalAccounts: async (startingAfter?: string) =>
    (await apiFetch<Page<ExternalBankAccount>>(`/api/stripe/account/external${pageQuery(startingAfter)}`)).json,
  addExternalAccount: async (body: Record<string, unknown>) =>
    (await apiFetch<ExternalBankAccount>('/api/stripe/account/external', { method: 'POST', ...json(body) })).json,
  makeDefaultExternal: async (id: string) =>
    (
      await apiFetch<ExternalBankAccount>(`/api/stripe/account/external/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        ...json({ default_for_currency: true }),
      })
    ).json,
  deleteExternalAccount: async (id: string) =>
    (await apiFetch(`/api/stripe/account/external/${encodeURIComponent(id)}`, { method: 'DELETE' })).json,
  uploadIdentityFile: async (file: File) => {
    const form = new FormData();
    form.append('purpose', 'identity_document');
    form.append('file', file);
    return (await apiFetch<IdentityFile>('/api/stripe/file', { method: 'POST', body: form })).json;
  },
};

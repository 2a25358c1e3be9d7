import { apiFetch } from '../../dataProvider/httpClient';
import { pageQuery, type Page } from './connectedAccount';

/** GET /api/account/billing, in proto JSON names (billing.proto's Billing). */
export interface Billing {
  accountId: string;
  customerId?: string;
  email?: string;
  name?: string;
  defaultPaymentMethod?: string;
  paymentMethodTypes?: string[];
}

export interface PaymentMethod {
  id: string;
  type: string;
  label?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  isDefault: boolean;
  createdAt: string;
}

export interface SetupIntent {
  id: string;
  clientSecret: string;
  status: string;
}

/** A minor's trust account (invoice.proto's TrustAccount). */
export interface TrustAccount {
  talentId: string;
  externalAccountId: string;
  bankName?: string;
  last4?: string;
}

export interface TalentSummary {
  id: string;
  firstName?: string;
  lastName?: string;
  minor?: boolean;
}

const json = (body: unknown) => ({ body: JSON.stringify(body) });

export const billingApi = {
  get: async () => (await apiFetch<Billing>('/api/account/billing')).json,
  update: async (fields: { email?: string; name?: string }) =>
    (await apiFetch<Billing>('/api/account/billing', { method: 'PATCH', ...json(fields) })).json,
  setupIntent: async () =>
    (
      await apiFetch<SetupIntent>('/api/account/billing/setup-intent', {
        method: 'POST',
        ...json({ paymentMethodTypes: ['card'] }),
      })
    ).json,
  methods: async (startingAfter?: string) =>
    (await apiFetch<Page<PaymentMethod>>(`/api/account/billing/payment-methods${pageQuery(startingAfter)}`)).json,
  attach: async (paymentMethod: string, makeDefault: boolean) =>
    (
      await apiFetch<PaymentMethod>('/api/account/billing/payment-methods', {
        method: 'POST',
        ...json({ paymentMethod, makeDefault }),
      })
    ).json,
  setDefault: async (id: string) =>
    (
      await apiFetch<PaymentMethod>(`/api/account/billing/payment-methods/${encodeURIComponent(id)}/default`, {
        method: 'POST',
        ...json({}),
      })
    ).json,
  detach: async (id: string) =>
    (await apiFetch(`/api/account/billing/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' })).json,
};

export const trustAccountApi = {
  /** The account's minor talent profiles: the ones a trust account can be marked for. */
  minors: async () => {
    const page = (await apiFetch<Page<TalentSummary>>('/api/talent?limit=100')).json;
    return page.data.filter((talent) => talent.minor === true);
  },
  get: async (talentId: string): Promise<TrustAccount | null> => {
    try {
      return (await apiFetch<TrustAccount>(`/api/talent/${encodeURIComponent(talentId)}/trust-account`)).json;
    } catch (error) {
      if ((error as { status?: number }).status === 404) {
        return null;
      }
      throw error;
    }
  },
  mark: async (talentId: string, externalAccountId: string) =>
    (
      await apiFetch<TrustAccount>(`/api/talent/${encodeURIComponent(talentId)}/trust-account`, {
        method: 'PUT',
        ...json({ externalAccountId }),
      })
    ).json,
};

import { connectAccountParams, type NewConnectedAccountInput, stripeBusinessType } from './connect-account.js';

const input: NewConnectedAccountInput = {
  accountId: '0190a6f0-0000-7000-8000-000000000001',
  businessType: 'individual',
  accountType: 'talent',
  name: 'Ada Lovelace',
  country: 'us',
  minor: false,
  individual: { firstName: 'Ada', lastName: 'Lovelace' },
  accountToken: '',
  tosAcceptedAt: '2026-01-02T03:04:05.000Z',
};

describe('connectAccountParams', () => {
  it.each([
    ['company', 'company'],
    ['individual', 'individual'],
    ['parent', 'individual'],
    ['non_profit', 'non_profit'],
  ])('maps business type %s to Stripe’s %s', (ours, stripe) => {
    expect(stripeBusinessType(ours)).toBe(stripe);
  });

  it('opens a custom account with capabilities, names, country and the tos acceptance date', () => {
    expect(connectAccountParams(input, 'custom')).toEqual({
      type: 'custom',
      country: 'US',
      business_type: 'individual',
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      business_profile: { name: 'Ada Lovelace' },
      individual: { first_name: 'Ada', last_name: 'Lovelace' },
      tos_acceptance: { date: Math.floor(Date.parse(input.tosAcceptedAt) / 1000) },
      metadata: { account_id: input.accountId, account_type: 'talent', business_type: 'individual', minor: 'false' },
    });
  });

  it('keeps the minor flag of a parent’s account and leaves tos to Stripe for express accounts', () => {
    const params = connectAccountParams({ ...input, businessType: 'parent', minor: true }, 'express');
    expect(params).toMatchObject({ type: 'express', business_type: 'individual', metadata: { minor: 'true' } });
    // The platform pays the trust set-aside and the guardian's share out separately: no automatic sweep.
    expect(params.settings).toEqual({ payouts: { schedule: { interval: 'manual' } } });
    expect(connectAccountParams(input, 'express')).not.toHaveProperty('settings');
    expect(params).not.toHaveProperty('tos_acceptance');
  });

  it('names the company of a company or non-profit', () => {
    expect(connectAccountParams({ ...input, businessType: 'company', name: 'Acme' }, 'custom')).toMatchObject({
      business_type: 'company',
      company: { name: 'Acme' },
    });
  });

  it('sends only the token in custom mode, and ignores a token for express accounts', () => {
    const custom = connectAccountParams({ ...input, accountToken: 'ct_123' }, 'custom');
    expect(custom).toMatchObject({ account_token: 'ct_123' });
    expect(custom).not.toHaveProperty('individual');
    expect(custom).not.toHaveProperty('business_type');
    expect(connectAccountParams({ ...input, accountToken: 'ct_123' }, 'express')).not.toHaveProperty('account_token');
  });

  it('defaults the country to US', () => {
    expect(connectAccountParams({ ...input, country: ' ' }, 'custom').country).toBe('US');
  });
});

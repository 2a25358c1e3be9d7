import { describeRefusal } from '@callsheet/testing';
import { assertDashboardAvailable, assertExpressAccount, planAccountLink, requestedLinkType } from './account-links.js';

const urls = { returnUrl: 'https://console.test/account?stripe=return', refreshUrl: 'https://console.test/r' };
const newExpress = { connectType: 'express' as const, detailsSubmitted: false };
const onboardedExpress = { connectType: 'express' as const, detailsSubmitted: true };
const custom = { connectType: 'custom' as const, detailsSubmitted: false };

describe('account links', () => {
  it('onboards a new express account, collecting everything up front, back to the configured URLs', () => {
    expect(planAccountLink(undefined, newExpress, urls)).toEqual({
      type: 'account_onboarding',
      params: {
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
        collection_options: { fields: 'eventually_due' },
      },
    });
  });

  it('after the details are submitted, collects what is due now and the future requirements', () => {
    expect(planAccountLink('', onboardedExpress, urls).params.collection_options).toEqual({
      fields: 'currently_due',
      future_requirements: 'include',
    });
    expect(planAccountLink('account_onboarding', onboardedExpress, urls).type).toBe('account_onboarding');
  });

  it('refuses account_update for an express account: Stripe makes none with a hosted dashboard', () => {
    for (const account of [newExpress, onboardedExpress]) {
      expect(describeRefusal(() => planAccountLink('account_update', account, urls))).toMatchObject({
        code: 'accountLinkTypeNotAllowed',
        args: ['account_update', 'express'],
      });
    }
  });

  it('refuses a type Stripe does not have', () => {
    for (const type of ['onboarding', 'ACCOUNT_ONBOARDING', 3]) {
      expect(describeRefusal(() => requestedLinkType(type))).toMatchObject({ code: 'invalidValue', args: ['type'] });
    }
    expect(requestedLinkType(null)).toBeUndefined();
  });

  it('refuses a custom account first, whatever was asked: its details are completed in the console', () => {
    for (const type of [undefined, 'account_onboarding', 'account_update', 'nonsense']) {
      expect(describeRefusal(() => planAccountLink(type, custom, urls))).toMatchObject({
        code: 'expressAccountRequired',
        args: ['custom'],
      });
    }
    expect(describeRefusal(() => assertExpressAccount('custom')).code).toBe('expressAccountRequired');
    expect(() => assertExpressAccount('express')).not.toThrow();
  });
});

describe('the Express dashboard link', () => {
  it('is for an express account whose details are submitted', () => {
    expect(() => assertDashboardAvailable(onboardedExpress)).not.toThrow();
    expect(describeRefusal(() => assertDashboardAvailable(newExpress))).toMatchObject({
      code: 'onboardingNotComplete',
      args: ['express'],
    });
    expect(describeRefusal(() => assertDashboardAvailable({ ...custom, detailsSubmitted: true }))).toMatchObject({
      code: 'expressAccountRequired',
      args: ['custom'],
    });
  });
});

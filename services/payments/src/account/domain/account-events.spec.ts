import { openedAccountStep, stripeAccountStep } from './account-events.js';

const enabled = { id: 'acct_1', charges_enabled: true, payouts_enabled: true, details_submitted: true };
const restricted = {
  id: 'acct_1',
  charges_enabled: false,
  requirements: { currently_due: ['business_profile.mcc'], past_due: [] },
};

describe('connected account steps', () => {
  it('opens an account with the state Stripe gave it and ConnectedAccountCreated', () => {
    expect(openedAccountStep(restricted)).toEqual({
      state: {
        status: 'restricted',
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: restricted.requirements,
        stripeUpdatedAt: 0,
      },
      events: [{ type: 'created' }],
    });
  });

  it('applies account.updated as the new state with ConnectedAccountUpdated', () => {
    expect(stripeAccountStep(enabled, 2_000)).toEqual({
      state: {
        status: 'enabled',
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: {},
        stripeUpdatedAt: 2_000,
      },
      events: [{ type: 'updated' }],
    });
  });

  it('keeps the future requirements beside the requirements, for their messages', () => {
    const future = { currently_due: ['representative.id_number'], current_deadline: 1_900_000_000 };
    expect(stripeAccountStep({ ...restricted, future_requirements: future }, 3_000).state.requirements).toEqual({
      ...restricted.requirements,
      future_requirements: future,
    });
  });

  it('reads flags Stripe leaves out as not enabled and missing requirements as none', () => {
    expect(stripeAccountStep({ id: 'acct_1' }, 1).state).toMatchObject({
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: {},
    });
  });
});

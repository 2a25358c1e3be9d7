import { e2eStack, startStackService, waitFor, waitForStackReady } from '@callsheet/testing';
import { gatewayApi, type Json, type Member } from './support/api.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// Production's connect mode end to end (spec section 9: express accounts in production): payments runs
// with STRIPE_CONNECT_ACCOUNT_TYPE=express for this file. The shared stack runs payments in custom mode
// (development's default, which every other file expects), so this file restarts the shared payments
// process with the express configuration through the stack's control endpoint (startStackService,
// libs/testing/src/e2e-stack.ts) and gives it back its shared configuration when it is done; the
// gateway and the other services stay as they are. A new account then gets an express connected account
// (the type is kept per account, so accounts opened before stay custom).
const stack = e2eStack();
const { call, memberWithAccount } = gatewayApi(stack.gatewayUrl);
const deliver = stripeWebhookSender(stack.gatewayUrl, stack.webhookSecret);

const RETURN_URL = 'http://console.test/account?stripe=return';
const REFRESH_URL = 'http://console.test/account?stripe=refresh';
const EXPRESS = {
  STRIPE_CONNECT_ACCOUNT_TYPE: 'express',
  STRIPE_ONBOARDING_RETURN_URL: RETURN_URL,
  STRIPE_ONBOARDING_REFRESH_URL: REFRESH_URL,
};

/** The member's account as GET /api/account answers it, once payments has opened its connected account. */
async function connectedAccount(member: Member): Promise<Json> {
  return waitFor('the connected account', async () => {
    const answer = await call('GET', '/api/account', member.token);
    return answer.status === 200 ? answer.body : undefined;
  });
}

/** The account as GET /api/account answers it once `done` holds (payments applies webhooks from Kafka). */
async function accountWhen(member: Member, what: string, done: (account: Json) => boolean): Promise<Json> {
  return waitFor(what, async () => {
    const account = (await call('GET', '/api/account', member.token)).body;
    return done(account) ? account : undefined;
  });
}

describe('Stripe-hosted onboarding in custom mode (the shared stack)', () => {
  it('answers 409 expressAccountRequired on both routes: the console’s forms are the path', async () => {
    const member = await memberWithAccount('talent', 'Cory');
    expect((await connectedAccount(member)).connect_type).toBe('custom');
    const refusal = { status: 409, body: { code: 'expressAccountRequired', args: ['custom'] } };
    expect(await call('POST', '/api/account/onboarding-link', member.token, {})).toMatchObject(refusal);
    expect(await call('POST', '/api/account/dashboard-link', member.token)).toMatchObject(refusal);
  });
});

describe('express onboarding', () => {
  let member: Member;
  let stripeAccountId: string;

  beforeAll(async () => {
    await startStackService('payments', EXPRESS);
    await waitForStackReady();
    member = await memberWithAccount('talent', 'Exa');
    const account = await connectedAccount(member);
    expect(account.connect_type).toBe('express');
    stripeAccountId = String(account.stripe_account_id);
  }, 180_000);

  afterAll(async () => {
    await startStackService('payments');
    await waitForStackReady();
  }, 180_000);

  it('gives a new account a Stripe onboarding link back to the configured console page', async () => {
    const link = await call('POST', '/api/account/onboarding-link', member.token, {});
    expect(link).toMatchObject({
      status: 201,
      body: {
        type: 'account_onboarding',
        url: expect.stringMatching(/^https:\/\//),
        return_url: RETURN_URL,
        refresh_url: REFRESH_URL,
        expires_at: expect.any(Number),
      },
    });
    // Stripe makes no account_update link for an account with the Express dashboard.
    expect(await call('POST', '/api/account/onboarding-link', member.token, { type: 'account_update' })).toMatchObject({
      status: 409,
      body: { code: 'accountLinkTypeNotAllowed', args: ['account_update', 'express'] },
    });
    expect(await call('POST', '/api/account/onboarding-link', member.token, { type: 'express' })).toMatchObject({
      status: 400,
      body: { code: 'invalidValue', args: ['type'] },
    });
    // The dashboard opens once the onboarding is submitted (stripe-mock's account has not submitted it).
    expect(await call('POST', '/api/account/dashboard-link', member.token)).toMatchObject({
      status: 409,
      body: { code: 'onboardingNotComplete' },
    });
  });

  it('turns the requirements of a signed account.updated into the translated messages', async () => {
    const now = Math.floor(Date.now() / 1000);
    const restricted = {
      id: stripeAccountId,
      object: 'account',
      type: 'express',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: true,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: ['individual.id_number', 'individual.verification.document', 'business_profile.support_phone'],
        eventually_due: ['individual.id_number', 'individual.verification.document', 'business_profile.support_phone'],
        past_due: ['external_account'],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
        errors: [
          {
            code: 'verification_document_expired',
            reason: 'The document is expired.',
            requirement: 'individual.verification.document',
          },
        ],
      },
      future_requirements: {
        alternatives: [],
        current_deadline: now + 86_400 * 90,
        currently_due: [],
        eventually_due: ['individual.political_exposure'],
        past_due: [],
        pending_verification: [],
        disabled_reason: null,
        errors: [],
      },
    };
    expect((await deliver(stripeEvent('account.updated', restricted, now))).status).toBe(200);

    // Before it, the account shows what Stripe answered when it was opened (stripe-mock's requirements, no errors).
    const account = await accountWhen(
      member,
      'the requirement messages',
      (body) => body.requirements?.errors?.length > 0,
    );
    expect(account).toMatchObject({ status: 'restricted', charges_enabled: false, payouts_enabled: false });
    expect(account.requirements.due).toEqual([
      {
        key: 'requirements.externalAccount',
        message: 'Add an external account to activate payouts.',
        args: [],
        requirements: ['external_account'],
      },
      {
        key: 'requirements.individual.taxId',
        message: 'Account holder: provide the tax id (last 4 of the SSN or the full id number).',
        args: [],
        requirements: ['individual.id_number'],
      },
      {
        key: 'requirements.individual.identityDocument',
        message: 'Account holder: provide the identity document (front and back).',
        args: [],
        requirements: ['individual.verification.document'],
      },
      {
        key: 'requirements.supportPhone',
        message: 'Provide the support phone number.',
        args: [],
        requirements: ['business_profile.support_phone'],
      },
    ]);
    expect(account.requirements.errors).toEqual([
      {
        key: 'requirementErrors.documentExpired',
        message: 'The document has expired: upload one that is still valid.',
        code: 'verification_document_expired',
        requirement: 'individual.verification.document',
        args: ['individual.verification.document'],
      },
    ]);
    expect(account.requirements.disabled).toEqual({
      key: 'requirementsDisabled.pastDue',
      message: 'Payments and payouts are paused: provide the overdue information.',
      args: ['requirements.past_due'],
    });
    expect(account.requirements.future).toEqual([
      expect.objectContaining({ key: 'requirements.individual.politicalExposure' }),
    ]);
    expect(account.requirements.future_deadline).toBe(now + 86_400 * 90);
  });

  it('shows the account enabled after the account.updated that says charges and payouts are', async () => {
    const nothingDue = {
      alternatives: [],
      current_deadline: null,
      currently_due: [],
      eventually_due: [],
      past_due: [],
      pending_verification: [],
      disabled_reason: null,
      errors: [],
    };
    const enabled = {
      id: stripeAccountId,
      object: 'account',
      type: 'express',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: nothingDue,
      future_requirements: nothingDue,
    };
    // A second later than the restricted state, as Stripe stamps its events.
    const later = Math.floor(Date.now() / 1000) + 1;
    expect((await deliver(stripeEvent('account.updated', enabled, later))).status).toBe(200);

    const account = await accountWhen(member, 'the account to be enabled', (body) => body.status === 'enabled');
    expect(account).toMatchObject({
      status: 'enabled',
      status_label_key: 'resources.account.status.enabled',
      charges_enabled: true,
      payouts_enabled: true,
      connect_type: 'express',
      requirements: { due: [], upcoming: [], errors: [], future: [], disabled: null },
    });
  });
});

import type { JsonObject } from '@bufbuild/protobuf';
import { AccountCreatedSchema } from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import type Stripe from 'stripe';
import { AccountViews } from '../src/account/account.views.js';
import { CreateAccountLinkCommand } from '../src/account/commands/create-account-link/create-account-link.command.js';
import { CreateDashboardLinkCommand } from '../src/account/commands/create-dashboard-link/create-dashboard-link.command.js';
import { SyncConnectedAccountCommand } from '../src/account/commands/sync-connected-account/sync-connected-account.command.js';
import { GetAccountQuery } from '../src/account/queries/get-account/get-account.query.js';
import { IdentityAccountEventsHandler } from '../src/account/reactions/identity-account-events.handler.js';
import { consumedEvent, deliverEvent } from './payments-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

// Production's connect mode: every account opened here is an express account, onboarded on Stripe's
// pages (Account Links) and managed in its Express dashboard (login links), all against stripe-mock,
// which checks each request against Stripe's OpenAPI.
const RETURN_URL = 'https://console.callsheet.test/account?stripe=return';
const REFRESH_URL = 'https://console.callsheet.test/account?stripe=refresh';
const harness = usePaymentsTestApp({
  STRIPE_CONNECT_ACCOUNT_TYPE: 'express',
  STRIPE_ONBOARDING_RETURN_URL: RETURN_URL,
  STRIPE_ONBOARDING_REFRESH_URL: REFRESH_URL,
});

/** A new account with its express connected account, as after identity's AccountCreated. */
async function expressAccount(): Promise<string> {
  const accountId = uuid7();
  const event = consumedEvent(AccountCreatedSchema, accountId, {
    accountId,
    ownerUserId: uuid7(),
    businessType: 'individual',
    accountType: 'talent',
    name: 'Ada Lovelace',
    country: 'US',
    individual: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
    tosAcceptedAt: new Date().toISOString(),
  });
  await deliverEvent(harness, IdentityAccountEventsHandler, event);
  return accountId;
}

/** Stripe's account read answering that the onboarding details were submitted (stripe-mock's are not). */
function detailsSubmitted() {
  const retrieve = harness.stripe.accounts.retrieve.bind(harness.stripe.accounts);
  return jest
    .spyOn(harness.stripe.accounts, 'retrieve')
    .mockImplementation(async (id) => ({ ...(await retrieve(id ?? '')), details_submitted: true }));
}

describe('express accounts', () => {
  it('are opened as express accounts, without the terms acceptance Stripe collects itself', async () => {
    const create = jest.spyOn(harness.stripe.accounts, 'create');
    const accountId = await expressAccount();
    expect(create.mock.calls[0][0]).toMatchObject({ type: 'express' });
    expect(create.mock.calls[0][0]).not.toHaveProperty('tos_acceptance');
    const view = AccountViews.account(await harness.queries.execute(new GetAccountQuery(accountId))) as JsonObject;
    expect(view).toMatchObject({ accountId, connectType: 'express' });
  });
});

describe('onboarding links (Stripe Account Links)', () => {
  it('onboards a new account on Stripe’s pages, collecting everything up front, back to the configured URLs', async () => {
    const accountId = await expressAccount();
    const create = jest.spyOn(harness.stripe.accountLinks, 'create');
    const link = await harness.commands.execute(new CreateAccountLinkCommand(accountId, '', uuid7()));

    const { stripeAccountId } = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId } });
    const [params, options] = create.mock.calls[0];
    expect(params).toEqual({
      account: stripeAccountId,
      type: 'account_onboarding',
      return_url: RETURN_URL,
      refresh_url: REFRESH_URL,
      collection_options: { fields: 'eventually_due' },
    });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f]{48}$/);
    expect(link).toMatchObject({ type: 'account_onboarding', returnUrl: RETURN_URL, refreshUrl: REFRESH_URL });
    expect(link.url).toMatch(/^https:\/\//);
    expect(AccountViews.accountLink(link)).toMatchObject({
      type: 'account_onboarding',
      url: link.url,
      expiresAt: String(link.expires_at),
      returnUrl: RETURN_URL,
    });
  });

  it('after the details are submitted, asks for what is due now and the future requirements', async () => {
    const accountId = await expressAccount();
    detailsSubmitted();
    const create = jest.spyOn(harness.stripe.accountLinks, 'create');
    await harness.commands.execute(new CreateAccountLinkCommand(accountId, 'account_onboarding', uuid7()));
    expect(create.mock.calls[0][0]).toMatchObject({
      type: 'account_onboarding',
      collection_options: { fields: 'currently_due', future_requirements: 'include' },
    });
  });

  it('makes the same Stripe request for the same command, another for another', async () => {
    const accountId = await expressAccount();
    const create = jest.spyOn(harness.stripe.accountLinks, 'create');
    const commandId = uuid7();
    await harness.commands.execute(new CreateAccountLinkCommand(accountId, '', commandId));
    await harness.commands.execute(new CreateAccountLinkCommand(accountId, '', commandId));
    await harness.commands.execute(new CreateAccountLinkCommand(accountId, '', uuid7()));
    const keys = create.mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('refuses account_update and an unknown type before calling Stripe', async () => {
    const accountId = await expressAccount();
    const create = jest.spyOn(harness.stripe.accountLinks, 'create');
    expect(
      await refusalOf(harness.commands.execute(new CreateAccountLinkCommand(accountId, 'account_update', uuid7()))),
    ).toEqual({ code: 'accountLinkTypeNotAllowed', args: ['account_update', 'express'] });
    expect(
      await refusalOf(harness.commands.execute(new CreateAccountLinkCommand(accountId, 'onboarding', uuid7()))),
    ).toEqual({ code: 'invalidValue', args: ['type'] });
    expect(create).not.toHaveBeenCalled();
  });

  it('answers connectedAccountNotFound before the connected account exists', async () => {
    expect(await refusalOf(harness.commands.execute(new CreateAccountLinkCommand(uuid7(), '', uuid7())))).toMatchObject(
      { code: 'connectedAccountNotFound' },
    );
  });
});

describe('Express dashboard links (Stripe login links)', () => {
  it('opens the dashboard of an onboarded account, once per command', async () => {
    const accountId = await expressAccount();
    detailsSubmitted();
    const create = jest.spyOn(harness.stripe.accounts, 'createLoginLink');
    const commandId = uuid7();
    const link = await harness.commands.execute(new CreateDashboardLinkCommand(accountId, commandId));
    const { stripeAccountId } = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId } });
    expect(create.mock.calls[0][0]).toBe(stripeAccountId);
    expect(create.mock.calls[0][1]).toEqual({});
    expect(link.url).toMatch(/^https:\/\//);
    expect(AccountViews.dashboardLink(link)).toEqual({ url: link.url, created: String(link.created) });
    await harness.commands.execute(new CreateDashboardLinkCommand(accountId, commandId));
    expect(create.mock.calls[1][2]?.idempotencyKey).toBe(create.mock.calls[0][2]?.idempotencyKey);
  });

  it('refuses it before the onboarding is submitted, without asking Stripe for a link', async () => {
    const accountId = await expressAccount();
    const create = jest.spyOn(harness.stripe.accounts, 'createLoginLink');
    expect(await refusalOf(harness.commands.execute(new CreateDashboardLinkCommand(accountId, uuid7())))).toEqual({
      code: 'onboardingNotComplete',
      args: ['express'],
    });
    expect(create).not.toHaveBeenCalled();
  });
});

describe('what an express account still needs', () => {
  it('shows the requirements, errors, future requirements and disabled reason Stripe’s account.updated sent', async () => {
    const accountId = await expressAccount();
    const { stripeAccountId } = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId } });
    const restricted = {
      id: stripeAccountId,
      object: 'account',
      type: 'express',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: true,
      requirements: {
        currently_due: ['individual.id_number', 'individual.verification.document', 'business_profile.support_phone'],
        past_due: ['external_account'],
        eventually_due: ['individual.id_number', 'individual.verification.document', 'business_profile.support_phone'],
        pending_verification: [],
        disabled_reason: 'requirements.past_due',
        current_deadline: null,
        errors: [
          {
            code: 'verification_document_expired',
            reason: 'The document has expired.',
            requirement: 'individual.verification.document',
          },
        ],
      },
      future_requirements: {
        currently_due: [],
        past_due: [],
        eventually_due: ['individual.political_exposure'],
        pending_verification: [],
        current_deadline: 1_900_000_000,
        errors: [],
      },
    } as unknown as Stripe.Account;
    await harness.commands.execute(new SyncConnectedAccountCommand(restricted, Math.floor(Date.now() / 1000) + 100));

    const view = AccountViews.account(await harness.queries.execute(new GetAccountQuery(accountId))) as JsonObject;
    expect(view).toMatchObject({ status: 'restricted', connectType: 'express' });
    const requirements = view.requirements as JsonObject;
    expect((requirements.due as JsonObject[]).map((message) => message.key)).toEqual([
      'requirements.externalAccount',
      'requirements.individual.taxId',
      'requirements.individual.identityDocument',
      'requirements.supportPhone',
    ]);
    expect(requirements.errors).toEqual([
      expect.objectContaining({
        key: 'requirementErrors.documentExpired',
        requirement: 'individual.verification.document',
      }),
    ]);
    expect(requirements.future).toEqual([
      expect.objectContaining({ key: 'requirements.individual.politicalExposure' }),
    ]);
    expect(requirements.futureDeadline).toBe('1900000000');
    expect(requirements.disabled).toMatchObject({ key: 'requirementsDisabled.pastDue' });
  });
});

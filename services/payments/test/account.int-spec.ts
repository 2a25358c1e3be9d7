import type { JsonObject } from '@bufbuild/protobuf';
import { AccountCreatedSchema, PaymentsTopics } from '@callsheet/contracts';
import { type ConsumedEvent, FILE_STORAGE, type FileStorage, uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import Stripe from 'stripe';
import { AccountRepository } from '../src/account/account.repository.js';
import { AccountViews } from '../src/account/account.views.js';
import { ApplyStripePayoutEventCommand } from '../src/account/commands/apply-stripe-payout-event/apply-stripe-payout-event.command.js';
import { CreateInstantPayoutCommand } from '../src/account/commands/create-instant-payout/create-instant-payout.command.js';
import { DeleteExternalAccountCommand } from '../src/account/commands/delete-external-account/delete-external-account.command.js';
import { DeletePersonCommand } from '../src/account/commands/delete-person/delete-person.command.js';
import { SaveExternalAccountCommand } from '../src/account/commands/save-external-account/save-external-account.command.js';
import { SavePersonCommand } from '../src/account/commands/save-person/save-person.command.js';
import { SyncConnectedAccountCommand } from '../src/account/commands/sync-connected-account/sync-connected-account.command.js';
import { UpdateAccountCommand } from '../src/account/commands/update-account/update-account.command.js';
import { UploadIdentityFileCommand } from '../src/account/commands/upload-identity-file/upload-identity-file.command.js';
import { IdentityAccountEventsHandler } from '../src/account/reactions/identity-account-events.handler.js';
import { GetAccountQuery } from '../src/account/queries/get-account/get-account.query.js';
import { GetBalanceQuery } from '../src/account/queries/get-balance/get-balance.query.js';
import { GetExternalAccountQuery } from '../src/account/queries/get-external-account/get-external-account.query.js';
import { GetPersonQuery } from '../src/account/queries/get-person/get-person.query.js';
import { ListExternalAccountsQuery } from '../src/account/queries/list-external-accounts/list-external-accounts.query.js';
import { ListPersonsQuery } from '../src/account/queries/list-persons/list-persons.query.js';
import { QuoteInstantPayoutQuery } from '../src/account/queries/quote-instant-payout/quote-instant-payout.query.js';
import { aBankAccountInput, aPersonInput } from './builders/account.builders.js';
import { consumedEvent, deliverEvent } from './payments-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

type AccountCreatedEvent = ConsumedEvent<typeof AccountCreatedSchema>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

const harness = usePaymentsTestApp();

/** What a test varies in AccountCreated. */
interface AccountCreatedOverrides {
  businessType?: string;
  country?: string;
  minor?: boolean;
  accountToken?: string;
}

function accountCreated(overrides: AccountCreatedOverrides = {}) {
  const accountId = uuid7();
  return consumedEvent(AccountCreatedSchema, accountId, {
    accountId,
    ownerUserId: uuid7(),
    businessType: 'individual',
    accountType: 'talent',
    name: 'Ada Lovelace',
    country: 'US',
    minor: false,
    individual: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
    tosAcceptedAt: new Date().toISOString(),
    ownerEmail: 'ada@lovelace.example',
    ...overrides,
  });
}

async function deliver(event: AccountCreatedEvent): Promise<void> {
  await deliverEvent(harness, IdentityAccountEventsHandler, event);
}

/** A new account with its connected account, as after identity's AccountCreated. */
async function connectedAccount(overrides: Parameters<typeof accountCreated>[0] = {}): Promise<string> {
  const event = accountCreated(overrides);
  await deliver(event);
  return event.payload.accountId;
}

async function outboxOf(aggregateId: string, eventType: string) {
  return harness.db.outboxEvent.findMany({ where: { aggregateId, eventType } });
}

describe('AccountCreated → Stripe connected account', () => {
  it('creates the connected account, keeps the link and publishes ConnectedAccountCreated', async () => {
    const create = jest.spyOn(harness.stripe.accounts, 'create');
    const event = accountCreated({ businessType: 'parent', minor: true });
    await deliver(event);

    const row = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId: event.payload.accountId } });
    expect(row).toMatchObject({ type: 'custom', country: 'US', businessType: 'parent', minor: true });
    // What its Stripe customer is made with, should the account pay invoices (billing/).
    expect(row).toMatchObject({ displayName: 'Ada Lovelace', billingEmail: 'ada@lovelace.example' });
    expect(row.stripeAccountId).toMatch(/^acct_/);
    expect(row.status).toBe('restricted');
    const [params, options] = create.mock.calls[0];
    expect(params).toMatchObject({
      type: 'custom',
      business_type: 'individual',
      individual: { first_name: 'Ada', last_name: 'Lovelace' },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { minor: 'true', business_type: 'parent' },
      // A minor's account pays out only what the platform sends (the trust set-aside apart).
      settings: { payouts: { schedule: { interval: 'manual' } } },
    });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f]{48}$/);
    const events = await outboxOf(event.payload.accountId, 'callsheet.payments.v1.ConnectedAccountCreated');
    expect(events).toHaveLength(1);
    expect(events[0].topic).toBe(PaymentsTopics.accountEvents);
  });

  it('sends the account token alone in custom mode (Stripe takes the legal entity from it)', async () => {
    const create = jest.spyOn(harness.stripe.accounts, 'create');
    await connectedAccount({ businessType: 'company', accountToken: 'ct_1234567890' });
    const [params] = create.mock.calls[0];
    expect(params).toMatchObject({ account_token: 'ct_1234567890', business_profile: { name: 'Ada Lovelace' } });
    expect(params).not.toHaveProperty('business_type');
    expect(params).not.toHaveProperty('tos_acceptance');
  });

  it('handles the same event twice as once: one Stripe account, one row, one event', async () => {
    const create = jest.spyOn(harness.stripe.accounts, 'create');
    const event = accountCreated();
    await deliver(event);
    await deliver(event);
    expect(create).toHaveBeenCalledTimes(1);
    expect(await harness.db.connectedAccount.count({ where: { accountId: event.payload.accountId } })).toBe(1);
    expect(await outboxOf(event.payload.accountId, 'callsheet.payments.v1.ConnectedAccountCreated')).toHaveLength(1);
  });
});

describe('account details, update and balance', () => {
  it('reads the account from Stripe with our status and the requirements as messages', async () => {
    const accountId = await connectedAccount();
    const view = AccountViews.account(await harness.queries.execute(new GetAccountQuery(accountId))) as JsonObject;
    expect(view).toMatchObject({
      accountId,
      status: 'restricted',
      statusLabelKey: 'resources.account.status.restricted',
    });
    const requirements = view.requirements as JsonObject;
    expect((requirements.due as JsonObject[]).map((message) => message.key)).toContain('requirements.businessWebsite');
    const details = view.details as JsonObject;
    expect(details).toHaveProperty('business_profile');
    expect(details).toHaveProperty('settings');
  });

  it('answers connectedAccountNotFound for an account without a connected account', async () => {
    expect(await refusalOf(harness.queries.execute(new GetAccountQuery(uuid7())))).toMatchObject({
      code: 'connectedAccountNotFound',
    });
  });

  it('updates only the fields given, as Stripe accepts them', async () => {
    const accountId = await connectedAccount({ businessType: 'company' });
    const update = jest.spyOn(harness.stripe.accounts, 'update');
    await harness.commands.execute(
      new UpdateAccountCommand(
        accountId,
        {
          business_profile: { mcc: '7922', url: 'https://callsheet.test', support_phone: '(415) 555-0123' },
          company: {
            name: 'Callsheet Casting LLC',
            tax_id: '12-3456789',
            address: { line1: '1 Main St', city: 'Los Angeles', state: 'CA', postal_code: '90001', country: 'US' },
          },
          tos_shown_and_accepted: true,
          settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'friday' } } },
        },
        uuid7(),
      ),
    );
    const [, params] = update.mock.calls[0];
    expect(params).toMatchObject({
      business_profile: { mcc: '7922', url: 'https://callsheet.test', support_phone: '+14155550123' },
      company: { tax_id: '123456789', address: { postal_code: '90001' } },
      settings: { payouts: { schedule: { interval: 'weekly', weekly_anchor: 'friday' } } },
    });
    expect(params).toHaveProperty('tos_acceptance.date');
  });

  it('refuses unknown fields and malformed values by name before calling Stripe', async () => {
    const accountId = await connectedAccount();
    const update = jest.spyOn(harness.stripe.accounts, 'update');
    expect(
      await refusalOf(
        harness.commands.execute(new UpdateAccountCommand(accountId, { business_profile: { mcc: '79' } }, uuid7())),
      ),
    ).toEqual({ code: 'invalidValue', args: ['business_profile.mcc'] });
    expect(
      await refusalOf(
        harness.commands.execute(new UpdateAccountCommand(accountId, { charges_enabled: true }, uuid7())),
      ),
    ).toEqual({ code: 'invalidValue', args: ['charges_enabled'] });
    expect(update).not.toHaveBeenCalled();
  });

  it('confirms the owners (company.owners_provided) once the persons pass the owners check', async () => {
    const accountId = await connectedAccount({ businessType: 'company' });
    const view = await harness.commands.execute(
      new UpdateAccountCommand(accountId, { company: { owners_provided: true } }, uuid7()),
    );
    expect(view.row.accountId).toBe(accountId);
  });

  it('reads the balance with the connected account header', async () => {
    const accountId = await connectedAccount();
    const retrieve = jest.spyOn(harness.stripe.balance, 'retrieve');
    const view = AccountViews.balance(await harness.queries.execute(new GetBalanceQuery(accountId))) as JsonObject;
    // stripe-mock's balance (scripts/infra/stripe-mock-fixtures.mjs); protobuf JSON writes int64 as text.
    expect(view.available).toEqual([{ amount: '125000', currency: 'usd' }]);
    expect(view.pending).toEqual([{ amount: '31000', currency: 'usd' }]);
    expect(view.instantAvailable).toEqual([{ amount: '80000', currency: 'usd' }]);
    expect(String(retrieve.mock.calls[0][1]?.stripeAccount)).toMatch(/^acct_/);
  });
});

describe('persons', () => {
  const representative = aPersonInput({
    relationship: { representative: true, executive: true, title: 'CEO', owner: true, percent_ownership: 60 },
  });

  it('creates, reads, lists, updates and deletes persons through Stripe', async () => {
    const accountId = await connectedAccount({ businessType: 'company' });
    const create = jest.spyOn(harness.stripe.accounts, 'createPerson');
    const created = await harness.commands.execute(new SavePersonCommand(accountId, '', representative, uuid7()));
    expect(created.id).toMatch(/^person_/);
    expect(create.mock.calls[0][1]).toMatchObject({
      phone: '+14155550123',
      relationship: { representative: true, executive: true, title: 'CEO', percent_ownership: 60 },
    });

    const got = AccountViews.person(
      await harness.queries.execute(new GetPersonQuery(accountId, created.id)),
    ) as JsonObject;
    expect(got.object).toHaveProperty('requirement_messages');
    const page = await harness.queries.execute(new ListPersonsQuery(accountId, { limit: 10 }));
    expect(page.data.length).toBeGreaterThan(0);
    expect(typeof page.has_more).toBe('boolean');

    const update = jest.spyOn(harness.stripe.accounts, 'updatePerson');
    // stripe-mock's person has no name: the update gives it (a real one keeps the current name).
    await harness.commands.execute(
      new SavePersonCommand(
        accountId,
        created.id,
        { first_name: 'Grace', last_name: 'Hopper', relationship: { title: 'President' } },
        uuid7(),
      ),
    );
    expect(update.mock.calls[0][2]).toMatchObject({ first_name: 'Grace', relationship: { title: 'President' } });

    const deleted = await harness.commands.execute(new DeletePersonCommand(accountId, created.id, uuid7()));
    expect(deleted.deleted).toBe(true);
  });

  it('refuses a primary representative who is not an executive or owner with a title', async () => {
    const accountId = await connectedAccount({ businessType: 'company' });
    const create = jest.spyOn(harness.stripe.accounts, 'createPerson');
    const noTitle = { ...representative, relationship: { representative: true, executive: true } };
    expect(await refusalOf(harness.commands.execute(new SavePersonCommand(accountId, '', noTitle, uuid7())))).toEqual({
      code: 'primaryRepresentativeRequirements',
      args: ['relationship.title'],
    });
    const director = { ...representative, relationship: { representative: true, director: true, title: 'Director' } };
    expect(await refusalOf(harness.commands.execute(new SavePersonCommand(accountId, '', director, uuid7())))).toEqual({
      code: 'primaryRepresentativeRequirements',
      args: ['relationship.executive'],
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses shares over 100% and an unconfirmable owners list', async () => {
    const accountId = await connectedAccount({ businessType: 'company' });
    const owner = (percent: number, extra: object = {}) =>
      ({
        id: `person_${percent}`,
        first_name: 'Owner',
        last_name: String(percent),
        relationship: { owner: true, percent_ownership: percent },
        ...extra,
      }) as unknown as Stripe.Person;
    jest.spyOn(harness.stripe.accounts, 'listPersons').mockReturnValue({
      async *[Symbol.asyncIterator]() {
        yield await Promise.resolve(owner(70));
      },
    } as never);
    expect(
      await refusalOf(
        harness.commands.execute(
          new SavePersonCommand(
            accountId,
            '',
            { ...representative, relationship: { owner: true, percent_ownership: 40 } },
            uuid7(),
          ),
        ),
      ),
    ).toMatchObject({ code: 'ownershipOverHundred', args: ['110'] });
    expect(
      await refusalOf(
        harness.commands.execute(new UpdateAccountCommand(accountId, { company: { owners_provided: true } }, uuid7())),
      ),
    ).toMatchObject({
      code: 'ownerDataMissing',
      args: ['person_70', 'email', 'phone', 'address', 'dob', 'ssn_last_4'],
    });
  });
});

describe('external accounts', () => {
  const bankAccount = aBankAccountInput();

  it('adds a bank account or a token, reads, lists, updates and deletes them', async () => {
    const accountId = await connectedAccount();
    const createSpy = jest.spyOn(harness.stripe.accounts, 'createExternalAccount');
    const tokenSpy = jest.spyOn(harness.stripe.tokens, 'create');
    const bank = await harness.commands.execute(new SaveExternalAccountCommand(accountId, '', bankAccount, uuid7()));
    expect(bank.id).toMatch(/^ba_/);
    expect(tokenSpy.mock.calls[0][0]).toMatchObject({ bank_account: { routing_number: '110000000' } });
    expect(createSpy.mock.calls[0][1]).toMatchObject({ default_for_currency: true });
    expect(createSpy.mock.calls[0][1].external_account).toMatch(/^btok_|^tok_/);
    const card = await harness.commands.execute(
      new SaveExternalAccountCommand(accountId, '', { external_account: 'tok_visa_debit' }, uuid7()),
    );
    expect(card.id).toBeTruthy();

    const got = await harness.queries.execute(new GetExternalAccountQuery(accountId, bank.id));
    expect(got.id).toBe(bank.id);
    const page = await harness.queries.execute(new ListExternalAccountsQuery(accountId, { limit: 5 }));
    expect(page.data.length).toBeGreaterThan(0);
    await harness.commands.execute(
      new SaveExternalAccountCommand(accountId, bank.id, { account_holder_name: 'A. Lovelace' }, uuid7()),
    );
    const deleted = await harness.commands.execute(new DeleteExternalAccountCommand(accountId, bank.id, uuid7()));
    expect(deleted.deleted).toBe(true);
  });

  it('passes a bank account token made by Stripe.js to Stripe as it is: no number here, no token made here', async () => {
    const accountId = await connectedAccount();
    const createSpy = jest.spyOn(harness.stripe.accounts, 'createExternalAccount');
    const tokenSpy = jest.spyOn(harness.stripe.tokens, 'create');
    const bank = await harness.commands.execute(
      new SaveExternalAccountCommand(
        accountId,
        '',
        { external_account: 'btok_1PgcBrB7WZ01zgkWbdl2yHjS', default_for_currency: true },
        uuid7(),
      ),
    );
    expect(bank.object).toBe('bank_account');
    expect(tokenSpy).not.toHaveBeenCalled();
    expect(createSpy.mock.calls[0][1]).toEqual({
      external_account: 'btok_1PgcBrB7WZ01zgkWbdl2yHjS',
      default_for_currency: true,
    });
  });

  it('refuses a bad routing number, a bad token and changing the numbers, before calling Stripe', async () => {
    const accountId = await connectedAccount();
    const createSpy = jest.spyOn(harness.stripe.accounts, 'createExternalAccount');
    const badRouting = { external_account: { ...bankAccount.external_account, routing_number: '110000001' } };
    expect(
      await refusalOf(harness.commands.execute(new SaveExternalAccountCommand(accountId, '', badRouting, uuid7()))),
    ).toEqual({
      code: 'invalidValue',
      args: ['external_account.routing_number'],
    });
    expect(
      await refusalOf(
        harness.commands.execute(
          new SaveExternalAccountCommand(accountId, '', { external_account: 'pm_123' }, uuid7()),
        ),
      ),
    ).toEqual({ code: 'invalidValue', args: ['external_account'] });
    expect(
      await refusalOf(
        harness.commands.execute(
          new SaveExternalAccountCommand(accountId, 'ba_123', { account_number: '123456' }, uuid7()),
        ),
      ),
    ).toEqual({ code: 'invalidValue', args: ['account_number'] });
    expect(createSpy).not.toHaveBeenCalled();
  });
});

describe('identity files', () => {
  async function stage(bytes: Buffer): Promise<string> {
    const key = `uploads/${crypto.randomUUID()}`;
    await harness.app.get<FileStorage>(FILE_STORAGE).put(key, bytes, 'application/octet-stream');
    return key;
  }

  it('uploads a staged identity document to Stripe and removes the staged copy', async () => {
    const accountId = await connectedAccount();
    const key = await stage(PNG);
    const file = await harness.commands.execute(
      new UploadIdentityFileCommand(accountId, 'identity_document', 'passport.PNG', key, uuid7()),
    );
    expect(file).toMatchObject({ purpose: 'identity_document', type: 'png', size: PNG.length });
    expect(file.id).toMatch(/^file_/);
    expect(await harness.app.get<FileStorage>(FILE_STORAGE).get(key)).toBeUndefined();
  });

  it('refuses a wrong type, a wrong purpose and a missing upload', async () => {
    const accountId = await connectedAccount();
    const storage = harness.app.get<FileStorage>(FILE_STORAGE);
    const renamed = await stage(Buffer.from('MZ this is a program'));
    expect(
      await refusalOf(
        harness.commands.execute(
          new UploadIdentityFileCommand(accountId, 'identity_document', 'id.png', renamed, uuid7()),
        ),
      ),
    ).toEqual({ code: 'invalidFileType', args: ['file'] });
    expect(await storage.get(renamed)).toBeUndefined();
    const pdfNamedPng = await stage(Buffer.from('%PDF-1.7 ...'));
    expect(
      await refusalOf(
        harness.commands.execute(
          new UploadIdentityFileCommand(accountId, 'identity_document', 'id.png', pdfNamedPng, uuid7()),
        ),
      ),
    ).toMatchObject({ code: 'invalidFileType' });
    const png = await stage(PNG);
    expect(
      await refusalOf(
        harness.commands.execute(new UploadIdentityFileCommand(accountId, 'dispute_evidence', 'id.png', png, uuid7())),
      ),
    ).toEqual({ code: 'invalidValue', args: ['purpose'] });
    expect(
      await refusalOf(
        harness.commands.execute(
          new UploadIdentityFileCommand(
            accountId,
            'identity_document',
            'id.png',
            `uploads/${crypto.randomUUID()}`,
            uuid7(),
          ),
        ),
      ),
    ).toEqual({ code: 'required', args: ['file'] });
  });
});

describe('instant payouts', () => {
  /**
   * The balance and external accounts are given here, so that each test sets the case it shows;
   * stripe-mock's own (scripts/infra/stripe-mock-fixtures.mjs) hold $800.00 instant_available and an
   * instant-eligible bank account for every account.
   */
  function instantReady(available: number) {
    jest.spyOn(harness.stripe.balance, 'retrieve').mockResolvedValue({
      available: [{ amount: available, currency: 'usd' }],
      pending: [],
      instant_available: [{ amount: available, currency: 'usd' }],
    } as never);
    jest.spyOn(harness.stripe.accounts, 'listExternalAccounts').mockResolvedValue({
      data: [
        { id: 'ba_standard', object: 'bank_account', available_payout_methods: ['standard'] },
        { id: 'card_instant', object: 'card', available_payout_methods: ['standard', 'instant'] },
      ],
      has_more: false,
    } as never);
  }

  it('quotes from the balance and bank account of stripe-mock (scripts/infra/stripe-mock-fixtures.mjs)', async () => {
    const accountId = await connectedAccount();
    const quote = await harness.queries.execute(new QuoteInstantPayoutQuery(accountId, 80_000, 'usd'));
    expect(quote).toMatchObject({ amount: 80_000, fee: 1_200, net: 78_800, currency: 'usd', available: 80_000 });
    // The fixture's bank account, which lists instant among its available_payout_methods.
    expect(quote.destination).toMatch(/^ba_/);
  });

  it('quotes the fee and net before confirming', async () => {
    const accountId = await connectedAccount();
    instantReady(10_000);
    const quote = await harness.queries.execute(new QuoteInstantPayoutQuery(accountId, 10_000, 'usd'));
    expect(quote).toEqual({
      amount: 10_000,
      fee: 150,
      net: 9_850,
      currency: 'usd',
      destination: 'card_instant',
      available: 10_000,
    });
  });

  it('refuses more than the instant balance and accounts without an instant destination', async () => {
    const accountId = await connectedAccount();
    // stripe-mock's instant balance, unmocked: 80,000 cents, so one cent more is refused.
    expect(
      await refusalOf(harness.queries.execute(new QuoteInstantPayoutQuery(accountId, 80_001, 'usd'))),
    ).toMatchObject({
      code: 'instantPayoutOverAvailable',
      args: ['80000', 'usd'],
    });
    instantReady(10_000);
    jest
      .spyOn(harness.stripe.accounts, 'listExternalAccounts')
      .mockResolvedValue({ data: [], has_more: false } as never);
    expect(
      await refusalOf(harness.queries.execute(new QuoteInstantPayoutQuery(accountId, 5_000, 'usd'))),
    ).toMatchObject({
      code: 'instantPayoutNotEligible',
    });
  });

  it('creates the payout on Stripe once per command and follows payout.paid / payout.failed', async () => {
    const accountId = await connectedAccount();
    instantReady(10_000);
    const create = jest.spyOn(harness.stripe.payouts, 'create');
    const commandId = uuid7();
    const payout = await harness.commands.execute(new CreateInstantPayoutCommand(accountId, 10_000, 'usd', commandId));
    expect(payout).toMatchObject({ accountId, method: 'instant', status: 'pending', amount: 10_000, fee: 150 });
    expect(payout.stripePayoutId).toMatch(/^po_/);
    expect(create.mock.calls[0][0]).toMatchObject({ amount: 9_850, method: 'instant', destination: 'card_instant' });
    expect(String(create.mock.calls[0][1]?.stripeAccount)).toMatch(/^acct_/);

    const again = await harness.commands.execute(new CreateInstantPayoutCommand(accountId, 10_000, 'usd', commandId));
    expect(again.id).toBe(payout.id);
    expect(create).toHaveBeenCalledTimes(1);

    const stripePayout = (status: string) =>
      ({
        id: payout.stripePayoutId,
        object: 'payout',
        status,
        arrival_date: 1_800_000_000,
        metadata: { payout_id: payout.id },
        failure_code: status === 'failed' ? 'account_closed' : null,
        failure_message: status === 'failed' ? 'The bank account has been closed.' : null,
      }) as unknown as Stripe.Payout;
    const paid = await harness.commands.execute(
      new ApplyStripePayoutEventCommand('payout.paid', stripePayout('paid'), 100),
    );
    expect(paid?.status).toBe('paid');
    expect(
      await harness.commands.execute(new ApplyStripePayoutEventCommand('payout.paid', stripePayout('paid'), 100)),
    ).toBeUndefined();
    const failed = await harness.commands.execute(
      new ApplyStripePayoutEventCommand('payout.failed', stripePayout('failed'), 200),
    );
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'The bank account has been closed.' });
    // failed is final: a late paid changes nothing.
    expect(
      await harness.commands.execute(new ApplyStripePayoutEventCommand('payout.paid', stripePayout('paid'), 100)),
    ).toBeUndefined();
    const events = await harness.db.outboxEvent.findMany({ where: { aggregateId: payout.id }, orderBy: { id: 'asc' } });
    expect(events.map((event) => event.eventType)).toEqual([
      'callsheet.payments.v1.PayoutPaid',
      'callsheet.payments.v1.PayoutFailed',
    ]);
    expect(events[0].topic).toBe(PaymentsTopics.payoutEvents);
  });

  it('ignores payout events for payouts that are not ours', async () => {
    const stranger = { id: `po_${uuid7().replace(/-/g, '')}`, metadata: {} } as unknown as Stripe.Payout;
    expect(
      await harness.commands.execute(new ApplyStripePayoutEventCommand('payout.paid', stranger, 1)),
    ).toBeUndefined();
  });
});

describe('account.updated', () => {
  it('applies a newer state, ignores an older one, and publishes ConnectedAccountUpdated', async () => {
    const accountId = await connectedAccount();
    const row = await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId } });
    const stripeAccount = (fields: Partial<Stripe.Account>) =>
      ({ id: row.stripeAccountId, object: 'account', ...fields }) as Stripe.Account;
    const enabled = stripeAccount({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: {
        currently_due: [],
        past_due: [],
        eventually_due: [],
        pending_verification: [],
        errors: [],
      } as never,
    });
    const restricted = stripeAccount({
      charges_enabled: false,
      requirements: {
        currently_due: ['business_profile.mcc'],
        past_due: [],
        eventually_due: [],
        pending_verification: [],
        errors: [{ code: 'invalid_address_city_state_postal_code', reason: 'x', requirement: 'company.address.city' }],
      } as never,
    });

    const applied = await harness.commands.execute(new SyncConnectedAccountCommand(enabled, 2_000));
    expect(applied).toMatchObject({
      status: 'enabled',
      chargesEnabled: true,
      payoutsEnabled: true,
      stripeUpdatedAt: 2_000,
    });
    expect(await harness.commands.execute(new SyncConnectedAccountCommand(restricted, 1_000))).toBeUndefined();
    expect(await harness.db.connectedAccount.findUniqueOrThrow({ where: { accountId } })).toMatchObject({
      status: 'enabled',
    });
    const later = await harness.commands.execute(new SyncConnectedAccountCommand(restricted, 3_000));
    expect(later).toMatchObject({ status: 'restricted', chargesEnabled: false });

    const events = await outboxOf(accountId, 'callsheet.payments.v1.ConnectedAccountUpdated');
    expect(events).toHaveLength(2);
  });

  it('ignores accounts that are not ours', async () => {
    const stranger = { id: 'acct_not_ours_123', object: 'account' } as Stripe.Account;
    expect(await harness.commands.execute(new SyncConnectedAccountCommand(stranger, 1))).toBeUndefined();
  });
});

// The stripe-mock stack answers any id, so the end-to-end test of another account's ids (test/e2e/
// foreign-ids) cannot show these: each is asked of Stripe under the caller's own connected account,
// where another account's person or bank account does not exist (resource_missing, answered 404).
describe('another account’s persons and bank accounts', () => {
  const resourceMissing = () =>
    new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such object',
      param: 'id',
    });
  const notFound = { code: 'stripeObjectNotFound', args: ['id'] };

  async function twoAccounts(): Promise<{ owner: string; stranger: string; strangersStripeAccount: string }> {
    const [owner, stranger] = await Promise.all([
      connectedAccount({ businessType: 'company' }),
      connectedAccount({ businessType: 'company' }),
    ]);
    const { stripeAccountId } = await harness.app.get(AccountRepository).require(stranger);
    return { owner, stranger, strangersStripeAccount: stripeAccountId };
  }

  it('looks a person up under the caller’s own connected account, where Stripe does not know it', async () => {
    const { owner, stranger, strangersStripeAccount } = await twoAccounts();
    const person = await harness.commands.execute(
      new SavePersonCommand(owner, '', { first_name: 'Grace', last_name: 'Hopper' }, uuid7()),
    );
    const retrieve = jest.spyOn(harness.stripe.accounts, 'retrievePerson').mockRejectedValue(resourceMissing());
    const remove = jest.spyOn(harness.stripe.accounts, 'deletePerson').mockRejectedValue(resourceMissing());
    expect(await refusalOf(harness.queries.execute(new GetPersonQuery(stranger, person.id)))).toEqual(notFound);
    expect(
      await refusalOf(
        harness.commands.execute(new SavePersonCommand(stranger, person.id, { first_name: 'Taken' }, uuid7())),
      ),
    ).toEqual(notFound);
    expect(await refusalOf(harness.commands.execute(new DeletePersonCommand(stranger, person.id, uuid7())))).toEqual(
      notFound,
    );
    expect(retrieve.mock.calls.map((call) => call.slice(0, 2))).toEqual([
      [strangersStripeAccount, person.id],
      [strangersStripeAccount, person.id],
    ]);
    expect(remove.mock.calls[0].slice(0, 2)).toEqual([strangersStripeAccount, person.id]);
  });

  it('looks a bank account up under the caller’s own connected account, where Stripe does not know it', async () => {
    const { owner, stranger, strangersStripeAccount } = await twoAccounts();
    const bank = await harness.commands.execute(
      new SaveExternalAccountCommand(owner, '', { external_account: 'tok_visa_debit' }, uuid7()),
    );
    const retrieve = jest
      .spyOn(harness.stripe.accounts, 'retrieveExternalAccount')
      .mockRejectedValue(resourceMissing());
    const update = jest.spyOn(harness.stripe.accounts, 'updateExternalAccount').mockRejectedValue(resourceMissing());
    const remove = jest.spyOn(harness.stripe.accounts, 'deleteExternalAccount').mockRejectedValue(resourceMissing());
    expect(await refusalOf(harness.queries.execute(new GetExternalAccountQuery(stranger, bank.id)))).toEqual(notFound);
    expect(
      await refusalOf(
        harness.commands.execute(
          new SaveExternalAccountCommand(stranger, bank.id, { account_holder_name: 'Taken' }, uuid7()),
        ),
      ),
    ).toEqual(notFound);
    expect(
      await refusalOf(harness.commands.execute(new DeleteExternalAccountCommand(stranger, bank.id, uuid7()))),
    ).toEqual(notFound);
    for (const spy of [retrieve, update, remove]) {
      expect(spy.mock.calls[0].slice(0, 2)).toEqual([strangersStripeAccount, bank.id]);
    }
  });
});

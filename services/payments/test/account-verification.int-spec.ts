import type { JsonObject } from '@bufbuild/protobuf';
import { AccountCreatedSchema } from '@callsheet/contracts';
import { FILE_STORAGE, type FileStorage, uuid7 } from '@callsheet/kernel';
import { refusalOf } from '@callsheet/testing';
import { jest } from '@jest/globals';
import { CreateAccountLinkCommand } from '../src/account/commands/create-account-link/create-account-link.command.js';
import { CreateDashboardLinkCommand } from '../src/account/commands/create-dashboard-link/create-dashboard-link.command.js';
import { SavePersonCommand } from '../src/account/commands/save-person/save-person.command.js';
import { UpdateAccountCommand } from '../src/account/commands/update-account/update-account.command.js';
import { UploadIdentityFileCommand } from '../src/account/commands/upload-identity-file/upload-identity-file.command.js';
import { IdentityAccountEventsHandler } from '../src/account/reactions/identity-account-events.handler.js';
import { aPersonInput } from './builders/account.builders.js';
import { consumedEvent, deliverEvent } from './payments-fixtures.js';
import { usePaymentsTestApp } from './payments-test-app.js';

// Complete verification of persons and of the individual (issue 17), in development's custom mode,
// against stripe-mock (which refuses any parameter Stripe's OpenAPI does not have): full SSN, identity
// documents uploaded through POST /api/stripe/file, and Stripe.js person and account tokens.
const harness = usePaymentsTestApp();

const SSN = '123-45-0000';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

async function customAccount(businessType = 'company'): Promise<string> {
  const accountId = uuid7();
  const event = consumedEvent(AccountCreatedSchema, accountId, {
    accountId,
    ownerUserId: uuid7(),
    businessType,
    accountType: 'production_company',
    name: 'Harbor Lights LLC',
    country: 'US',
    individual: { firstName: 'Pia', lastName: 'Payer', dateOfBirth: '1980-02-02' },
    tosAcceptedAt: new Date().toISOString(),
  });
  await deliverEvent(harness, IdentityAccountEventsHandler, event);
  return accountId;
}

/** An identity document uploaded to Stripe as POST /api/stripe/file does: its Stripe file id. */
async function uploadedFile(accountId: string): Promise<string> {
  const key = `uploads/${crypto.randomUUID()}`;
  await harness.app.get<FileStorage>(FILE_STORAGE).put(key, PNG, 'application/octet-stream');
  const file = await harness.commands.execute(
    new UploadIdentityFileCommand(accountId, 'identity_document', 'licence.png', key, uuid7()),
  );
  return file.id;
}

/** Whether our database holds the text anywhere we write Stripe's answers (rows, outgoing events). */
async function storedAnywhere(text: string): Promise<boolean> {
  const rows = await harness.db.$queryRaw<{ count: bigint }[]>`
    SELECT (SELECT count(*) FROM connected_account WHERE requirements::text LIKE ${`%${text}%`})
         + (SELECT count(*) FROM outbox WHERE position(convert_to(${text}, 'UTF8') IN payload) > 0
                                           OR headers::text LIKE ${`%${text}%`}) AS count`;
  return rows[0].count > 0n;
}

describe('persons: full verification', () => {
  it('sends the full SSN and both identity documents to Stripe, under the command’s idempotency key', async () => {
    const accountId = await customAccount();
    const [front, back, bill] = await Promise.all([
      uploadedFile(accountId),
      uploadedFile(accountId),
      uploadedFile(accountId),
    ]);
    const create = jest.spyOn(harness.stripe.accounts, 'createPerson');
    const person = await harness.commands.execute(
      new SavePersonCommand(
        accountId,
        '',
        aPersonInput({
          id_number: SSN,
          verification: { document: { front, back }, additional_document: { front: bill } },
        }),
        uuid7(),
      ),
    );
    expect(person.id).toMatch(/^person_/);
    const [, params, options] = create.mock.calls[0];
    expect(params).toMatchObject({
      id_number: '123450000',
      ssn_last_4: '0000',
      verification: { document: { front, back }, additional_document: { front: bill } },
    });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f]{48}$/);
    // Stripe answers whether the number was given, never the number; we keep none of it.
    expect(JSON.stringify(person)).not.toContain('123450000');
    expect(await storedAnywhere('123450000')).toBe(false);
  });

  it('adds the full SSN to a person later, keeping its name and relationship', async () => {
    const accountId = await customAccount();
    const created = await harness.commands.execute(new SavePersonCommand(accountId, '', aPersonInput(), uuid7()));
    const update = jest.spyOn(harness.stripe.accounts, 'updatePerson');
    await harness.commands.execute(
      new SavePersonCommand(
        accountId,
        created.id,
        { first_name: 'Jenny', last_name: 'Rosen', id_number: SSN },
        uuid7(),
      ),
    );
    expect(update.mock.calls[0][2]).toMatchObject({ first_name: 'Jenny', id_number: '123450000' });
  });

  it('creates and updates a person from a person token alone', async () => {
    const accountId = await customAccount();
    const create = jest.spyOn(harness.stripe.accounts, 'createPerson');
    const update = jest.spyOn(harness.stripe.accounts, 'updatePerson');
    const retrieve = jest.spyOn(harness.stripe.accounts, 'retrievePerson');
    const person = await harness.commands.execute(
      new SavePersonCommand(accountId, '', { person_token: 'cpt_1EDww82eZvKYlo2CsdelTHFu' }, uuid7()),
    );
    expect(create.mock.calls[0][1]).toEqual({ person_token: 'cpt_1EDww82eZvKYlo2CsdelTHFu' });
    await harness.commands.execute(
      new SavePersonCommand(accountId, person.id, { person_token: 'cpt_1EDww82eZvKYlo2CsdelTHFv' }, uuid7()),
    );
    expect(update.mock.calls[0][2]).toEqual({ person_token: 'cpt_1EDww82eZvKYlo2CsdelTHFv' });
    // The token carries the person: nothing of the current one is read to complete it.
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('refuses malformed numbers, documents and tokens by name before calling Stripe', async () => {
    const accountId = await customAccount();
    const create = jest.spyOn(harness.stripe.accounts, 'createPerson');
    const refused = async (person: JsonObject) =>
      refusalOf(harness.commands.execute(new SavePersonCommand(accountId, '', person, uuid7())));
    expect(await refused(aPersonInput({ id_number: '12345678' }))).toEqual({
      code: 'invalidValue',
      args: ['id_number'],
    });
    expect(await refused(aPersonInput({ id_number: '123456789' }))).toEqual({
      code: 'invalidValue',
      args: ['ssn_last_4'],
    });
    expect(await refused(aPersonInput({ verification: { document: { front: 'passport.png' } } }))).toEqual({
      code: 'invalidValue',
      args: ['verification.document.front'],
    });
    expect(await refused({ person_token: 'ct_1EDww82eZvKYlo2C' })).toEqual({
      code: 'invalidValue',
      args: ['person_token'],
    });
    expect(await refused({ person_token: 'cpt_1EDww82eZvKYlo2C', id_number: SSN })).toEqual({
      code: 'invalidValue',
      args: ['id_number'],
    });
    expect(create).not.toHaveBeenCalled();
  });
});

describe('the individual: full verification', () => {
  it('sends the individual’s full SSN, last four and both identity documents to Stripe', async () => {
    const accountId = await customAccount('individual');
    const [front, back, bill] = await Promise.all([
      uploadedFile(accountId),
      uploadedFile(accountId),
      uploadedFile(accountId),
    ]);
    const update = jest.spyOn(harness.stripe.accounts, 'update');
    await harness.commands.execute(
      new UpdateAccountCommand(
        accountId,
        {
          individual: {
            id_number: SSN,
            ssn_last_4: '0000',
            verification: { document: { front, back }, additional_document: { front: bill } },
          },
        },
        uuid7(),
      ),
    );
    const [, params, options] = update.mock.calls[0];
    expect(params).toEqual({
      individual: {
        id_number: '123450000',
        ssn_last_4: '0000',
        verification: { document: { front, back }, additional_document: { front: bill } },
      },
    });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f]{48}$/);
    expect(await storedAnywhere('123450000')).toBe(false);
  });

  it('sends an account token in place of the legal entity, with what a token cannot carry', async () => {
    const accountId = await customAccount('individual');
    const update = jest.spyOn(harness.stripe.accounts, 'update');
    await harness.commands.execute(
      new UpdateAccountCommand(
        accountId,
        { account_token: 'ct_1EDww82eZvKYlo2CsdelTHFu', business_profile: { mcc: '7922' } },
        uuid7(),
      ),
    );
    expect(update.mock.calls[0][1]).toEqual({
      account_token: 'ct_1EDww82eZvKYlo2CsdelTHFu',
      business_profile: { mcc: '7922' },
    });
  });

  it('refuses a token beside the details it carries, and mismatched numbers, before calling Stripe', async () => {
    const accountId = await customAccount('individual');
    const update = jest.spyOn(harness.stripe.accounts, 'update');
    const refused = async (fields: JsonObject) =>
      refusalOf(harness.commands.execute(new UpdateAccountCommand(accountId, fields, uuid7())));
    expect(await refused({ account_token: 'ct_1', individual: { first_name: 'Pia' } })).toEqual({
      code: 'invalidValue',
      args: ['individual'],
    });
    expect(await refused({ account_token: 'cpt_1' })).toEqual({ code: 'invalidValue', args: ['account_token'] });
    expect(await refused({ individual: { id_number: SSN, ssn_last_4: '1234' } })).toEqual({
      code: 'invalidValue',
      args: ['individual.ssn_last_4'],
    });
    expect(update).not.toHaveBeenCalled();
  });
});

describe('Stripe-hosted onboarding in custom mode', () => {
  it('answers expressAccountRequired: the console’s forms are the path, and Stripe is not asked', async () => {
    const accountId = await customAccount();
    const retrieve = jest.spyOn(harness.stripe.accounts, 'retrieve');
    const links = jest.spyOn(harness.stripe.accountLinks, 'create');
    const logins = jest.spyOn(harness.stripe.accounts, 'createLoginLink');
    const refusal = { code: 'expressAccountRequired', args: ['custom'] };
    expect(await refusalOf(harness.commands.execute(new CreateAccountLinkCommand(accountId, '', uuid7())))).toEqual(
      refusal,
    );
    expect(await refusalOf(harness.commands.execute(new CreateDashboardLinkCommand(accountId, uuid7())))).toEqual(
      refusal,
    );
    expect(retrieve).not.toHaveBeenCalled();
    expect(links).not.toHaveBeenCalled();
    expect(logins).not.toHaveBeenCalled();
  });
});

import { ProfilesErrorCode, ProfilesTopics } from '@callsheet/contracts';
import { outboxMentioning, refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { DeleteRepresentativeProfileCommand } from '../src/representative/commands/delete-representative-profile/delete-representative-profile.command.js';
import { UpdateRepresentativeProfileCommand } from '../src/representative/commands/update-representative-profile/update-representative-profile.command.js';
import type { RepresentativeProfileInput } from '../src/representative/domain/representative-profile.rules.js';
import { GetRepresentativeDetailsQuery } from '../src/representative/queries/get-representative-details/get-representative-details.query.js';
import { GetRepresentativeProfileQuery } from '../src/representative/queries/get-representative-profile/get-representative-profile.query.js';
import { ListRepresentativeProfilesQuery } from '../src/representative/queries/list-representative-profiles/list-representative-profiles.query.js';
import { aRepresentativeProfileInput } from './builders/representative-profile.builders.js';
import { aRepresentative, aWord, newAccountId, publishedAbout } from './profiles-fixtures.js';
import { startProfilesTestApp } from './profiles-test-app.js';

const harness = sharedTestApp(startProfilesTestApp);

const COMPANY = aRepresentativeProfileInput().company;
const LOS_ANGELES = aRepresentativeProfileInput().businessAddress;
const REFERENCES = aRepresentativeProfileInput().references ?? [];

function update(accountId: string, id: string, input: RepresentativeProfileInput, fieldMask: string[]) {
  return harness.commands.execute(new UpdateRepresentativeProfileCommand(accountId, id, input, fieldMask));
}

async function eventTypesAbout(id: string): Promise<string[]> {
  return (await publishedAbout(harness, id)).map(({ type }) => type);
}

describe('CreateRepresentativeProfileCommand', () => {
  it('stores the profile with its search columns and publishes RepresentativeProfileCreated', async () => {
    const accountId = newAccountId();
    const company = aWord();

    const created = await aRepresentative(harness, accountId, { company: { ...COMPANY, name: ` ${company} ` } });

    const row = await harness.db.representativeProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({
      accountId,
      representationTypes: ['talentAgent'],
      projectLocations: ['usaWest'],
      services: ['sagFranchisedAgent'],
      talentTypes: ['actors', 'models'],
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
      searchText: `${company} bright grace hopper talentagent sagfranchisedagent usawest actors models feature commercial`,
    });
    expect(row.data).toEqual(created.data);
    expect(created.data.contact).toEqual({ email: 'desk@agency.com', phone: '+12135550147' });
    expect(await publishedAbout(harness, created.id)).toEqual([
      {
        topic: ProfilesTopics.representativeEvents,
        type: 'RepresentativeProfileCreated',
        payload: {
          representativeId: created.id,
          accountId,
          displayName: company,
          representationTypes: ['talentAgent'],
        },
      },
    ]);
  });

  it('accepts a manager without references who answered N/A, named after the licence holder', async () => {
    const accountId = newAccountId();

    const created = await aRepresentative(harness, accountId, {
      representationTypes: ['talentManager'],
      company: undefined,
      references: [],
      referencesNotApplicable: true,
    });

    expect(created.data).toMatchObject({ references: [], referencesNotApplicable: true });
    expect((await publishedAbout(harness, created.id))[0].payload).toMatchObject({ displayName: 'Grace Hopper' });
  });

  it.each<[string, Partial<RepresentativeProfileInput>, ProfilesErrorCode, string[]]>([
    [
      'no representation type',
      { representationTypes: [] },
      ProfilesErrorCode.AtLeastOneSelected,
      ['representationType'],
    ],
    [
      'a service not in the catalogue',
      { services: ['bookingAgent'] },
      ProfilesErrorCode.InvalidChoice,
      ['services', 'bookingAgent'],
    ],
    ['a company without a name', { company: { ...COMPANY, name: ' ' } }, ProfilesErrorCode.Required, ['company.name']],
    [
      'a company name over 100 characters',
      { company: { ...COMPANY, name: 'x'.repeat(101) } },
      ProfilesErrorCode.MaxLength,
      ['100', 'company.name'],
    ],
    [
      'a company older than 200 years',
      { company: { ...COMPANY, yearsInOperation: 201 } },
      ProfilesErrorCode.InvalidValue,
      ['company.yearsInOperation'],
    ],
    ['a malformed contact email', { contact: { email: 'desk@' } }, ProfilesErrorCode.InvalidEmail, ['contact.email']],
    ['an impossible contact phone', { contact: { phone: '12' } }, ProfilesErrorCode.InvalidPhone, ['contact.phone']],
    ['a website over http', { website: 'http://agency.example.com' }, ProfilesErrorCode.InvalidUrl, ['website']],
    [
      'a California talent agent without the licence number',
      { license: { fullName: 'Grace Hopper', number: '', country: 'US', state: 'CA' } },
      ProfilesErrorCode.Required,
      ['license.number'],
    ],
    [
      'a California talent agent without a licence',
      { license: undefined },
      ProfilesErrorCode.LicenseRequired,
      ['license.number', 'CA, US'],
    ],
    [
      'one reference in California',
      { references: REFERENCES.slice(0, 1) },
      ProfilesErrorCode.ReferencesRequired,
      ['references', '2'],
    ],
    [
      'two references in Florida, which asks for five',
      {
        representationTypes: ['talentManager'],
        businessAddress: { ...LOS_ANGELES, city: 'Miami', state: 'FL', postalCode: '33101' },
      },
      ProfilesErrorCode.ReferencesRequired,
      ['references', '5'],
    ],
  ])('refuses %s: no profile, no event', async (_case, change, code, args) => {
    const accountId = newAccountId();

    expect(await refusalOf(aRepresentative(harness, accountId, change))).toEqual({ code, args });
    expect(await harness.db.representativeProfile.count({ where: { accountId } })).toBe(0);
    expect(await outboxMentioning(harness.db, accountId)).toEqual([]);
  });
});

describe('UpdateRepresentativeProfileCommand', () => {
  it('changes only the masked fields and publishes RepresentativeProfileUpdated', async () => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);
    const company = aWord();

    const updated = await update(
      accountId,
      created.id,
      aRepresentativeProfileInput({
        company: { name: company },
        talentTypes: ['voiceActors'],
        website: 'https://elsewhere.example.com',
      }),
      ['company', 'talentTypes'],
    );

    expect(updated.data).toMatchObject({
      company: { name: company },
      talentTypes: ['voiceActors'],
      website: 'https://agency.example.com/',
    });
    const row = await harness.db.representativeProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({
      talentTypes: ['voiceActors'],
      searchText: `${company} grace hopper talentagent sagfranchisedagent usawest voiceactors feature commercial`,
    });
    expect(await publishedAbout(harness, created.id)).toEqual([
      expect.objectContaining({ type: 'RepresentativeProfileCreated' }),
      {
        topic: ProfilesTopics.representativeEvents,
        type: 'RepresentativeProfileUpdated',
        payload: {
          representativeId: created.id,
          accountId,
          displayName: company,
          representationTypes: ['talentAgent'],
        },
      },
    ]);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, changing nothing', async (_case, which) => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);
    const [caller, id] = which === 'other' ? [newAccountId(), created.id] : [accountId, randomUUID()];

    expect(
      await refusalOf(update(caller, id, aRepresentativeProfileInput({ talentTypes: ['models'] }), ['talentTypes'])),
    ).toEqual({ code: ProfilesErrorCode.ProfileNotFound, args: [id] });
    const row = await harness.db.representativeProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.talentTypes).toEqual(['actors', 'models']);
    expect(await eventTypesAbout(created.id)).toEqual(['RepresentativeProfileCreated']);
  });

  it('refuses a change that breaks the rules as a whole profile, changing nothing', async () => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);

    // Dropping the licence of a California talent agent: the merged profile breaks the licensing rule.
    expect(
      await refusalOf(update(accountId, created.id, aRepresentativeProfileInput({ license: undefined }), ['license'])),
    ).toEqual({
      code: ProfilesErrorCode.LicenseRequired,
      args: ['license.number', 'CA, US'],
    });
    const row = await harness.db.representativeProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.data).toEqual(created.data);
    expect(await eventTypesAbout(created.id)).toEqual(['RepresentativeProfileCreated']);
  });
});

describe('DeleteRepresentativeProfileCommand', () => {
  it('deletes the profile and publishes RepresentativeProfileDeleted', async () => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);

    await harness.commands.execute(new DeleteRepresentativeProfileCommand(accountId, created.id));

    expect(await harness.db.representativeProfile.findUnique({ where: { id: created.id } })).toBeNull();
    expect((await publishedAbout(harness, created.id)).slice(1)).toEqual([
      {
        topic: ProfilesTopics.representativeEvents,
        type: 'RepresentativeProfileDeleted',
        payload: { representativeId: created.id, accountId },
      },
    ]);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, deleting nothing', async (_case, which) => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);
    const [caller, id] = which === 'other' ? [newAccountId(), created.id] : [accountId, randomUUID()];

    expect(await refusalOf(harness.commands.execute(new DeleteRepresentativeProfileCommand(caller, id)))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [id],
    });
    expect(await harness.db.representativeProfile.count({ where: { id: created.id } })).toBe(1);
    expect(await eventTypesAbout(created.id)).toEqual(['RepresentativeProfileCreated']);
  });
});

describe('representative queries', () => {
  it("lists the account's own profiles newest first, a keyset page at a time", async () => {
    const accountId = newAccountId();
    const first = await aRepresentative(harness, accountId);
    const second = await aRepresentative(harness, accountId);
    await aRepresentative(harness, newAccountId());

    const page = await harness.queries.execute(new ListRepresentativeProfilesQuery(accountId, { limit: 1 }));
    const next = await harness.queries.execute(
      new ListRepresentativeProfilesQuery(accountId, { limit: 1, startingAfter: second.id }),
    );

    expect({ ids: page.data.map(({ id }) => id), has_more: page.has_more }).toEqual({
      ids: [second.id],
      has_more: true,
    });
    expect({ ids: next.data.map(({ id }) => id), has_more: next.has_more }).toEqual({
      ids: [first.id],
      has_more: false,
    });
  });

  it('answers an own profile, and any profile publicly; another account gets not found', async () => {
    const accountId = newAccountId();
    const created = await aRepresentative(harness, accountId);

    expect(await harness.queries.execute(new GetRepresentativeProfileQuery(accountId, created.id))).toMatchObject({
      id: created.id,
      data: created.data,
    });
    expect(await harness.queries.execute(new GetRepresentativeDetailsQuery(created.id))).toMatchObject({
      id: created.id,
      accountId,
    });
    expect(
      await refusalOf(harness.queries.execute(new GetRepresentativeProfileQuery(newAccountId(), created.id))),
    ).toEqual({ code: ProfilesErrorCode.ProfileNotFound, args: [created.id] });
    const unknown = randomUUID();
    expect(await refusalOf(harness.queries.execute(new GetRepresentativeDetailsQuery(unknown)))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [unknown],
    });
  });
});

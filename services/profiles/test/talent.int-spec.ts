import { ProfilesErrorCode, ProfilesTopics } from '@callsheet/contracts';
import { outboxMentioning, refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { AddPhotoCommand } from '../src/photo/commands/add-photo/add-photo.command.js';
import { DeleteTalentProfileCommand } from '../src/talent/commands/delete-talent-profile/delete-talent-profile.command.js';
import { UpdateTalentProfileCommand } from '../src/talent/commands/update-talent-profile/update-talent-profile.command.js';
import type { TalentProfileInput } from '../src/talent/domain/talent-profile.rules.js';
import { talentFacets } from '../src/talent/domain/talent-facets.js';
import { GetTalentDetailsQuery } from '../src/talent/queries/get-talent-details/get-talent-details.query.js';
import { GetTalentProfileQuery } from '../src/talent/queries/get-talent-profile/get-talent-profile.query.js';
import { ListTalentProfilesQuery } from '../src/talent/queries/list-talent-profiles/list-talent-profiles.query.js';
import { aMinorTalentProfileInput, aTalentProfileInput } from './builders/talent-profile.builders.js';
import { aPng, aTalent, anUpload, aWord, newAccountId, publishedAbout } from './profiles-fixtures.js';
import { startProfilesTestApp } from './profiles-test-app.js';

const harness = sharedTestApp(startProfilesTestApp);

/** The words of the profile's generated search_vector, and whether each is in talent_search_word. */
async function indexedWords(id: string): Promise<{ vector: string[]; recorded: string[] }> {
  const [{ vector }] = await harness.db.$queryRaw<{ vector: string[] }[]>`
    SELECT tsvector_to_array(search_vector) AS vector FROM talent_search WHERE id = ${id}::uuid`;
  const recorded = await harness.db.$queryRaw<{ word: string }[]>`
    SELECT word FROM talent_search_word WHERE word = ANY(${vector}::text[]) ORDER BY word`;
  return { vector: [...vector].sort(), recorded: recorded.map(({ word }) => word) };
}

function update(accountId: string, id: string, input: TalentProfileInput, fieldMask: string[]) {
  return harness.commands.execute(new UpdateTalentProfileCommand(accountId, id, input, fieldMask));
}

describe('CreateTalentProfileCommand', () => {
  it('stores the profile with its search columns and words, and publishes TalentProfileCreated', async () => {
    const accountId = newAccountId();
    const surname = aWord();

    const created = await aTalent(harness, accountId, { lastName: ` ${surname} ` });

    const row = await harness.db.talentProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({
      accountId,
      firstName: 'Ada',
      lastName: surname,
      birthDate: new Date('1990-12-10T00:00:00Z'),
      playableAgeFrom: 25,
      playableAgeTo: 35,
      genderRole: 'female',
      unions: ['sagAftra'],
      ethnicAppearances: ['whiteEuropean'],
      bodyTypes: ['mesomorph'],
      hairColor: 'brown',
      eyeColor: 'hazel',
      heightCm: 175,
      weightG: 60_000,
      skills: ['fencing'],
      languages: ['en', 'fr'],
      accents: [],
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
    });
    const searchRow = await harness.db.talentSearch.findUniqueOrThrow({ where: { id: created.id } });
    expect(searchRow).toMatchObject({
      searchText: `ada king ${surname} ada l. fencing en fr`,
      heightCm: 175,
      weightG: 60_000,
    });
    expect(searchRow.searchFacets).toEqual(talentFacets(created.data));
    expect(searchRow.searchFacets).toContain('height:175');
    expect(row.data).toEqual(created.data);
    expect(await indexedWords(created.id)).toEqual({
      vector: ['ada', 'en', 'fencing', 'fr', 'king', 'l', surname].sort(),
      recorded: ['ada', 'en', 'fencing', 'fr', 'king', 'l', surname].sort(),
    });
    expect(await publishedAbout(harness, created.id)).toEqual([
      {
        topic: ProfilesTopics.talentEvents,
        type: 'TalentProfileCreated',
        payload: { talentId: created.id, accountId, displayName: `Ada ${surname}` },
      },
    ]);
  });

  it("tells the other services that a minor's profile has a trust account", async () => {
    const accountId = newAccountId();

    const created = await aTalent(harness, accountId, aMinorTalentProfileInput());

    expect(created.data.guardian).toEqual({
      firstName: 'Anne',
      lastName: 'Byron',
      relationship: 'mother',
      email: 'anne@example.com',
      phone: '+14155552671',
    });
    expect((await publishedAbout(harness, created.id))[0].payload).toEqual({
      talentId: created.id,
      accountId,
      minor: true,
      displayName: 'Ada Lovelace',
      trustAccount: true,
      // A trust rule may cover only younger minors (Illinois: under 16): payments needs the age.
      minorBirthDate: created.data.birthDate,
    });
  });

  const guardian = aMinorTalentProfileInput().guardian;
  it.each<[string, Partial<TalentProfileInput>, ProfilesErrorCode, string[]]>([
    ['a blank first name', { firstName: '  ' }, ProfilesErrorCode.Required, ['firstName']],
    ['a 51-character last name', { lastName: 'x'.repeat(51) }, ProfilesErrorCode.MaxLength, ['50', 'lastName']],
    ['no body type', { bodyTypes: [] }, ProfilesErrorCode.AtLeastOneSelected, ['bodyType']],
    [
      'a hair colour not in the catalogue',
      { hairColor: 'plaid' },
      ProfilesErrorCode.InvalidChoice,
      ['hairColor', 'plaid'],
    ],
    ['a birth date in the future', { birthDate: '2999-01-01' }, ProfilesErrorCode.InvalidValue, ['birthDate']],
    [
      'a playable age range upside down',
      { playableAge: { from: 40, to: 30 } },
      ProfilesErrorCode.InvalidRange,
      ['playableAge'],
    ],
    [
      'an expired passport',
      { passport: { number: 'X1', country: 'us', expiresOn: '2020-01-31' } },
      ProfilesErrorCode.PassportExpired,
      ['passport.expiresOn'],
    ],
    [
      'a social link off its network',
      { socialLinks: { instagram: 'https://example.com/ada' } },
      ProfilesErrorCode.InvalidUrl,
      ['socialLinks.instagram'],
    ],
    [
      'a minor without a guardian',
      { ...aMinorTalentProfileInput(), guardian: undefined },
      ProfilesErrorCode.MinorNeedsGuardian,
      ['guardian.firstName'],
    ],
    [
      "a guardian's malformed email",
      { ...aMinorTalentProfileInput(), guardian: { ...guardian, email: 'anne@' } },
      ProfilesErrorCode.InvalidEmail,
      ['guardian.email'],
    ],
    [
      "a guardian's impossible phone",
      { ...aMinorTalentProfileInput(), guardian: { ...guardian, phone: '12' } },
      ProfilesErrorCode.InvalidPhone,
      ['guardian.phone'],
    ],
  ])('refuses %s: no profile, no event', async (_case, change, code, args) => {
    const accountId = newAccountId();

    expect(await refusalOf(aTalent(harness, accountId, change))).toEqual({ code, args });
    expect(await harness.db.talentProfile.count({ where: { accountId } })).toBe(0);
    expect(await outboxMentioning(harness.db, accountId)).toEqual([]);
  });
});

describe('UpdateTalentProfileCommand', () => {
  it('changes only the masked fields, re-indexes the profile and publishes TalentProfileUpdated', async () => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);
    const surname = aWord();

    const updated = await update(
      accountId,
      created.id,
      aTalentProfileInput({ firstName: 'Grace', lastName: surname, skills: { performance: ['acrobatics'] } }),
      ['lastName', 'skills'],
    );

    expect(updated.data).toMatchObject({ firstName: 'Ada', lastName: surname, heightCm: 175, weightGrams: 60_000 });
    const row = await harness.db.talentProfile.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({
      firstName: 'Ada',
      lastName: surname,
      skills: ['acrobatics'],
      languages: [],
    });
    const searchRow = await harness.db.talentSearch.findUniqueOrThrow({ where: { id: created.id } });
    expect(searchRow.searchText).toBe(`ada king ${surname} ada l. acrobatics`);
    expect(searchRow.searchFacets).toContain('skill:acrobatics');
    expect(searchRow.searchFacets).not.toContain('skill:fencing');
    expect((await indexedWords(created.id)).recorded).toContain(surname);
    expect(await publishedAbout(harness, created.id)).toEqual([
      expect.objectContaining({ type: 'TalentProfileCreated' }),
      {
        topic: ProfilesTopics.talentEvents,
        type: 'TalentProfileUpdated',
        payload: { talentId: created.id, accountId, displayName: `Ada ${surname}` },
      },
    ]);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, changing nothing', async (_case, which) => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);
    const [caller, id] = which === 'other' ? [newAccountId(), created.id] : [accountId, randomUUID()];

    expect(await refusalOf(update(caller, id, aTalentProfileInput({ lastName: 'Byron' }), ['lastName']))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [id],
    });
    expect((await harness.db.talentProfile.findUniqueOrThrow({ where: { id: created.id } })).lastName).toBe('Lovelace');
    expect((await publishedAbout(harness, created.id)).map(({ type }) => type)).toEqual(['TalentProfileCreated']);
  });

  it('refuses a masked field that breaks the rules, changing nothing', async () => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);

    expect(await refusalOf(update(accountId, created.id, aTalentProfileInput({ unions: [] }), ['unions']))).toEqual({
      code: ProfilesErrorCode.AtLeastOneSelected,
      args: ['union'],
    });
    expect((await harness.db.talentProfile.findUniqueOrThrow({ where: { id: created.id } })).unions).toEqual([
      'sagAftra',
    ]);
    expect((await publishedAbout(harness, created.id)).map(({ type }) => type)).toEqual(['TalentProfileCreated']);
  });
});

describe('DeleteTalentProfileCommand', () => {
  it('deletes the profile with its photos and their files, and publishes TalentProfileDeleted', async () => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);
    const photo = await harness.commands.execute(
      new AddPhotoCommand(accountId, created.id, await anUpload(harness, await aPng())),
    );

    await harness.commands.execute(new DeleteTalentProfileCommand(accountId, created.id));

    expect(await harness.db.talentProfile.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await harness.db.photo.findUnique({ where: { id: photo.id } })).toBeNull();
    expect(await harness.storage.get(photo.storageKey)).toBeUndefined();
    expect(await harness.storage.get(photo.thumbnailKey)).toBeUndefined();
    // After its creation and its first photo becoming primary (TalentProfileUpdated).
    expect((await publishedAbout(harness, created.id)).slice(2)).toEqual([
      {
        topic: ProfilesTopics.talentEvents,
        type: 'TalentProfileDeleted',
        payload: { talentId: created.id, accountId },
      },
    ]);
  });

  it.each([
    ['of another account', 'other'],
    ['that does not exist', 'unknown'],
  ])('refuses a profile %s as not found, deleting nothing', async (_case, which) => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);
    const [caller, id] = which === 'other' ? [newAccountId(), created.id] : [accountId, randomUUID()];

    expect(await refusalOf(harness.commands.execute(new DeleteTalentProfileCommand(caller, id)))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: [id],
    });
    expect(await harness.db.talentProfile.count({ where: { id: created.id } })).toBe(1);
    expect((await publishedAbout(harness, created.id)).map(({ type }) => type)).toEqual(['TalentProfileCreated']);
  });
});

describe('talent queries', () => {
  it("lists the account's own profiles newest first, a keyset page at a time both ways", async () => {
    const accountId = newAccountId();
    const first = await aTalent(harness, accountId);
    const second = await aTalent(harness, accountId);
    const third = await aTalent(harness, accountId);
    await aTalent(harness, newAccountId());
    const list = (page: { limit: number; startingAfter?: string; endingBefore?: string }) =>
      harness.queries.execute(new ListTalentProfilesQuery(accountId, page));
    const ids = (page: Awaited<ReturnType<typeof list>>) => ({
      ids: page.data.map(({ id }) => id),
      has_more: page.has_more,
    });

    expect(ids(await list({ limit: 2 }))).toEqual({ ids: [third.id, second.id], has_more: true });
    expect(ids(await list({ limit: 2, startingAfter: second.id }))).toEqual({ ids: [first.id], has_more: false });
    expect(ids(await list({ limit: 1, endingBefore: first.id }))).toEqual({ ids: [second.id], has_more: true });
    expect(ids(await list({ limit: 5, endingBefore: first.id }))).toEqual({
      ids: [third.id, second.id],
      has_more: false,
    });
  });

  it('answers an own profile with its photos, and any profile publicly; another account gets not found', async () => {
    const accountId = newAccountId();
    const created = await aTalent(harness, accountId);
    const photo = await harness.commands.execute(
      new AddPhotoCommand(accountId, created.id, await anUpload(harness, await aPng())),
    );

    const own = await harness.queries.execute(new GetTalentProfileQuery(accountId, created.id, true));
    expect(own.photos?.map(({ id }) => id)).toEqual([photo.id]);
    const details = await harness.queries.execute(new GetTalentDetailsQuery(created.id));
    expect(details).toMatchObject({ id: created.id, accountId });
    expect(
      await refusalOf(harness.queries.execute(new GetTalentProfileQuery(newAccountId(), created.id, false))),
    ).toEqual({ code: ProfilesErrorCode.ProfileNotFound, args: [created.id] });
    expect(await refusalOf(harness.queries.execute(new GetTalentDetailsQuery('not-a-uuid')))).toEqual({
      code: ProfilesErrorCode.ProfileNotFound,
      args: ['not-a-uuid'],
    });
  });
});

import { e2eStack, startStackService, waitFor } from '@callsheet/testing';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { field, gatewayApi, type Json, type Member } from './support/api.js';

// Talent and representative profiles through the shared stack's gateway, with the real identity and
// profiles services, PostgreSQL and Kafka: ownership, privacy of public details, validation, search and photos.
const stack = e2eStack();
const base = stack.gatewayUrl;
const files = stack.fileDir;
const profilesDb = new pg.Pool({ connectionString: stack.databaseUrls.profiles });
const { call, memberWithAccount } = gatewayApi(base);

function aTalent(overrides: Json = {}): Json {
  return {
    firstName: 'Ada',
    middleName: 'King',
    lastName: 'Lovelace',
    aliases: ['Ada L.'],
    birthDate: '1990-12-10',
    taxId: '123-45-6789',
    citizenship: ['us'],
    passport: { number: 'X1234567', country: 'US', expiresOn: '2035-01-31' },
    residenceAddress: { line1: '1 Main Street', city: 'Los Angeles', state: 'CA', postalCode: '90001', country: 'US' },
    unions: ['sagAftra'],
    playableAge: { from: 25, to: 35 },
    genderRole: 'female',
    bodyTypes: ['mesomorph'],
    hairColor: 'brown',
    eyeColor: 'hazel',
    tattoos: { arms: 'one' },
    ethnicAppearances: ['whiteEuropean'],
    sizes: { dress: '6', shoes: '8.5' },
    height: { feet: 5, inches: 9 },
    weight: { kg: 60 },
    socialLinks: { instagram: 'https://www.instagram.com/ada' },
    skills: { athletic: ['fencing'], languages: ['en', 'fr'] },
    ...overrides,
  };
}

const aMinor = (overrides: Json = {}) =>
  aTalent({
    firstName: 'Tiny',
    lastName: 'Tim',
    birthDate: '2015-01-20',
    trustAccount: true,
    workPermit: true,
    guardian: {
      firstName: 'Anne',
      lastName: 'Byron',
      relationship: 'mother',
      email: 'anne@example.com',
      phone: '(415) 555-2671',
    },
    ...overrides,
  });

function aRepresentative(overrides: Json = {}): Json {
  return {
    representationTypes: ['talentAgent'],
    projectLocations: ['usaWest'],
    services: ['sagFranchisedAgent'],
    businessAddressDiffers: true,
    businessAddress: { line1: '100 Sunset Blvd', city: 'Los Angeles', state: 'CA', postalCode: '90028', country: 'US' },
    contact: { email: 'desk@agency.example.com', phone: '+1 (213) 555-0147' },
    website: 'https://agency.example.com',
    company: { name: 'Bright Agency', kind: 'ownerOrMemberOfCorporation', yearsInOperation: 12 },
    license: { fullName: 'Grace Hopper', number: 'TA-4521', country: 'US', state: 'CA', city: 'Los Angeles' },
    talentRepresented: 'from26To50',
    talentTypes: ['actors'],
    references: [
      { name: 'Alan Turing', email: 'alan@example.com', phone: '+44 20 7946 0958' },
      { name: 'Joan Clarke', email: 'joan@example.com', phone: '415-555-2671' },
    ],
    ...overrides,
  };
}

async function talentRows(accountId: string): Promise<number> {
  const { rows } = await profilesDb.query<{ count: string }>(
    'SELECT count(*) FROM talent_profile WHERE account_id = $1',
    [accountId],
  );
  return Number(rows[0].count);
}

describe('profiles end to end', () => {
  let talentA: Member;
  let talentB: Member;
  let agent: Member;

  beforeAll(async () => {
    [talentA, talentB, agent] = await Promise.all([
      memberWithAccount('talent'),
      memberWithAccount('talent'),
      memberWithAccount('agent'),
    ]);
  });

  afterAll(async () => {
    await profilesDb.end();
  });

  describe('talent profiles', () => {
    it('creates, reads, lists, updates the fields sent and deletes a profile of the selected account', async () => {
      const created = await call('POST', '/api/talent', talentA.token, aTalent());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        accountId: talentA.accountId,
        firstName: 'Ada',
        minor: false,
        height: { cm: 175, feet: 5, inches: 9 },
        weight: { kg: 60, lb: 132 },
        taxId: '123-45-6789',
      });
      const id = created.body.id as string;

      const read = await call('GET', `/api/talent/${id}`, talentA.token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, lastName: 'Lovelace', unions: ['sagAftra'] });

      const patched = await call('PATCH', `/api/talent/${id}`, talentA.token, {
        height: { cm: 180 },
        middleName: null,
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ firstName: 'Ada', height: { cm: 180 }, unions: ['sagAftra'] });
      expect(patched.body.middleName).toBeUndefined();

      expect((await call('DELETE', `/api/talent/${id}`, talentA.token)).body).toEqual({ id, deleted: true });
      const gone = await call('GET', `/api/talent/${id}`, talentA.token);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('profileNotFound');

      // Created, updated and deleted, each through the outbox for the other services.
      const { rows } = await profilesDb.query<{ event_type: string }>(
        'SELECT event_type FROM outbox WHERE aggregate_id = $1 ORDER BY id',
        [id],
      );
      expect(rows.map((row) => row.event_type)).toEqual([
        'callsheet.profiles.v1.TalentProfileCreated',
        'callsheet.profiles.v1.TalentProfileUpdated',
        'callsheet.profiles.v1.TalentProfileDeleted',
      ]);
    });

    it('keeps every field group of spec section 3, as sent (metric stored, both systems shown)', async () => {
      const full = aMinor({
        middleName: 'Rose',
        aliases: ['Tee', 'Timmy', 'T.T.'],
        citizenship: ['us', 'other'],
        citizenshipOtherDescription: 'Irish',
        workPermits: ['California entertainment work permit'],
        usMailingAddress: {
          careOf: 'Anne Byron',
          line1: 'PO Box 12',
          city: 'Burbank',
          state: 'CA',
          postalCode: '91502',
        },
        unions: ['sagAftra', 'aea'],
        playableAge: { from: 8, to: 12 },
        genderRole: 'male',
        canPlayTransgender: true,
        canPlayNonBinary: true,
        canPlayTwins: true,
        bodyTypes: ['ectomorph', 'mesomorph'],
        hairColor: 'black',
        hairLength: 'short',
        facialHair: 'none',
        eyeColor: 'brown',
        tattoos: {},
        piercings: { ears: 'several' },
        ethnicAppearances: ['africanAmerican', 'whiteEuropean'],
        sizes: {
          shirt: 'YM',
          sleeve: '24',
          neck: '12',
          jacket: '10',
          bust: '28',
          cup: 'A',
          waist: '24',
          hips: '28',
          dress: '10',
          blouse: '10',
          skirt: '10',
          pants: '10',
          pantLength: '26',
          inseam: '24',
          shoes: '4',
          gloves: 'S',
          hat: '6 3/4',
          wardrobeNotes: 'No wool',
        },
        height: { cm: 142 },
        weight: { lb: 80 },
        pronouns: { subject: 'he', object: 'him', possessive: 'his' },
        socialLinks: {
          youtube: 'https://www.youtube.com/@tinytim',
          tiktok: 'https://www.tiktok.com/@tinytim',
          instagram: 'https://www.instagram.com/tinytim',
          twitter: 'https://x.com/tinytim',
          linkedin: 'https://www.linkedin.com/in/tinytim',
        },
        skills: {
          athletic: ['fencing'],
          performance: ['balletDance'],
          accents: ['americanSouthern'],
          languages: ['en', 'es'],
          disabilityTypes: ['mobility'],
          assistiveDevices: ['manualWheelchair'],
        },
      });
      const created = await call('POST', '/api/talent', talentA.token, full);
      expect(created.status).toBe(201);
      const read = (await call('GET', `/api/talent/${created.body.id}`, talentA.token)).body;
      const { height: _height, weight: _weight, guardian, usMailingAddress, ...sameAsSent } = full;
      expect(read).toMatchObject(sameAsSent);
      expect(read.guardian).toMatchObject({ ...guardian, phone: '+14155552671' });
      expect(read.usMailingAddress).toMatchObject({ ...usMailingAddress, country: 'US' });
      expect(read).toMatchObject({
        minor: true,
        height: { cm: 142, feet: 4, inches: 8 },
        weight: { kg: 36.3, lb: 80 },
      });
    });

    it('pages through the account’s own profiles with limit, starting_after and ending_before', async () => {
      const member = await memberWithAccount('talent');
      const ids: string[] = [];
      for (const firstName of ['One', 'Two', 'Three']) {
        ids.push((await call('POST', '/api/talent', member.token, aTalent({ firstName }))).body.id);
      }
      const first = await call('GET', '/api/talent?limit=2', member.token);
      expect(field(first.body.data, 'firstName')).toEqual(['Three', 'Two']);
      expect(first.body.has_more).toBe(true);
      const second = await call('GET', `/api/talent?limit=2&starting_after=${ids[1]}`, member.token);
      expect(second.body).toMatchObject({ data: [{ firstName: 'One' }], has_more: false });
      const back = await call('GET', `/api/talent?limit=2&ending_before=${ids[0]}`, member.token);
      expect(field(back.body.data, 'firstName')).toEqual(['Three', 'Two']);
      expect((await call('GET', '/api/talent?limit=101', member.token)).body).toMatchObject({
        code: 'validationFailed',
        args: ['limit'],
      });
      expect((await call('GET', '/api/talent', talentB.token)).body.data).toEqual([]);
    });

    it.each([
      ['no first name', { firstName: '' }, 'required', ['firstName']],
      ['no body type', { bodyTypes: [] }, 'atLeastOneSelected', ['bodyType']],
      ['no ethnic appearance', { ethnicAppearances: [] }, 'atLeastOneSelected', ['ethnicAppearance']],
      ['no citizenship', { citizenship: [] }, 'atLeastOneSelected', ['citizenship']],
      ['no union state', { unions: [] }, 'atLeastOneSelected', ['union']],
      ['a 51-character last name', { lastName: 'x'.repeat(51) }, 'maxLength', ['50', 'lastName']],
      [
        'an expired passport',
        { passport: { number: 'X1', country: 'US', expiresOn: '2020-01-01' } },
        'passportExpired',
        ['passport.expiresOn'],
      ],
      ['a playable age range upside down', { playableAge: { from: 40, to: 20 } }, 'invalidRange', ['playableAge']],
      ['an unknown union', { unions: ['guildOfWizards'] }, 'invalidChoice', ['unions', 'guildOfWizards']],
      [
        'a link to another site',
        { socialLinks: { instagram: 'https://evil.example.com/ada' } },
        'invalidUrl',
        ['socialLinks.instagram'],
      ],
      ['a minor without guardian', { birthDate: '2015-01-20' }, 'minorNeedsGuardian', ['guardian.firstName']],
    ])('refuses %s with 400 and writes nothing', async (_case, change, code, args) => {
      const before = await talentRows(talentB.accountId);
      const refused = await call('POST', '/api/talent', talentB.token, aTalent(change));
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(code);
      expect(refused.body.args).toEqual(args);
      expect(await talentRows(talentB.accountId)).toBe(before);
    });

    it('refuses an invalid guardian phone, an unknown field and a wrong type', async () => {
      const phone = await call(
        'POST',
        '/api/talent',
        talentB.token,
        aMinor({ guardian: { ...aMinor().guardian, phone: '12' } }),
      );
      expect(phone.body).toMatchObject({ code: 'invalidPhone', args: ['guardian.phone'] });
      const unknown = await call('POST', '/api/talent', talentB.token, aTalent({ favouriteColour: 'blue' }));
      expect(unknown.body).toMatchObject({ code: 'validationFailed', args: ['favouriteColour'] });
      const wrongType = await call('POST', '/api/talent', talentB.token, aTalent({ aliases: 'Ada' }));
      expect(wrongType.body).toMatchObject({ code: 'validationFailed', args: ['aliases'] });
    });

    it('takes tattoo and piercing coverage in the spec’s words, refusing the former ones', async () => {
      const member = await memberWithAccount('talent');
      const coverage = { tattoos: { arms: 'several', back: 'many' }, piercings: { ears: 'few', nose: 'none' } };
      expect(await call('POST', '/api/talent', member.token, aTalent(coverage))).toMatchObject({
        status: 201,
        body: coverage,
      });
      expect(await call('POST', '/api/talent', member.token, aTalent({ tattoos: { arms: 'large' } }))).toMatchObject({
        status: 400,
        body: { code: 'invalidChoice', args: ['tattoos.arms', 'large'] },
      });
    });

    it('keeps a profile to its account: another account gets 404 profileNotFound and changes nothing', async () => {
      const mine = (await call('POST', '/api/talent', talentA.token, aTalent({ firstName: 'Private' }))).body;
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { firstName: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await call(method, `/api/talent/${mine.id}`, talentB.token, body);
        expect({ method, status: refused.status, code: refused.body.code }).toEqual({
          method,
          status: 404,
          code: 'profileNotFound',
        });
      }
      expect((await call('GET', `/api/talent/${mine.id}`, talentA.token)).body.firstName).toBe('Private');
    });

    it('shows public details without private data: a minor as a minor with an age, an adult without one', async () => {
      const minor = (await call('POST', '/api/talent', talentA.token, aMinor())).body;
      expect(minor.minor).toBe(true);
      const details = await call('GET', `/api/talent/details/${minor.id}`, agent.token);
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({
        firstName: 'Tiny',
        minor: true,
        location: { city: 'Los Angeles', state: 'CA', country: 'US' },
      });
      expect(details.body.age).toBeGreaterThanOrEqual(10);
      const text = JSON.stringify(details.body);
      for (const secret of ['123-45-6789', 'X1234567', 'Byron', '4155552671', '2015-01-20', '1 Main Street', '90001']) {
        expect(text).not.toContain(secret);
      }
      for (const field of ['taxId', 'passport', 'guardian', 'birthDate', 'residenceAddress', 'usMailingAddress']) {
        expect(details.body).not.toHaveProperty(field);
      }
      const adult = (await call('POST', '/api/talent', talentA.token, aTalent())).body;
      const adultDetails = await call('GET', `/api/talent/details/${adult.id}`, agent.token);
      expect(adultDetails.body.minor).toBe(false);
      expect(adultDetails.body).not.toHaveProperty('age');
      expect((await call('GET', `/api/talent/details/${randomUUID()}`, agent.token)).status).toBe(404);
    });
  });

  describe('talent search', () => {
    const tag = randomUUID().slice(0, 8);
    let searcher: { token: string; accountId: string };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      searcher = await memberWithAccount('casting');
      const owner = await memberWithAccount('talent');
      const people: [string, Json][] = [
        [
          'marlow',
          {
            firstName: 'Marlow',
            lastName: `Quist${tag}`,
            unions: ['nonUnion'],
            bodyTypes: ['ectomorph'],
            height: { cm: 160 },
          },
        ],
        [
          'marlene',
          {
            firstName: 'Marlene',
            lastName: `Quist${tag}`,
            unions: ['sagAftra'],
            bodyTypes: ['endomorph'],
            height: { cm: 185 },
            skills: { athletic: ['fencing', 'archery'], languages: ['es'] },
          },
        ],
        [
          'otto',
          {
            firstName: 'Otto',
            lastName: `Quist${tag}`,
            unions: ['sagAftra'],
            bodyTypes: ['mesomorph'],
            height: { cm: 190 },
            playableAge: { from: 50, to: 60 },
          },
        ],
      ];
      for (const [key, change] of people) {
        const created = await call('POST', '/api/talent', owner.token, aTalent(change));
        expect(created.status).toBe(201);
        ids[key] = created.body.id;
      }
    });

    const search = (filters: Json, query = '') => call('POST', `/api/talent/search${query}`, searcher.token, filters);
    const names = (body: Json) => field(body.data, 'firstName').sort();

    it('finds by name prefix, by alias words, and despite a typo', async () => {
      expect(names((await search({ text: `quist${tag} marl` })).body)).toEqual(['Marlene', 'Marlow']);
      expect(names((await search({ text: `Quisst${tag}` })).body)).toEqual(['Marlene', 'Marlow', 'Otto']);
    });

    it('narrows by every filter a casting professional uses', async () => {
      const text = `quist${tag}`;
      expect(names((await search({ text, unions: ['sagAftra'] })).body)).toEqual(['Marlene', 'Otto']);
      expect(names((await search({ text, bodyTypes: ['ectomorph', 'endomorph'] })).body)).toEqual([
        'Marlene',
        'Marlow',
      ]);
      expect(names((await search({ text, heightCm: { min: 180, max: 186 } })).body)).toEqual(['Marlene']);
      expect(names((await search({ text, skills: ['fencing', 'archery'], languages: ['es'] })).body)).toEqual([
        'Marlene',
      ]);
      expect(names((await search({ text, playableAge: 55 })).body)).toEqual(['Otto']);
      expect(
        names(
          (
            await search({
              text,
              genderRoles: ['female'],
              eyeColors: ['hazel'],
              country: 'us',
              state: 'ca',
              city: 'los angeles',
            })
          ).body,
        ),
      ).toEqual(['Marlene', 'Marlow', 'Otto']);
      expect(names((await search({ text, hairColors: ['blonde'] })).body)).toEqual([]);
    });

    it('pages ranked results with limit and starting_after, and each result is public details', async () => {
      const first = await search({ text: `quist${tag}` }, '?limit=2');
      expect(first.body.data).toHaveLength(2);
      expect(first.body.has_more).toBe(true);
      expect(first.body.data[0]).not.toHaveProperty('taxId');
      const rest = await search({ text: `quist${tag}` }, `?limit=2&starting_after=${first.body.data[1].id}`);
      expect(rest.body.has_more).toBe(false);
      const all = field([...(first.body.data as Json[]), ...(rest.body.data as Json[])], 'id').sort();
      expect(all).toEqual(Object.values(ids).sort());
    });

    it('ranks neutrally: by relevance only, equal matches newest first, the same order every time', async () => {
      const owner = await memberWithAccount('talent');
      const twin = `Twin${tag}`;
      const older = (await call('POST', '/api/talent', owner.token, aTalent({ firstName: twin, lastName: 'Older' })))
        .body;
      const newer = (await call('POST', '/api/talent', owner.token, aTalent({ firstName: twin, lastName: 'Newer' })))
        .body;
      const exact = (
        await call('POST', '/api/talent', owner.token, aTalent({ firstName: twin, lastName: twin, aliases: [twin] }))
      ).body;
      const document = (await (await fetch(`${base}/docs-json`)).json()) as Json;
      for (const path of ['/api/talent/search', '/api/representative/search']) {
        expect(document.paths[path].post.description).toContain('Ranking is neutral');
      }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const found = await search({ text: twin });
        expect(field(found.body.data, 'id')).toEqual([exact.id, newer.id, older.id]);
      }
    });

    it('refuses unknown keys, upside-down ranges and a page in the body', async () => {
      expect((await search({ unions: ['pirates'] })).body).toMatchObject({
        code: 'invalidChoice',
        args: ['unions', 'pirates'],
      });
      expect((await search({ heightCm: { min: 190, max: 150 } })).body).toMatchObject({
        code: 'invalidRange',
        args: ['heightCm'],
      });
      expect((await search({ page: { limit: 5 } })).body).toMatchObject({ code: 'validationFailed', args: ['page'] });
    });
  });

  describe('representative profiles', () => {
    it('creates a representative profile for a representative account; talent accounts are refused', async () => {
      const created = await call('POST', '/api/representative', agent.token, aRepresentative());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ accountId: agent.accountId, license: { number: 'TA-4521' } });
      const refused = await call('POST', '/api/representative', talentA.token, aRepresentative());
      expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden', args: ['representative'] } });
    });

    it('needs the license of a talent agent doing business in California', async () => {
      const unlicensed = await call('POST', '/api/representative', agent.token, aRepresentative({ license: {} }));
      expect(unlicensed).toMatchObject({
        status: 400,
        body: { code: 'licenseRequired', args: ['license.number', 'CA, US'] },
      });
      const manager = await call(
        'POST',
        '/api/representative',
        agent.token,
        aRepresentative({ representationTypes: ['talentManager'], license: {} }),
      );
      expect(manager.status).toBe(201);
    });

    it('needs two references unless N/A is entered', async () => {
      const one = await call(
        'POST',
        '/api/representative',
        agent.token,
        aRepresentative({ references: [aRepresentative().references[0]] }),
      );
      expect(one).toMatchObject({ status: 400, body: { code: 'referencesRequired' } });
      const deferred = await call(
        'POST',
        '/api/representative',
        agent.token,
        aRepresentative({ references: [], referencesNotApplicable: true }),
      );
      expect(deferred.status).toBe(201);
      const details = await call('GET', `/api/representative/details/${deferred.body.id}`, talentA.token);
      expect(details.body).toMatchObject({ referencesProvided: false, license: { number: 'TA-4521' } });
    });

    it('needs as many references as the place of business asks: five in Florida', async () => {
      const miami = { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postalCode: '33139', country: 'US' };
      const reference = (aRepresentative().references as Json[])[0];
      const inFlorida = { businessAddress: miami, license: {}, representationTypes: ['talentManager'] };
      expect(await call('POST', '/api/representative', agent.token, aRepresentative(inFlorida))).toMatchObject({
        status: 400,
        body: { code: 'referencesRequired', args: ['references', '5'] },
      });
      const five = aRepresentative({ ...inFlorida, references: Array.from({ length: 5 }, () => reference) });
      const created = await call('POST', '/api/representative', agent.token, five);
      expect(created.status).toBe(201);
      const details = await call('GET', `/api/representative/details/${created.body.id}`, talentA.token);
      expect(details.body).toMatchObject({ referencesProvided: true, location: { state: 'FL' } });
    });

    it('shows details without references’ contacts or the business street, and finds by filters', async () => {
      const company = `Northstar ${randomUUID().slice(0, 8)}`;
      const created = (
        await call(
          'POST',
          '/api/representative',
          agent.token,
          aRepresentative({
            company: { name: company, kind: 'employer' },
            representationTypes: ['castingProfessional'],
          }),
        )
      ).body;
      const details = await call('GET', `/api/representative/details/${created.id}`, talentA.token);
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({
        referencesProvided: true,
        references: [{ name: 'Alan Turing' }, { name: 'Joan Clarke' }],
        location: { city: 'Los Angeles' },
      });
      expect(JSON.stringify(details.body)).not.toMatch(/alan@example.com|Sunset/);
      const found = await call('POST', '/api/representative/search', talentA.token, {
        text: company,
        representationTypes: ['castingProfessional'],
      });
      expect(field(found.body.data, 'id')).toEqual([created.id]);
      const cross = await call(
        'PATCH',
        `/api/representative/${created.id}`,
        (await memberWithAccount('manager')).token,
        { website: 'https://x.example.com' },
      );
      expect(cross).toMatchObject({ status: 404, body: { code: 'profileNotFound' } });
    });
  });

  describe('photos', () => {
    let talentId: string;
    beforeAll(async () => {
      talentId = (await call('POST', '/api/talent', talentA.token, aTalent({ firstName: 'Photogenic' }))).body.id;
    });

    async function upload(bytes: Buffer, filename: string, token = talentA.token, profileId = talentId) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), filename);
      const response = await fetch(`${base}/api/talent/${profileId}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Json };
    }

    it('keeps a PNG with a WebP thumbnail, served through signed links, and deletes it', async () => {
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0ffee' } })
        .png()
        .toBuffer();
      const added = await upload(png, 'headshot.png');
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ contentType: 'image/png', width: 800, height: 600, sizeBytes: png.length });

      const original = await fetch(added.body.url);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
      const thumbnail = await fetch(added.body.thumbnailUrl);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(320);

      const tampered = (added.body.url as string).replace(/signature=[^&]+/, 'signature=forged');
      expect((await fetch(tampered)).status).toBe(403);

      const listed = await call('GET', `/api/talent/${talentId}/photos`, talentA.token);
      expect(field(listed.body.data, 'id')).toEqual([added.body.id]);
      const withPhotos = await call('GET', `/api/talent/${talentId}?expand=photos`, talentA.token);
      expect(withPhotos.body.photos).toHaveLength(1);
      expect((await call('GET', `/api/talent/${talentId}?expand=thumbnails`, talentA.token)).body).toMatchObject({
        code: 'validationFailed',
        args: ['expand'],
      });
      expect((await call('GET', `/api/talent/details/${talentId}`, agent.token)).body.photos).toHaveLength(1);

      expect((await call('DELETE', `/api/talent/${talentId}/photos/${added.body.id}`, talentB.token)).status).toBe(404);
      expect((await call('DELETE', `/api/talent/${talentId}/photos/${added.body.id}`, talentA.token)).status).toBe(200);
      expect((await fetch(added.body.url)).status).toBe(404);
    });

    it('judges the type by content, not by name, and refuses files over 10 MB', async () => {
      const fake = await upload(Buffer.from('this is not an image at all'), 'headshot.jpg');
      expect(fake).toMatchObject({ status: 415, body: { code: 'unsupportedFileType' } });
      const truncated = await upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'broken.jpg');
      expect(truncated).toMatchObject({ status: 415, body: { code: 'unsupportedFileType' } });
      const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.jpg');
      expect(big).toMatchObject({
        status: 413,
        body: { code: 'fileTooLarge', message: 'Max file size is 10 MB', args: ['10'] },
      });
      expect((await call('GET', `/api/talent/${talentId}/photos`, talentA.token)).body.data).toEqual([]);
    });

    it('lets only the owning account upload', async () => {
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await upload(png, 'x.png', talentB.token)).body.code).toBe('profileNotFound');
    });

    it('makes the first photo primary, lets the owner choose another and falls back when it is deleted', async () => {
      const own = (await call('POST', '/api/talent', talentA.token, aTalent({ firstName: 'Primary' }))).body
        .id as string;
      const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#aa3366' } })
        .png()
        .toBuffer();
      const first = await upload(png, 'first.png', talentA.token, own);
      const second = await upload(png, 'second.png', talentA.token, own);
      expect([first.body.primary, second.body.primary]).toEqual([true, false]);
      const [firstId, secondId] = [first.body.id as string, second.body.id as string];
      const primaryOf = (answer: { body: Json }) =>
        (answer.body.data as Json[]).map((photo) => [photo.id, photo.primary] as const);

      const chosen = await call('PUT', `/api/talent/${own}/photos/${secondId}/primary`, talentA.token);
      expect(chosen.status).toBe(200);
      expect(primaryOf(chosen)).toEqual([
        [secondId, true],
        [firstId, false],
      ]);
      expect((await fetch((chosen.body.data as Json[])[0].thumbnailUrl as string)).status).toBe(200);
      expect(primaryOf(await call('GET', `/api/talent/${own}/photos`, talentA.token))).toEqual(primaryOf(chosen));

      // The profile views name it; the owner's carry its thumbnail's signed link even without its photos.
      const read = await call('GET', `/api/talent/${own}`, talentA.token);
      expect(read.body).toMatchObject({ primaryPhotoId: secondId, photos: [] });
      const thumbnail = await fetch(read.body.primaryThumbnailUrl as string);
      expect([thumbnail.status, thumbnail.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const listed = (await call('GET', '/api/talent?limit=100', talentA.token)).body.data as Json[];
      expect(listed.find((profile) => profile.id === own)).toMatchObject({ primaryPhotoId: secondId });
      const details = await call('GET', `/api/talent/details/${own}`, agent.token);
      expect(details.body).toMatchObject({ primaryPhotoId: secondId, photos: [{ id: secondId, primary: true }, {}] });

      // Another account's caller, and a photo of another account's profile, are refused as not found.
      const stranger = await call('PUT', `/api/talent/${own}/photos/${firstId}/primary`, talentB.token);
      expect(stranger).toMatchObject({ status: 404, body: { code: 'profileNotFound' } });
      const theirs = (await call('POST', '/api/talent', talentB.token, aTalent({ firstName: 'Other' }))).body.id;
      const theirPhoto = (await upload(png, 'theirs.png', talentB.token, theirs as string)).body.id as string;
      const foreign = await call('PUT', `/api/talent/${own}/photos/${theirPhoto}/primary`, talentA.token);
      expect(foreign).toMatchObject({ status: 404, body: { code: 'photoNotFound', args: [theirPhoto] } });
      expect((await call('GET', `/api/talent/${own}`, talentA.token)).body.primaryPhotoId).toBe(secondId);

      // Deleting the primary photo hands the role to the one left; deleting that leaves none.
      expect((await call('DELETE', `/api/talent/${own}/photos/${secondId}`, talentA.token)).status).toBe(200);
      expect(primaryOf(await call('GET', `/api/talent/${own}/photos`, talentA.token))).toEqual([[firstId, true]]);
      expect((await call('DELETE', `/api/talent/${own}/photos/${firstId}`, talentA.token)).status).toBe(200);
      expect((await call('GET', `/api/talent/${own}`, talentA.token)).body).toMatchObject({
        primaryPhotoId: null,
        primaryThumbnailUrl: null,
      });
    });
  });

  describe('features switched off in the configuration', () => {
    afterAll(async () => {
      // Identity back on the shipped configuration, and the gateway using it, for the next files.
      await startStackService('identity');
      await waitFor('the gateway to read the shipped configuration', async () =>
        (await call('GET', '/api/talent', talentA.token)).status === 200 ? true : undefined,
      );
    });

    it('answers 404 featureDisabled on talent routes when talentProfiles is disabled', async () => {
      const config = JSON.parse(
        readFileSync(join(process.cwd(), 'services/identity/config/public-config.v1.json'), 'utf8'),
      ) as Json;
      config.features.talentProfiles = { enabled: false };
      const file = join(files, 'public-config.json');
      writeFileSync(file, JSON.stringify(config));
      await startStackService('identity', { PUBLIC_CONFIG_FILE: file });
      await waitFor('the gateway to read the new configuration', async () =>
        (await call('GET', '/api/talent', talentA.token)).body.code === 'featureDisabled' ? true : undefined,
      );
      for (const [method, path] of [
        ['GET', '/api/talent'],
        ['POST', '/api/talent'],
        ['GET', `/api/talent/${randomUUID()}`],
        ['GET', `/api/talent/${randomUUID()}/photos`],
      ] as const) {
        const response = await call(method, path, talentA.token, method === 'POST' ? aTalent() : undefined);
        expect({ method, path, status: response.status, code: response.body.code }).toEqual({
          method,
          path,
          status: 404,
          code: 'featureDisabled',
        });
      }
      // Search belongs to the search features, still on.
      expect((await call('POST', '/api/talent/search', agent.token, {})).status).toBe(200);
    });
  });
});

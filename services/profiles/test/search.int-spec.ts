import {
  buildPage,
  FacetStatistics,
  fetchTieredPage,
  KernelErrorCode,
  type Page,
  type PageRequest,
} from '@callsheet/kernel';
import { ProfilesErrorCode } from '@callsheet/contracts';
import { refusalOf, sharedTestApp } from '@callsheet/testing';
import type { RepresentativeSearchInput } from '../src/representative/domain/representative-search.rules.js';
import { SearchRepresentativeQuery } from '../src/representative/queries/search-representative/search-representative.query.js';
import { talentSearchFacets } from '../src/talent/domain/talent-facets.js';
import { type TalentSearchInput, validateTalentSearch } from '../src/talent/domain/talent-search.rules.js';
import { talentSearchQueries } from '../src/talent/talent.repository.js';
import { SearchTalentQuery } from '../src/talent/queries/search-talent/search-talent.query.js';
import { aRepresentativeProfileInput } from './builders/representative-profile.builders.js';
import { aRepresentative, aTalent, aWord, newAccountId } from './profiles-fixtures.js';
import { startProfilesTestApp } from './profiles-test-app.js';

// The hand-written SQL of search on real rows: TalentRepository.search (relevance tiers over the
// full-text index, similar words from talent_search_word, keyset pages across tiers) and
// RepresentativeRepository.search (full text and trigrams ranked, keyset pages on rank and id). Every
// search names words or a city of this file's own, so other rows in the database never match.

const harness = sharedTestApp(startProfilesTestApp);

const FIRST_PAGE: PageRequest = { limit: 25 };

/** The ids of a page and whether there is more. */
function idsOf(page: Page<{ id: string }>) {
  return { ids: page.data.map(({ id }) => id), has_more: page.has_more };
}

async function searchTalent(input: TalentSearchInput, page = FIRST_PAGE) {
  return idsOf(await harness.queries.execute(new SearchTalentQuery(input, page)));
}

async function searchRepresentatives(input: RepresentativeSearchInput, page = FIRST_PAGE) {
  return idsOf(await harness.queries.execute(new SearchRepresentativeQuery(input, page)));
}

/** A mistyped word: the last letter replaced, as similar by trigrams as a typo gets (word_similarity ≈ 0.8). */
function typoOf(word: string): string {
  return `${word.slice(0, -1)}${word.endsWith('a') ? 'b' : 'a'}`;
}

describe('talent search by text', () => {
  const [s, t] = [aWord(), aWord()];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const accountId = newAccountId();
    const profile = async (name: string, firstName: string, middleName: string, lastName: string) => {
      ids[name] = (await aTalent(harness, accountId, { firstName, middleName, lastName })).id;
    };
    // Created in this order: within a tier, the newest comes first.
    await profile('phrase', s, t, 'Lovelace');
    await profile('exact', s, 'King', t);
    await profile('exactNewer', t, 'King', s);
    await profile('prefix', s, 'King', `${t}son`);
    await profile('similar', s, 'King', typoOf(t));
    await profile('onlyOneWord', s, 'King', 'Lovelace');
  });

  it('ranks the phrase first, then both whole words, then word starts, then mistyped words', async () => {
    expect(await searchTalent({ text: `${s.toUpperCase()} ${t}` })).toEqual({
      ids: [ids.phrase, ids.exactNewer, ids.exact, ids.prefix, ids.similar],
      has_more: false,
    });
  });

  it('finds the words a mistyped one resembles through talent_search_word, after the exact match', async () => {
    // typoOf(t) is a whole word of one profile only; t and its longer form are similar words of it.
    expect(await searchTalent({ text: typoOf(t) })).toEqual({
      ids: [ids.similar, ids.prefix, ids.exactNewer, ids.exact, ids.phrase],
      has_more: false,
    });
  });

  it('finds word starts, newest first', async () => {
    expect(await searchTalent({ text: t.slice(0, 7) })).toEqual({
      ids: [ids.similar, ids.prefix, ids.exactNewer, ids.exact, ids.phrase],
      has_more: false,
    });
  });

  it('pages across tiers with starting_after and back with ending_before', async () => {
    const text = `${s} ${t}`;

    expect(await searchTalent({ text }, { limit: 2 })).toEqual({ ids: [ids.phrase, ids.exactNewer], has_more: true });
    expect(await searchTalent({ text }, { limit: 2, startingAfter: ids.exactNewer })).toEqual({
      ids: [ids.exact, ids.prefix],
      has_more: true,
    });
    expect(await searchTalent({ text }, { limit: 2, startingAfter: ids.prefix })).toEqual({
      ids: [ids.similar],
      has_more: false,
    });
    expect(await searchTalent({ text }, { limit: 2, endingBefore: ids.prefix })).toEqual({
      ids: [ids.exactNewer, ids.exact],
      has_more: true,
    });
    expect(await searchTalent({ text }, { limit: 5, endingBefore: ids.exact })).toEqual({
      ids: [ids.phrase, ids.exactNewer],
      has_more: false,
    });
  });
});

/** Filters of the 'talent search by filters' profiles and which of the two each keeps. */
const FILTER_CASES: [string, TalentSearchInput, 'matching' | 'other' | 'both' | 'none'][] = [
  ['the city alone, whatever its case', {}, 'both'],
  ['a playable age inside one range', { playableAge: 20 }, 'matching'],
  ['a playable age at the end of a range', { playableAge: 35 }, 'other'],
  ['any of the gender roles', { genderRoles: ['male', 'nonBinary'] }, 'matching'],
  ['any of the hair colours', { hairColors: ['brown', 'red'] }, 'other'],
  ['any of the eye colours', { eyeColors: ['blue'] }, 'matching'],
  ['any of the unions', { unions: ['aea', 'agma'] }, 'matching'],
  ['any of the ethnic appearances', { ethnicAppearances: ['whiteEuropean'] }, 'other'],
  ['any of the body types', { bodyTypes: ['ectomorph', 'endomorph'] }, 'matching'],
  ['all of the skills', { skills: ['boxing', 'acrobatics'] }, 'matching'],
  ['skills nobody has all of', { skills: ['boxing', 'fencing'] }, 'none'],
  ['all of the languages', { languages: ['en', 'fr'] }, 'other'],
  ['an accent', { accents: ['american'] }, 'matching'],
  ['a minimum height', { heightCm: { min: 170 } }, 'other'],
  ['a maximum height', { heightCm: { max: 160 } }, 'matching'],
  ['a weight range in kilograms', { weightKg: { min: 55, max: 65 } }, 'other'],
  ['a height range between the two heights', { heightCm: { min: 161, max: 164 } }, 'none'],
  ['a height range ending inside a bucket', { heightCm: { min: 100, max: 160 } }, 'matching'],
  ['a weight bound inside a bucket of 1 kg, checked exactly', { weightKg: { min: 50.5 } }, 'other'],
  [
    'several filters of several values at once',
    { genderRoles: ['male', 'female'], eyeColors: ['hazel', 'green'], unions: ['sagAftra'], playableAge: 30 },
    'other',
  ],
  ['a state in lower case', { state: 'ny' }, 'matching'],
  ['the state and the city', { state: 'CA' }, 'other'],
  ['a city in another state', { state: 'TX' }, 'none'],
  ['the country', { country: 'US' }, 'both'],
  ['another country', { country: 'CA' }, 'none'],
];

describe('talent search by filters', () => {
  const city = `${aWord()} Falls`;
  let matching: string;
  let other: string;

  beforeAll(async () => {
    const accountId = newAccountId();
    const residenceAddress = { line1: '1 Main Street', city, state: 'NY', postalCode: '10001', country: 'US' };
    matching = (
      await aTalent(harness, accountId, {
        residenceAddress,
        playableAge: { from: 18, to: 22 },
        genderRole: 'male',
        hairColor: 'black',
        eyeColor: 'blue',
        unions: ['actra', 'aea'],
        ethnicAppearances: ['eastAsian'],
        bodyTypes: ['ectomorph'],
        skills: { athletic: ['boxing'], performance: ['acrobatics'], languages: ['es'], accents: ['american'] },
        height: { cm: 160 },
        weight: { kg: 50 },
      })
    ).id;
    // The builder's profile: 25 to 35, female, brown hair, hazel eyes, SAG-AFTRA, 175 cm, 60 kg, fencing, en and fr.
    other = (await aTalent(harness, accountId, { residenceAddress: { ...residenceAddress, state: 'CA' } })).id;
  });

  it.each(FILTER_CASES)('keeps profiles matching %s', async (_case, filter, expected) => {
    const ids = { matching: [matching], other: [other], both: [other, matching], none: [] }[expected];

    expect(await searchTalent({ city: city.toUpperCase(), ...filter })).toEqual({ ids, has_more: false });
  });

  it.each(FILTER_CASES)(
    'keeps profiles matching %s with every filter checked on the rows found, as if all were broad',
    async (_case, filter, expected) => {
      const ids = { matching: [matching], other: [other], both: [other, matching], none: [] }[expected];
      const search = validateTalentSearch({ city: city.toUpperCase(), ...filter });
      const { all, any, narrowing } = talentSearchFacets(search);
      const everyTokenBroad = new Map([...all, ...any.flat(), ...narrowing.flat()].map((token) => [token, 1]));
      const queries = talentSearchQueries(harness.db, search, FIRST_PAGE, everyTokenBroad);

      const sql = (await queries[0]?.())?.text ?? '';
      const facetConditions = sql.match(/t\.search_facets/g) ?? [];
      expect(facetConditions.length).toBeGreaterThan(0);
      expect(sql.match(/\(t\.search_facets (@>|&&) \$\d+::text\[\]\) IS TRUE/g)).toHaveLength(facetConditions.length);
      const rows = await fetchTieredPage(queries, FIRST_PAGE, (query) => harness.db.$queryRaw<{ id: string }[]>(query));
      expect(idsOf(buildPage(rows, FIRST_PAGE))).toEqual({ ids, has_more: false });
    },
  );

  it('pages the filtered profiles newest first', async () => {
    expect(await searchTalent({ city }, { limit: 1 })).toEqual({ ids: [other], has_more: true });
    expect(await searchTalent({ city }, { limit: 1, startingAfter: other })).toEqual({
      ids: [matching],
      has_more: false,
    });
    expect(await searchTalent({ city }, { limit: 1, endingBefore: matching })).toEqual({
      ids: [other],
      has_more: false,
    });
  });

  it.each<[string, TalentSearchInput, PageRequest, { code: string; args: string[] }]>([
    [
      'a height range upside down',
      { heightCm: { min: 180, max: 170 } },
      FIRST_PAGE,
      { code: ProfilesErrorCode.InvalidRange, args: ['heightCm'] },
    ],
    [
      'a negative weight',
      { weightKg: { min: -1 } },
      FIRST_PAGE,
      { code: ProfilesErrorCode.InvalidValue, args: ['weightKg.min'] },
    ],
    [
      'a hair colour not in the catalogue',
      { hairColors: ['plaid'] },
      FIRST_PAGE,
      { code: ProfilesErrorCode.InvalidChoice, args: ['hairColors', 'plaid'] },
    ],
    [
      'a cursor that is not an id',
      {},
      { limit: 5, startingAfter: "' OR 1=1 --" },
      { code: KernelErrorCode.ValidationFailed, args: ['starting_after'] },
    ],
  ])('refuses %s', async (_case, input, page, refusal) => {
    expect(await refusalOf(searchTalent({ city, ...input }, page))).toEqual(refusal);
  });
});

describe('representative search', () => {
  const [company, city] = [aWord(), `${aWord()} Springs`];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const accountId = newAccountId();
    const address = { ...aRepresentativeProfileInput().businessAddress, city };
    const representative = async (name: string, overrides: Parameters<typeof aRepresentative>[2]) => {
      ids[name] = (await aRepresentative(harness, accountId, { businessAddress: address, ...overrides })).id;
    };
    await representative('agent', { company: { name: `${company} Talent` } });
    await representative('manager', {
      representationTypes: ['talentManager'],
      services: ['sagAftraAffiliatedManager'],
      projectLocations: ['usaEast', 'europeUk'],
      talentTypes: ['voiceActors'],
      company: { name: 'Northern Lights', aliasOrDba: company },
    });
    await representative('caster', {
      representationTypes: ['castingProfessional'],
      services: [],
      projectLocations: ['other'],
      talentTypes: ['models'],
      company: { name: 'Elsewhere Casting' },
      businessAddress: { ...address, state: 'NY', city: city.toLowerCase() },
    });
  });

  it('finds whole words, word starts and mistyped words of names', async () => {
    const byText = async (text: string) => (await searchRepresentatives({ text, city })).ids.sort();

    expect(await byText(company)).toEqual([ids.agent, ids.manager].sort());
    expect(await byText(company.slice(0, 6))).toEqual([ids.agent, ids.manager].sort());
    expect(await byText(typoOf(company))).toEqual([ids.agent, ids.manager].sort());
    expect(await byText(`${company} northern`)).toEqual([ids.manager]);
  });

  it.each<[string, RepresentativeSearchInput, string[]]>([
    [
      'any of the representation types',
      { representationTypes: ['talentManager', 'castingProfessional'] },
      ['caster', 'manager'],
    ],
    ['any of the project locations', { projectLocations: ['europeUk'] }, ['manager']],
    ['any of the services', { services: ['sagFranchisedAgent'] }, ['agent']],
    ['any of the talent types', { talentTypes: ['models'] }, ['caster', 'agent']],
    ['a state', { state: 'ny' }, ['caster']],
    ['the city in a state where none of them is', { state: 'TX' }, []],
    [
      'several filters of several values at once',
      { talentTypes: ['models', 'actors'], representationTypes: ['talentAgent', 'castingProfessional'] },
      ['caster', 'agent'],
    ],
    ['the city alone, whatever its case', {}, ['caster', 'manager', 'agent']],
  ])('keeps representatives matching %s, newest first', async (_case, filter, expected) => {
    expect(await searchRepresentatives({ city: city.toUpperCase(), ...filter })).toEqual({
      ids: expected.map((name) => ids[name]),
      has_more: false,
    });
  });

  it('pages ranked results one at a time, forwards and back, without losing or repeating one', async () => {
    const input = { text: company.slice(0, 6), city };
    const all = (await searchRepresentatives(input)).ids;
    const first = await searchRepresentatives(input, { limit: 1 });
    const second = await searchRepresentatives(input, { limit: 1, startingAfter: first.ids[0] });
    const back = await searchRepresentatives(input, { limit: 1, endingBefore: second.ids[0] });

    expect(all).toHaveLength(2);
    expect([first, second]).toEqual([
      { ids: [all[0]], has_more: true },
      { ids: [all[1]], has_more: false },
    ]);
    expect(back).toEqual({ ids: [all[0]], has_more: false });
  });

  it('refuses a representation type not in the catalogue', async () => {
    expect(await refusalOf(searchRepresentatives({ representationTypes: ['wizard'] }))).toEqual({
      code: ProfilesErrorCode.InvalidChoice,
      args: ['representationTypes', 'wizard'],
    });
  });
});

describe('search plans and statistics', () => {
  it('are made without parallel workers, which cost a page of results more to start than they save, and price random reads for memory', async () => {
    const [settings] = await harness.db.$queryRaw<[{ workers: string; randomPageCost: string }]>`
      SELECT current_setting('max_parallel_workers_per_gather') AS workers,
             current_setting('random_page_cost') AS "randomPageCost"`;
    expect(settings).toEqual({ workers: '0', randomPageCost: '1.1' });
  });

  it("reads each facet token's share of the talent profiles from pg_stats once the table is analyzed", async () => {
    await aTalent(harness, newAccountId(), { genderRole: 'female' });
    await harness.db.$executeRaw`ANALYZE talent_search`;

    const frequencies = await new FacetStatistics(harness.db, 'talent_search').frequencies();
    expect(frequencies.get('gender:female')).toBeGreaterThan(0);
    for (const share of frequencies.values()) {
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(1);
    }
  });
});

import { holdsFacets } from '@callsheet/testing';
import { aTalentProfileInput, TODAY } from '../../../test/builders/talent-profile.builders.js';
import { talentFacets, talentSearchFacets } from './talent-facets.js';
import { type TalentProfileData, validateTalentProfile } from './talent-profile.rules.js';
import { validateTalentSearch, type TalentSearchInput } from './talent-search.rules.js';

const profile = validateTalentProfile(aTalentProfileInput(), TODAY);
const stored = talentFacets(profile);

/** Whether the stored profile holds what the search asks of its facets. */
function found(input: TalentSearchInput): boolean {
  return holdsFacets(stored, talentSearchFacets(validateTalentSearch(input)));
}

describe('talentFacets', () => {
  it('holds one token per filter value, one per playable year, the height and weight buckets and the place', () => {
    expect(stored).toEqual([
      'gender:female',
      'hair:brown',
      'eye:hazel',
      'union:sagAftra',
      'ethnic:whiteEuropean',
      'body:mesomorph',
      'skill:fencing',
      'language:en',
      'language:fr',
      ...Array.from({ length: 11 }, (_, year) => `age:${25 + year}`),
      'height:175',
      'weight:60000',
      'country:US',
      'state-city:CA:los angeles',
      'state:CA',
      'city:los angeles',
    ]);
  });

  it('holds no token for what the profile leaves out', () => {
    // Validation requires some of these (unions, body types, ethnic appearance): the facets do not.
    const bare: TalentProfileData = {
      ...profile,
      playableAge: undefined,
      genderRole: undefined,
      hairColor: undefined,
      eyeColor: undefined,
      unions: [],
      ethnicAppearances: [],
      bodyTypes: [],
      skills: { ...profile.skills, athletic: [], performance: [], languages: [], accents: [] },
      heightCm: undefined,
      weightGrams: undefined,
      residenceAddress: undefined,
    };
    expect(talentFacets(bare)).toEqual([]);
  });
});

describe('talentSearchFacets', () => {
  it('asks nothing of a search without filters', () => {
    expect(talentSearchFacets(validateTalentSearch({ text: 'ada' }))).toEqual({ all: [], any: [], narrowing: [] });
  });

  it('needs every skill, language and accent, the playable year, the place and each one-value filter', () => {
    expect(
      talentSearchFacets(
        validateTalentSearch({
          skills: ['fencing'],
          languages: ['en', 'fr'],
          playableAge: 30,
          hairColors: ['brown'],
          state: 'ca',
          city: 'LOS ANGELES',
        }),
      ),
    ).toEqual({
      all: ['skill:fencing', 'language:en', 'language:fr', 'age:30', 'state-city:CA:los angeles', 'hair:brown'],
      any: [],
      narrowing: [],
    });
  });

  it('asks one of the values of a filter of several, and narrows a range to its buckets', () => {
    expect(
      talentSearchFacets(validateTalentSearch({ eyeColors: ['blue', 'hazel'], heightCm: { min: 172, max: 181 } })),
    ).toEqual({
      all: [],
      any: [['eye:blue', 'eye:hazel']],
      narrowing: [
        [
          'height:172',
          'height:173',
          'height:174',
          'height:175',
          'height:176',
          'height:177',
          'height:178',
          'height:179',
          'height:180',
          'height:181',
        ],
      ],
    });
  });

  it.each<[string, TalentSearchInput, boolean]>([
    ['an age inside the playable range', { playableAge: 35 }, true],
    ['an age outside it', { playableAge: 36 }, false],
    ['the city in its state, in any case', { state: 'CA', city: 'los ANGELES' }, true],
    ['the city in another state', { state: 'NY', city: 'Los Angeles' }, false],
    ['one of two unions', { unions: ['aea', 'sagAftra'] }, true],
    ['a language the profile lacks among two', { languages: ['en', 'es'] }, false],
    ['a weight range around 60 kg', { weightKg: { min: 58, max: 62 } }, true],
    ['a height range of other buckets', { heightCm: { min: 150, max: 169 } }, false],
  ])('finds the profile by %s: %s', (_case, input, expected) => {
    expect(found(input)).toBe(expected);
  });
});

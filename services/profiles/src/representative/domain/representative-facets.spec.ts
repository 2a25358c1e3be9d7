import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { representativeFacets, representativeSearchFacets } from './representative-facets.js';
import { validateRepresentativeProfile } from './representative-profile.rules.js';
import { validateRepresentativeSearch } from './representative-search.rules.js';

describe('representativeFacets', () => {
  it('holds one token per representation type, project location, service and talent type, and the business place', () => {
    expect(representativeFacets(validateRepresentativeProfile(aRepresentativeProfileInput()))).toEqual([
      'representation:talentAgent',
      'location:usaWest',
      'service:sagFranchisedAgent',
      'talent:actors',
      'talent:models',
      'country:US',
      'state-city:CA:los angeles',
      'state:CA',
      'city:los angeles',
    ]);
  });
});

describe('representativeSearchFacets', () => {
  it('needs the place and each one-value filter, and one of each filter of several values', () => {
    expect(
      representativeSearchFacets(
        validateRepresentativeSearch({
          text: 'bright',
          services: ['sagFranchisedAgent'],
          talentTypes: ['actors', 'models'],
          state: 'ca',
          city: 'Los Angeles',
        }),
      ),
    ).toEqual({
      all: ['state-city:CA:los angeles', 'service:sagFranchisedAgent'],
      any: [['talent:actors', 'talent:models']],
      narrowing: [],
    });
  });

  it('asks nothing of a search by text alone', () => {
    expect(representativeSearchFacets(validateRepresentativeSearch({ text: 'bright' }))).toEqual({
      all: [],
      any: [],
      narrowing: [],
    });
  });
});

import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { validateRepresentativeProfile } from './representative-profile.rules.js';
import { representativeSearchText } from './representative-search-text.js';

describe('representativeSearchText', () => {
  it('joins company and licensee names with the keys of what they do, in lower case', () => {
    const profile = validateRepresentativeProfile(aRepresentativeProfileInput());
    expect(representativeSearchText(profile)).toBe(
      'bright agency bright grace hopper talentagent sagfranchisedagent usawest actors models feature commercial',
    );
  });

  it('leaves references and contact details out', () => {
    const text = representativeSearchText(validateRepresentativeProfile(aRepresentativeProfileInput()));
    expect(text).not.toMatch(/turing|desk@agency/);
  });
});

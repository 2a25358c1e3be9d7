import {
  aMinorTalentProfileInput,
  aTalentProfileInput,
  TODAY,
} from '../../../test/builders/talent-profile.builders.js';
import { validateTalentProfile } from './talent-profile.rules.js';
import { talentSearchText } from './talent-search-text.js';

describe('talentSearchText', () => {
  it('joins names, aliases and skill keys in lower case', () => {
    const profile = validateTalentProfile(
      aTalentProfileInput({ skills: { performance: ['tapDance'], accents: ['irish'] } }),
      TODAY,
    );
    expect(talentSearchText(profile)).toBe('ada king lovelace ada l. tapdance irish');
  });

  it('leaves private fields such as the guardian out', () => {
    const profile = validateTalentProfile(aMinorTalentProfileInput({ middleName: '' }), TODAY);
    expect(talentSearchText(profile)).toBe('ada lovelace ada l. fencing en fr');
  });
});

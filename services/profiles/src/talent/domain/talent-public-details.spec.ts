import {
  aMinorTalentProfileInput,
  aTalentProfileInput,
  TODAY,
} from '../../../test/builders/talent-profile.builders.js';
import { validateTalentProfile, type TalentProfileInput } from './talent-profile.rules.js';
import { toPublicTalentDetails, type StoredTalentProfile } from './talent-public-details.js';

function aStoredProfile(input: TalentProfileInput = aTalentProfileInput()): StoredTalentProfile<string> {
  return {
    ...validateTalentProfile(
      {
        ...input,
        usMailingAddress: { line1: '9 Mail Rd', city: 'Austin', state: 'TX', postalCode: '78701' },
        workPermits: ['O-1 #123'],
      },
      TODAY,
    ),
    id: 'talent-1',
    accountId: 'account-1',
    photos: ['photo-1'],
  };
}

describe('toPublicTalentDetails', () => {
  it('never shows tax id, passport, guardian, work permits, birth date or addresses', () => {
    const details = toPublicTalentDetails(aStoredProfile(aMinorTalentProfileInput()), TODAY);
    const shown = JSON.stringify(details);
    for (const hidden of ['taxId', 'passport', 'guardian', 'birthDate', 'Address', 'trustAccount', 'workPermit']) {
      expect(Object.keys(details).join()).not.toContain(hidden);
    }
    for (const secret of [
      '123-45-6789',
      'X1234567',
      'Anne',
      '2013-01-20',
      '1 Main Street',
      '9 Mail Rd',
      '90001',
      'O-1',
    ]) {
      expect(shown).not.toContain(secret);
    }
  });

  it('shows only the city, state and country of the residence', () => {
    expect(toPublicTalentDetails(aStoredProfile(), TODAY).location).toEqual({
      city: 'Los Angeles',
      state: 'CA',
      country: 'US',
    });
  });

  it('shows neither age nor birth date for an adult', () => {
    const details = toPublicTalentDetails(aStoredProfile(), TODAY);
    expect(details.minor).toBe(false);
    expect(details.age).toBeUndefined();
  });

  it('marks a minor and shows their age', () => {
    const details = toPublicTalentDetails(aStoredProfile(aMinorTalentProfileInput()), TODAY);
    expect(details).toMatchObject({ minor: true, age: 12 });
  });

  it('shows height and weight in both systems', () => {
    const details = toPublicTalentDetails(aStoredProfile(), TODAY);
    expect(details.height).toEqual({ cm: 175, feetInches: `5'9"` });
    expect(details.weight).toEqual({ kg: 60, lb: 132 });
  });

  it('keeps the casting details, links, skills and photos', () => {
    expect(toPublicTalentDetails(aStoredProfile(), TODAY)).toMatchObject({
      id: 'talent-1',
      accountId: 'account-1',
      firstName: 'Ada',
      aliases: ['Ada L.'],
      citizenship: ['us'],
      unions: ['sagAftra'],
      playableAge: { from: 25, to: 35 },
      bodyTypes: ['mesomorph'],
      sizes: { dress: '6' },
      socialLinks: { instagram: 'https://www.instagram.com/ada' },
      skills: { athletic: ['fencing'] },
      photos: ['photo-1'],
    });
  });

  it('shows no photos when none are stored', () => {
    const { photos: _photos, ...withoutPhotos } = aStoredProfile();
    expect(toPublicTalentDetails(withoutPhotos, TODAY).photos).toEqual([]);
  });
});

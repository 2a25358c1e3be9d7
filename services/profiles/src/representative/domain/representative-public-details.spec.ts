import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { validateRepresentativeProfile } from './representative-profile.rules.js';
import { toPublicRepresentativeDetails, type StoredRepresentativeProfile } from './representative-public-details.js';

function aStoredProfile(overrides = {}): StoredRepresentativeProfile {
  return {
    ...validateRepresentativeProfile(aRepresentativeProfileInput(overrides)),
    id: 'rep-1',
    accountId: 'account-2',
  };
}

describe('toPublicRepresentativeDetails', () => {
  it('says whether references were provided: two or more, not deferred with N/A', () => {
    expect(toPublicRepresentativeDetails(aStoredProfile(), false).referencesProvided).toBe(true);
    const deferred = toPublicRepresentativeDetails(
      aStoredProfile({ references: [], referencesNotApplicable: true }),
      false,
    );
    expect(deferred.referencesProvided).toBe(false);
  });

  it('counts the references its place of business asks for: a Florida agent deferring some has not provided them', () => {
    const florida = { line1: '1 Ocean Drive', city: 'Miami', state: 'FL', postalCode: '33139', country: 'US' };
    const deferred = aStoredProfile({ businessAddress: florida, license: undefined, referencesNotApplicable: true });
    expect(deferred.references).toHaveLength(2);
    expect(toPublicRepresentativeDetails(deferred, false).referencesProvided).toBe(false);
  });

  it("shows the references' names but not their email or phone", () => {
    const details = toPublicRepresentativeDetails(aStoredProfile(), false);
    expect(details.references).toEqual([{ name: 'Alan Turing' }, { name: 'Joan Clarke' }]);
    expect(JSON.stringify(details)).not.toMatch(/alan@example\.com|\+442079460958/);
  });

  it('shows the business city, state and country but not the street', () => {
    const details = toPublicRepresentativeDetails(aStoredProfile(), false);
    expect(details.location).toEqual({ city: 'Los Angeles', state: 'CA', country: 'US' });
    expect(JSON.stringify(details)).not.toMatch(/Sunset|Suite 5|90028/);
  });

  it('shows no location when the business address does not differ', () => {
    expect(
      toPublicRepresentativeDetails(aStoredProfile({ businessAddressDiffers: false }), false).location,
    ).toBeUndefined();
  });

  it('keeps the license number, which California casting notices must show, but not the ID photo', () => {
    const details = toPublicRepresentativeDetails(aStoredProfile(), false);
    expect(details.license).toEqual({
      fullName: 'Grace Hopper',
      number: 'TA-4521',
      country: 'US',
      state: 'CA',
      city: 'Los Angeles',
    });
    expect(JSON.stringify(details)).not.toContain('photo-9');
  });

  it('keeps the business contact, company and what the representative does', () => {
    expect(toPublicRepresentativeDetails(aStoredProfile(), false)).toMatchObject({
      id: 'rep-1',
      accountId: 'account-2',
      representationTypes: ['talentAgent'],
      contact: { email: 'desk@agency.com', phone: '+12135550147' },
      website: 'https://agency.example.com/',
      company: { name: 'Bright Agency' },
      talentRepresented: 'from26To50',
      talentTypes: ['actors', 'models'],
      projectTypes: ['feature', 'commercial'],
    });
  });

  it('says whether a licence document is on file, and nothing more of it', () => {
    expect(toPublicRepresentativeDetails(aStoredProfile(), true).licenseDocumentOnFile).toBe(true);
    expect(toPublicRepresentativeDetails(aStoredProfile(), false).licenseDocumentOnFile).toBe(false);
  });
});

import { describeRefusal } from '@callsheet/testing';
import { aRepresentativeProfileInput } from '../../../test/builders/representative-profile.builders.js';
import { ProfilesErrorCode } from '../../profiles.errors.js';
import {
  representativeCreated,
  representativeDeleted,
  representativeLicenseDocumentChanged,
  representativeUpdate,
} from './representative-events.js';
import { validateRepresentativeProfile } from './representative-profile.rules.js';

const ids = { representativeId: 'representative-1', accountId: 'account-1' };
const profile = {
  id: ids.representativeId,
  accountId: ids.accountId,
  data: validateRepresentativeProfile(aRepresentativeProfileInput()),
};

describe('representativeCreated', () => {
  it("names the new profile with its company's name and kinds of representation", () => {
    expect(representativeCreated(profile)).toEqual([
      {
        type: 'representativeProfileCreated',
        ...ids,
        displayName: 'Bright Agency',
        representationTypes: ['talentAgent'],
      },
    ]);
  });

  it("shows the licensee's name without a company, then the contact email", () => {
    const { company: _company, ...withoutCompany } = profile.data;
    const [licensee] = representativeCreated({ ...profile, data: withoutCompany });
    expect(licensee).toMatchObject({ displayName: 'Grace Hopper' });
    const [contact] = representativeCreated({ ...profile, data: { ...withoutCompany, license: undefined } });
    expect(contact).toMatchObject({ displayName: profile.data.contact.email });
  });
});

describe('representativeUpdate', () => {
  it('replaces the masked fields and names the update with the new summary', () => {
    const { data, events } = representativeUpdate(
      profile,
      { representationTypes: ['talentAgent', 'talentManager'], services: [] },
      ['representationTypes'],
    );
    expect(data).toEqual({ ...profile.data, representationTypes: ['talentAgent', 'talentManager'] });
    expect(events).toEqual([
      {
        type: 'representativeProfileUpdated',
        ...ids,
        displayName: 'Bright Agency',
        representationTypes: ['talentAgent', 'talentManager'],
      },
    ]);
  });

  it('refuses a change the rules refuse', () => {
    expect(
      describeRefusal(() => representativeUpdate(profile, { representationTypes: ['spy'] }, ['representationTypes'])),
    ).toMatchObject({ code: ProfilesErrorCode.InvalidChoice });
  });
});

describe('representativeLicenseDocumentChanged', () => {
  it('names an update of the profile with its summary unchanged, and nothing of the document', () => {
    expect(representativeLicenseDocumentChanged(profile)).toEqual([
      {
        type: 'representativeProfileUpdated',
        ...ids,
        displayName: 'Bright Agency',
        representationTypes: ['talentAgent'],
      },
    ]);
  });
});

describe('representativeDeleted', () => {
  it('names the profile removed', () => {
    expect(representativeDeleted(profile)).toEqual([{ type: 'representativeProfileDeleted', ...ids }]);
  });
});

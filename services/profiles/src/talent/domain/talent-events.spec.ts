import { describeRefusal } from '@callsheet/testing';
import {
  aMinorTalentProfileInput,
  aTalentProfileInput,
  TODAY,
} from '../../../test/builders/talent-profile.builders.js';
import { ProfilesErrorCode } from '../../profiles.errors.js';
import { talentCreated, talentDeleted, talentUpdate } from './talent-events.js';
import { validateTalentProfile } from './talent-profile.rules.js';

const ids = { talentId: 'talent-1', accountId: 'account-1' };
const adult = { id: ids.talentId, accountId: ids.accountId, data: validateTalentProfile(aTalentProfileInput(), TODAY) };

describe('talentCreated', () => {
  it('names the new profile with what other services keep of it', () => {
    expect(talentCreated(adult, TODAY)).toEqual([
      { type: 'talentProfileCreated', ...ids, minor: false, displayName: 'Ada Lovelace', trustAccount: false },
    ]);
  });

  it("says when the talent is a minor, with the trust account's flag and the birth date a trust rule may ask", () => {
    const minor = { ...adult, data: validateTalentProfile(aMinorTalentProfileInput(), TODAY) };
    expect(talentCreated(minor, TODAY)).toEqual([
      expect.objectContaining({
        type: 'talentProfileCreated',
        minor: true,
        trustAccount: true,
        minorBirthDate: minor.data.birthDate,
      }),
    ]);
    expect(talentCreated(adult, TODAY)[0]).not.toHaveProperty('minorBirthDate');
  });
});

describe('talentUpdate', () => {
  it('replaces the masked fields, keeps the metric measurements and names the update', () => {
    const { data, events } = talentUpdate(
      adult,
      aTalentProfileInput({ lastName: 'King', firstName: 'Ignored' }),
      ['lastName'],
      TODAY,
    );
    expect(data).toEqual({ ...adult.data, lastName: 'King' });
    expect(events).toEqual([
      { type: 'talentProfileUpdated', ...ids, minor: false, displayName: 'Ada King', trustAccount: false },
    ]);
  });

  it("carries the profile's primary photo, which an update of its fields leaves as it is", () => {
    const { events } = talentUpdate({ ...adult, primaryPhotoId: 'photo-1' }, aTalentProfileInput(), [], TODAY);
    expect(events).toEqual([expect.objectContaining({ type: 'talentProfileUpdated', primaryPhotoId: 'photo-1' })]);
    expect(
      talentUpdate({ ...adult, primaryPhotoId: null }, aTalentProfileInput(), [], TODAY).events[0],
    ).not.toHaveProperty('primaryPhotoId');
  });

  it('refuses a change the rules refuse', () => {
    expect(
      describeRefusal(() => talentUpdate(adult, aTalentProfileInput({ lastName: ' ' }), ['lastName'], TODAY)),
    ).toMatchObject({
      code: ProfilesErrorCode.Required,
      args: ['lastName'],
    });
  });
});

describe('talentDeleted', () => {
  it('names the profile removed', () => {
    expect(talentDeleted(adult)).toEqual([{ type: 'talentProfileDeleted', ...ids }]);
  });
});

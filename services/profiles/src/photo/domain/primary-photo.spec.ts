import { ProfilesErrorCode } from '@callsheet/contracts';
import { describeRefusal } from '@callsheet/testing';
import {
  aMinorTalentProfileInput,
  aTalentProfileInput,
  TODAY,
} from '../../../test/builders/talent-profile.builders.js';
import { validateTalentProfile } from '../../talent/domain/talent-profile.rules.js';
import {
  type PhotoRef,
  primaryAfterAdding,
  primaryAfterDeleting,
  primaryChosen,
  primaryFirst,
  type ProfileWithPrimary,
} from './primary-photo.js';

const ids = { talentId: 'talent-1', accountId: 'account-1' };
const data = validateTalentProfile(aTalentProfileInput(), TODAY);

function aProfile(primaryPhotoId: string | null): ProfileWithPrimary {
  return { id: ids.talentId, accountId: ids.accountId, data, primaryPhotoId };
}

function aPhoto(id: string, createdAt: string, of: Partial<PhotoRef> = {}): PhotoRef {
  return { id, talentId: ids.talentId, accountId: ids.accountId, createdAt: new Date(createdAt), ...of };
}

/** The talentProfileUpdated event of the adult profile above, naming `primaryPhotoId`. */
function updatedNaming(primaryPhotoId: string) {
  return {
    type: 'talentProfileUpdated',
    ...ids,
    minor: false,
    displayName: 'Ada Lovelace',
    trustAccount: false,
    primaryPhotoId,
  };
}

const first = aPhoto('photo-a', '2026-11-01T10:00:00Z');
const second = aPhoto('photo-b', '2026-11-02T10:00:00Z');
const third = aPhoto('photo-c', '2026-11-03T10:00:00Z');

describe('primaryAfterAdding', () => {
  it("makes a profile's first photo primary, and says so", () => {
    expect(primaryAfterAdding(aProfile(null), first, TODAY)).toEqual({
      primaryPhotoId: first.id,
      events: [updatedNaming(first.id)],
    });
  });

  it('leaves the primary photo as it was when another photo is added, publishing nothing', () => {
    expect(primaryAfterAdding(aProfile(first.id), second, TODAY)).toEqual({ primaryPhotoId: first.id, events: [] });
  });

  it("names a minor's profile with the minor's summary", () => {
    const minor = { ...aProfile(null), data: validateTalentProfile(aMinorTalentProfileInput(), TODAY) };
    expect(primaryAfterAdding(minor, first, TODAY).events).toEqual([
      expect.objectContaining({ minor: true, minorBirthDate: minor.data.birthDate, primaryPhotoId: first.id }),
    ]);
  });
});

describe('primaryAfterDeleting', () => {
  it('hands the role of a deleted primary photo to the most recent remaining photo', () => {
    expect(primaryAfterDeleting(aProfile(second.id), second.id, [third, first], TODAY)).toEqual({
      primaryPhotoId: third.id,
      events: [updatedNaming(third.id)],
    });
  });

  it('takes the later id among photos added within the same millisecond', () => {
    const twin = aPhoto('photo-d', '2026-11-03T10:00:00Z');
    expect(primaryAfterDeleting(aProfile(first.id), first.id, [twin, third], TODAY).primaryPhotoId).toBe(twin.id);
    expect(primaryAfterDeleting(aProfile(first.id), first.id, [third, twin], TODAY).primaryPhotoId).toBe(twin.id);
  });

  it('leaves none when the last photo goes, and publishes the update without a primary photo', () => {
    const { primaryPhotoId, events } = primaryAfterDeleting(aProfile(first.id), first.id, [], TODAY);
    expect(primaryPhotoId).toBeNull();
    expect(events).toEqual([
      { type: 'talentProfileUpdated', ...ids, minor: false, displayName: 'Ada Lovelace', trustAccount: false },
    ]);
  });

  it('keeps the primary photo when another photo is deleted, publishing nothing', () => {
    expect(primaryAfterDeleting(aProfile(first.id), third.id, [first, second], TODAY)).toEqual({
      primaryPhotoId: first.id,
      events: [],
    });
  });

  it('names one when the profile had photos but no primary photo', () => {
    expect(primaryAfterDeleting(aProfile(null), third.id, [first, second], TODAY).primaryPhotoId).toBe(second.id);
  });
});

describe('primaryChosen', () => {
  it("makes the chosen photo of the profile's own primary, and says so", () => {
    expect(primaryChosen(aProfile(first.id), second.id, second, TODAY)).toEqual({
      primaryPhotoId: second.id,
      events: [updatedNaming(second.id)],
    });
  });

  it('publishes nothing when the chosen photo is primary already', () => {
    expect(primaryChosen(aProfile(first.id), first.id, first, TODAY)).toEqual({ primaryPhotoId: first.id, events: [] });
  });

  it.each([
    ['that does not exist', undefined],
    ["of another of the account's profiles", aPhoto('photo-x', '2026-11-01T10:00:00Z', { talentId: 'talent-2' })],
    [
      "of another account's profile",
      aPhoto('photo-x', '2026-11-01T10:00:00Z', { talentId: 'talent-2', accountId: 'account-2' }),
    ],
    [
      'on this profile but of another account (a row that cannot be, refused all the same)',
      aPhoto('photo-x', '2026-11-01T10:00:00Z', { accountId: 'account-2' }),
    ],
  ])('refuses a photo %s as not found', (_case, photo) => {
    expect(describeRefusal(() => primaryChosen(aProfile(first.id), 'photo-x', photo, TODAY))).toMatchObject({
      code: ProfilesErrorCode.PhotoNotFound,
      args: ['photo-x'],
    });
  });
});

describe('primaryFirst', () => {
  it('lists the primary photo first and the others in their order', () => {
    expect(primaryFirst([first, second, third], third.id).map(({ id }) => id)).toEqual([third.id, first.id, second.id]);
    expect(primaryFirst([first, second, third], first.id).map(({ id }) => id)).toEqual([first.id, second.id, third.id]);
  });

  it('keeps the order without a primary photo, and with an id that is not among the photos', () => {
    for (const primary of [null, undefined, 'photo-x']) {
      expect(primaryFirst([first, second], primary).map(({ id }) => id)).toEqual([first.id, second.id]);
    }
  });
});

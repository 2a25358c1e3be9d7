import { ProfilesErrorCode, ProfilesException } from '../../profiles.errors.js';
import { type TalentEvent, talentPrimaryPhotoChanged } from '../../talent/domain/talent-events.js';
import type { TalentProfileData } from '../../talent/domain/talent-profile.rules.js';

/*
 * A talent profile's primary photo: at most one, always one of its own photos, what lists and casting
 * show first. The first photo added becomes primary; deleting the primary photo hands the role to the
 * most recent remaining photo (or to none); the owner may choose any other photo of the same profile.
 * Each change is published as a talentProfileUpdated event (talent-events.ts), written with it.
 */

/** The profile as the rule needs it: who owns it, its data (for the event) and its primary photo. */
export interface ProfileWithPrimary {
  id: string;
  accountId: string;
  data: TalentProfileData;
  primaryPhotoId: string | null;
}

/** What the rule needs of a photo. */
export interface PhotoRef {
  id: string;
  talentId: string;
  accountId: string;
  createdAt: Date;
}

/** The profile's primary photo after a change (null: none), and the events that name the change. */
export interface PrimaryPhotoChange {
  primaryPhotoId: string | null;
  events: TalentEvent[];
}

/** A photo was added: the profile's first photo becomes primary, and a later one leaves the primary as it was. */
export function primaryAfterAdding(
  profile: ProfileWithPrimary,
  added: { id: string },
  today: Date,
): PrimaryPhotoChange {
  return changeTo(profile, profile.primaryPhotoId ?? added.id, today);
}

/**
 * A photo was deleted, `remaining` being the profile's photos left: the primary photo stays unless it was
 * the deleted one, when the most recent remaining photo takes its place, or none when none is left.
 */
export function primaryAfterDeleting(
  profile: ProfileWithPrimary,
  deletedId: string,
  remaining: readonly PhotoRef[],
  today: Date,
): PrimaryPhotoChange {
  const kept = profile.primaryPhotoId !== deletedId && remaining.some(({ id }) => id === profile.primaryPhotoId);
  return changeTo(profile, kept ? profile.primaryPhotoId : (mostRecent(remaining)?.id ?? null), today);
}

/**
 * The owner chooses `photo` (undefined: no photo has the id asked for) as the primary photo. A photo of
 * another profile, even one of the same account, is refused as not found, as an unknown id is: the
 * answer never tells that another account's photo exists.
 */
export function primaryChosen(
  profile: ProfileWithPrimary,
  photoId: string,
  photo: PhotoRef | undefined,
  today: Date,
): PrimaryPhotoChange {
  if (!photo || photo.talentId !== profile.id || photo.accountId !== profile.accountId) {
    throw new ProfilesException(ProfilesErrorCode.PhotoNotFound, `No photo ${photoId} on this profile.`, [photoId]);
  }
  return changeTo(profile, photo.id, today);
}

/** The photos in the order answers list them: the primary photo first, then the others in their order. */
export function primaryFirst<Photo extends { id: string }>(
  photos: readonly Photo[],
  primaryPhotoId: string | null | undefined,
): Photo[] {
  const primary = photos.filter(({ id }) => id === primaryPhotoId);
  return [...primary, ...photos.filter(({ id }) => id !== primaryPhotoId)];
}

/** The latest added; ids (UUIDv7, time-ordered) break a tie within one millisecond. */
function mostRecent(photos: readonly PhotoRef[]): PhotoRef | undefined {
  return photos.reduce<PhotoRef | undefined>((latest, photo) => {
    if (!latest) {
      return photo;
    }
    const later = photo.createdAt.getTime() - latest.createdAt.getTime();
    return later > 0 || (later === 0 && photo.id > latest.id) ? photo : latest;
  }, undefined);
}

function changeTo(profile: ProfileWithPrimary, primaryPhotoId: string | null, today: Date): PrimaryPhotoChange {
  return { primaryPhotoId, events: talentPrimaryPhotoChanged(profile, primaryPhotoId, today) };
}

import { appendToOutbox, DATABASE, isUuid } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import type { Photo, Prisma } from '../generated/prisma/client.js';
import { outgoingProfilesEvent } from '../profiles.events.js';
import type { TalentProfileData } from '../talent/domain/talent-profile.rules.js';
import { primaryFirst, type PrimaryPhotoChange, type ProfileWithPrimary } from './domain/primary-photo.js';

export type { Photo };

/** A photo with whether it is its profile's primary photo. */
export type PhotoOfProfile = Photo & { primary: boolean };

/** A profile's photos as answers list them: the primary photo first, then the others oldest first. */
export interface ProfilePhotos {
  photos: Photo[];
  primaryPhotoId: string | null;
}

/**
 * Photo rows and the profile's primary photo; the files themselves are in FileStorage. Each write locks
 * the profile's row first, so that two writes on one profile's photos (two uploads, an upload and a
 * delete) take turns, and the rule (domain/primary-photo.ts) decides on what is committed. A change of
 * the primary photo commits with its events (the outbox) in the same transaction.
 */
@Injectable()
export class PhotoRepository {
  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {}

  /**
   * Adds the row unless the profile already has `limit` photos (then undefined), and makes the primary
   * photo what `decide` names.
   */
  async addWithin(
    photo: Omit<Photo, 'createdAt'>,
    limit: number,
    decide: (profile: ProfileWithPrimary, added: Photo) => PrimaryPhotoChange,
  ): Promise<PhotoOfProfile | undefined> {
    return this.db.$transaction(async (tx) => {
      const profile = await lockedProfile(tx, photo.talentId);
      if (!profile || (await tx.photo.count({ where: { talentId: photo.talentId } })) >= limit) {
        return undefined;
      }
      const added = await tx.photo.create({ data: photo });
      const { primaryPhotoId } = await applyChange(tx, profile, decide(profile, added));
      return { ...added, primary: added.id === primaryPhotoId };
    });
  }

  /** The profile's photos, the primary photo first. */
  async list(profile: { id: string; primaryPhotoId: string | null }): Promise<ProfilePhotos> {
    const photos = await this.db.photo.findMany({ where: { talentId: profile.id }, orderBy: { id: 'asc' } });
    return { photos: primaryFirst(photos, profile.primaryPhotoId), primaryPhotoId: profile.primaryPhotoId };
  }

  async find(id: string): Promise<Photo | undefined> {
    return isUuid(id) ? ((await this.db.photo.findUnique({ where: { id } })) ?? undefined) : undefined;
  }

  /**
   * Deletes the photo if it is one of this profile's and account's (else undefined), and makes the
   * primary photo what `decide` names from the photos left.
   */
  async delete(
    id: string,
    talentId: string,
    accountId: string,
    decide: (profile: ProfileWithPrimary, remaining: Photo[]) => PrimaryPhotoChange,
  ): Promise<Photo | undefined> {
    if (!isUuid(id)) {
      return undefined;
    }
    return this.db.$transaction(async (tx) => {
      const profile = await lockedProfile(tx, talentId);
      const photo = await tx.photo.findUnique({ where: { id } });
      if (!profile || !photo || photo.talentId !== talentId || photo.accountId !== accountId) {
        return undefined;
      }
      // The foreign key empties primary_photo_id if this was the primary photo; the rule then names another.
      await tx.photo.delete({ where: { id } });
      const remaining = await tx.photo.findMany({ where: { talentId }, orderBy: { id: 'asc' } });
      await applyChange(tx, profile, decide(profile, remaining));
      return photo;
    });
  }

  /**
   * Makes the primary photo what `decide` names from the photo asked for (undefined when no photo has
   * that id), and answers the profile's photos; undefined when the profile is gone.
   */
  async choosePrimary(
    talentId: string,
    photoId: string,
    decide: (profile: ProfileWithPrimary, photo: Photo | undefined) => PrimaryPhotoChange,
  ): Promise<ProfilePhotos | undefined> {
    return this.db.$transaction(async (tx) => {
      const profile = await lockedProfile(tx, talentId);
      if (!profile) {
        return undefined;
      }
      const photo = isUuid(photoId)
        ? ((await tx.photo.findUnique({ where: { id: photoId } })) ?? undefined)
        : undefined;
      const { primaryPhotoId } = await applyChange(tx, profile, decide(profile, photo));
      const photos = await tx.photo.findMany({ where: { talentId }, orderBy: { id: 'asc' } });
      return { photos: primaryFirst(photos, primaryPhotoId), primaryPhotoId };
    });
  }
}

/** Locks the profile's row until the transaction ends, and reads what the primary photo rule needs of it. */
async function lockedProfile(tx: Prisma.TransactionClient, talentId: string): Promise<ProfileWithPrimary | undefined> {
  await tx.$executeRaw`SELECT 1 FROM talent_profile WHERE id = ${talentId}::uuid FOR UPDATE`;
  const row = await tx.talentProfile.findUnique({
    where: { id: talentId },
    select: { id: true, accountId: true, data: true, primaryPhotoId: true },
  });
  return row ? { ...row, data: row.data as unknown as TalentProfileData } : undefined;
}

/** Stores the primary photo the rule named, with its events, when it changed. */
async function applyChange(
  tx: Prisma.TransactionClient,
  profile: ProfileWithPrimary,
  change: PrimaryPhotoChange,
): Promise<PrimaryPhotoChange> {
  if (change.primaryPhotoId !== profile.primaryPhotoId) {
    await tx.talentProfile.update({ where: { id: profile.id }, data: { primaryPhotoId: change.primaryPhotoId } });
  }
  await appendToOutbox(tx, change.events.map(outgoingProfilesEvent));
  return change;
}

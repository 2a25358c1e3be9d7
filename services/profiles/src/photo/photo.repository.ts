import { DATABASE, isUuid } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { ProfilesDatabase } from '../database/profiles.database.js';
import type { Photo } from '../generated/prisma/client.js';

export type { Photo };

/** Photo rows; the files themselves are in FileStorage. */
@Injectable()
export class PhotoRepository {
  constructor(@Inject(DATABASE) private readonly db: ProfilesDatabase) {}

  /** Adds the row unless the profile already has `limit` photos; false when full. */
  async addWithin(photo: Omit<Photo, 'createdAt'>, limit: number): Promise<Photo | undefined> {
    return this.db.$transaction(async (tx) => {
      // Lock the profile row so two uploads at once cannot both take the last place.
      await tx.$executeRaw`SELECT 1 FROM talent_profile WHERE id = ${photo.talentId}::uuid FOR UPDATE`;
      if ((await tx.photo.count({ where: { talentId: photo.talentId } })) >= limit) {
        return undefined;
      }
      return tx.photo.create({ data: photo });
    });
  }

  list(talentId: string): Promise<Photo[]> {
    return this.db.photo.findMany({ where: { talentId }, orderBy: { id: 'asc' } });
  }

  async find(id: string): Promise<Photo | undefined> {
    return isUuid(id) ? ((await this.db.photo.findUnique({ where: { id } })) ?? undefined) : undefined;
  }

  async delete(id: string, talentId: string, accountId: string): Promise<Photo | undefined> {
    const photo = await this.find(id);
    if (!photo || photo.talentId !== talentId || photo.accountId !== accountId) {
      return undefined;
    }
    await this.db.photo.delete({ where: { id } });
    return photo;
  }
}

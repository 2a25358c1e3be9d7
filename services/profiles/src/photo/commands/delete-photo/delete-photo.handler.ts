import { FILE_STORAGE, type FileStorage } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { requireOwnedTalent } from '../../../talent/talent.access.js';
import { TalentRepository } from '../../../talent/talent.repository.js';
import { primaryAfterDeleting } from '../../domain/primary-photo.js';
import { PhotoRepository } from '../../photo.repository.js';
import { DeletePhotoCommand } from './delete-photo.command.js';

@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand, void> {
  constructor(
    private readonly talents: TalentRepository,
    private readonly photos: PhotoRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ accountId, talentId, photoId }: DeletePhotoCommand): Promise<void> {
    requireOwnedTalent(await this.talents.findById(talentId, false), accountId, talentId);
    const photo = await this.photos.delete(photoId, talentId, accountId, (profile, remaining) =>
      primaryAfterDeleting(profile, photoId, remaining, new Date()),
    );
    if (!photo) {
      throw new ProfilesException(ProfilesErrorCode.PhotoNotFound, `No photo ${photoId} on this profile.`, [photoId]);
    }
    await Promise.all([this.storage.delete(photo.storageKey), this.storage.delete(photo.thumbnailKey)]);
  }
}

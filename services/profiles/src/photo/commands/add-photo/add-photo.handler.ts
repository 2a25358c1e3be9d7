import { FILE_STORAGE, uuid7, type FileStorage } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { requireOwnedTalent } from '../../../talent/talent.access.js';
import { TalentRepository } from '../../../talent/talent.repository.js';
import { checkPhoto, PHOTOS_PER_PROFILE } from '../../domain/photo-content.js';
import { primaryAfterAdding } from '../../domain/primary-photo.js';
import { PhotoProcessor } from '../../photo-processor.js';
import { PhotoRepository, type PhotoOfProfile } from '../../photo.repository.js';
import { AddPhotoCommand } from './add-photo.command.js';

const UPLOAD_KEY = /^uploads\/[0-9a-f-]{36}$/;

@CommandHandler(AddPhotoCommand)
export class AddPhotoHandler implements ICommandHandler<AddPhotoCommand, PhotoOfProfile> {
  constructor(
    private readonly talents: TalentRepository,
    private readonly photos: PhotoRepository,
    private readonly processor: PhotoProcessor,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async execute({ accountId, talentId, uploadKey }: AddPhotoCommand): Promise<PhotoOfProfile> {
    if (!UPLOAD_KEY.test(uploadKey)) {
      throw new ProfilesException(ProfilesErrorCode.InvalidValue, 'Not an upload of the gateway.', ['uploadKey']);
    }
    try {
      requireOwnedTalent(await this.talents.findById(talentId, false), accountId, talentId);
      const bytes = await this.storage.get(uploadKey);
      if (!bytes) {
        throw new ProfilesException(ProfilesErrorCode.Required, 'The uploaded file is gone; upload it again.', [
          'file',
        ]);
      }
      const contentType = checkPhoto(bytes);
      const { width, height, thumbnail } = await this.processor.process(bytes);
      const id = uuid7();
      const storageKey = `photos/${talentId}/${id}`;
      const thumbnailKey = `photos/${talentId}/${id}.thumbnail.webp`;
      await this.storage.put(storageKey, bytes, contentType);
      await this.storage.put(thumbnailKey, thumbnail, 'image/webp');
      const photo = await this.photos.addWithin(
        { id, talentId, accountId, storageKey, thumbnailKey, contentType, width, height, sizeBytes: bytes.length },
        PHOTOS_PER_PROFILE,
        (profile, added) => primaryAfterAdding(profile, added, new Date()),
      );
      if (!photo) {
        await Promise.all([this.storage.delete(storageKey), this.storage.delete(thumbnailKey)]);
        throw new ProfilesException(
          ProfilesErrorCode.InvalidValue,
          `A profile keeps at most ${PHOTOS_PER_PROFILE} photos; delete one first.`,
          ['photos'],
        );
      }
      return photo;
    } finally {
      await this.storage.delete(uploadKey);
    }
  }
}

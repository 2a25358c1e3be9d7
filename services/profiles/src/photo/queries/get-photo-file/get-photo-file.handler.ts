import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfilesErrorCode, ProfilesException } from '../../../profiles.errors.js';
import { PhotoRepository } from '../../photo.repository.js';
import { GetPhotoFileQuery, type PhotoFileLocation } from './get-photo-file.query.js';

@QueryHandler(GetPhotoFileQuery)
export class GetPhotoFileHandler implements IQueryHandler<GetPhotoFileQuery, PhotoFileLocation> {
  constructor(private readonly photos: PhotoRepository) {}

  async execute({ photoId, thumbnail }: GetPhotoFileQuery): Promise<PhotoFileLocation> {
    const photo = await this.photos.find(photoId);
    if (!photo) {
      throw new ProfilesException(ProfilesErrorCode.PhotoNotFound, `No photo ${photoId}.`, [photoId]);
    }
    return thumbnail
      ? { storageKey: photo.thumbnailKey, contentType: 'image/webp' }
      : { storageKey: photo.storageKey, contentType: photo.contentType };
  }
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import type { PhotoListSchema, PhotoSchema } from '@callsheet/contracts';
import type { Photo, ProfilePhotos } from './photo.repository.js';

/** A photo row on the wire; the gateway fills url and thumbnailUrl with signed links. */
export function toPhotoMessage(photo: Photo, primary: boolean): MessageInitShape<typeof PhotoSchema> {
  return {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    sizeBytes: BigInt(photo.sizeBytes),
    createdAt: photo.createdAt.toISOString(),
    primary,
  };
}

/** A profile's photos in their order (the primary photo first), the primary one marked. */
export function toPhotoListMessage({
  photos,
  primaryPhotoId,
}: ProfilePhotos): MessageInitShape<typeof PhotoListSchema> {
  return { data: photos.map((photo) => toPhotoMessage(photo, photo.id === primaryPhotoId)) };
}

import type { MessageInitShape } from '@bufbuild/protobuf';
import type { PhotoSchema } from '@callsheet/contracts';
import type { Photo } from './photo.repository.js';

/** A photo row on the wire; the gateway fills url and thumbnailUrl with signed links. */
export function toPhotoMessage(photo: Photo): MessageInitShape<typeof PhotoSchema> {
  return {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    sizeBytes: BigInt(photo.sizeBytes),
    createdAt: photo.createdAt.toISOString(),
  };
}

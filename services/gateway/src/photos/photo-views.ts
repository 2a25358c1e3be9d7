import type { Photo } from '@callsheet/contracts';
import type { SchemaObject } from '../http/proto-json.js';
import type { PhotoLinks } from './photo-links.js';

export interface PhotoView {
  id: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
}

/** A photo as REST shows it, with signed links to the file and its thumbnail. */
export function photoView(photo: Photo, links: PhotoLinks): PhotoView {
  return {
    id: photo.id,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    sizeBytes: Number(photo.sizeBytes),
    createdAt: photo.createdAt,
    url: links.link(photo.id, 'original'),
    thumbnailUrl: links.link(photo.id, 'thumbnail'),
  };
}

/**
 * The OpenAPI schema of a `PhotoView`. Written here rather than derived from the Photo message:
 * protobuf JSON would give `sizeBytes` (int64) as a string, while this view answers a number.
 */
export function photoViewSchema(): SchemaObject {
  return {
    type: 'object',
    title: 'Photo',
    properties: {
      id: { type: 'string', format: 'uuid' },
      contentType: { type: 'string', enum: ['image/jpeg', 'image/png', 'image/webp'] },
      width: { type: 'integer', format: 'int32' },
      height: { type: 'integer', format: 'int32' },
      sizeBytes: { type: 'integer', format: 'int64', minimum: 0, description: 'Bytes of the original file' },
      createdAt: { type: 'string', format: 'date-time' },
      url: { type: 'string', format: 'uri', description: 'Signed link, valid for 6 hours' },
      thumbnailUrl: { type: 'string', format: 'uri', description: 'Signed link to a WebP of at most 320 px' },
    },
    required: ['id', 'contentType', 'width', 'height', 'sizeBytes', 'createdAt', 'url', 'thumbnailUrl'],
    additionalProperties: false,
  };
}

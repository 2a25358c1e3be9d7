import type { RouteDoc } from '../http/api-route.decorator.js';
import type { SchemaObject } from '../http/proto-json.js';

/**
 * The OpenAPI schema of a `PhotoView`. Written here rather than derived from the Photo message:
 * protobuf JSON would give `sizeBytes` (int64) as a string, while this view answers a number.
 */
export function photoSchema(): SchemaObject {
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
      primary: {
        type: 'boolean',
        description: 'The profile’s primary photo (at most one, listed first): its first photo until another is chosen',
      },
      url: { type: 'string', format: 'uri', description: 'Signed link, valid for 6 hours' },
      thumbnailUrl: { type: 'string', format: 'uri', description: 'Signed link to a WebP of at most 320 px' },
    },
    required: ['id', 'contentType', 'width', 'height', 'sizeBytes', 'createdAt', 'primary', 'url', 'thumbnailUrl'],
    additionalProperties: false,
  };
}

const IMAGE = { schema: { type: 'string', format: 'binary' } };
const SIGNED_LINK = [
  { name: 'expires', required: true },
  { name: 'signature', required: true },
];

/** Photo files, served through the signed links profile answers carry. */
export const photoFileDocs = {
  original: {
    summary: 'A photo, by the signed link of a profile answer',
    query: SIGNED_LINK,
    responses: [
      {
        status: 200,
        description: 'The photo as uploaded (errors answer JSON)',
        content: { 'image/jpeg': IMAGE, 'image/png': IMAGE, 'image/webp': IMAGE },
      },
    ],
    errors: [403, 404],
  },
  thumbnail: {
    summary: 'A photo’s thumbnail (WebP, at most 320 px), by its signed link',
    query: SIGNED_LINK,
    responses: [{ status: 200, description: 'The thumbnail (errors answer JSON)', content: { 'image/webp': IMAGE } }],
    errors: [403, 404],
  },
} satisfies Record<string, RouteDoc>;

import { LICENSE_DOCUMENT_MAX_MEGABYTES } from '@callsheet/contracts';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { deletedSchema } from '../http/rest.openapi.js';
import type { SchemaObject } from '../http/proto-json.js';
import { LICENSE_DOCUMENT_LINK_TTL_SECONDS } from './license-document-links.js';

const CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * The OpenAPI schema of a `LicenseDocumentView`, written here as the photo's is: protobuf JSON would give
 * `sizeBytes` (int64) as a string, while the view answers a number.
 */
export function licenseDocumentSchema(): SchemaObject {
  return {
    type: 'object',
    title: 'LicenseDocument',
    properties: {
      id: { type: 'string', format: 'uuid' },
      representativeId: { type: 'string', format: 'uuid' },
      contentType: { type: 'string', enum: CONTENT_TYPES, description: 'From the file’s content, not its name' },
      sizeBytes: { type: 'integer', format: 'int64', minimum: 1 },
      fileName: { type: 'string', description: 'The uploaded file’s name, sanitised, with its type’s extension' },
      uploadedAt: { type: 'string', format: 'date-time' },
      url: {
        type: 'string',
        format: 'uri',
        description: `Signed link to the file, valid for ${LICENSE_DOCUMENT_LINK_TTL_SECONDS / 60} minutes`,
      },
    },
    required: ['id', 'representativeId', 'contentType', 'sizeBytes', 'fileName', 'uploadedAt', 'url'],
    additionalProperties: false,
  };
}

const PRIVATE =
  'Private to the profile’s account: other members only see `licenseDocumentOnFile` in the public details.';

/** A representative's licence document (spec section 3, "License: … photo"), on the account's own profile. */
export const licenseDocumentDocs = {
  upload: {
    summary: `Upload the licence document (multipart, one file in the field "file"): JPEG, PNG or PDF by content, at most ${LICENSE_DOCUMENT_MAX_MEGABYTES} MB`,
    description: `Replaces the document on file, if any. ${PRIVATE}`,
    consumes: 'multipart/form-data',
    body: {
      schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
    },
    ok: licenseDocumentSchema(),
    errors: [404, 413, 415],
  },
  get: {
    summary: 'The licence document on file, with a signed link to the file',
    description: `404 licenseDocumentNotFound when the profile has none. ${PRIVATE}`,
    ok: licenseDocumentSchema(),
    errors: [404],
  },
  delete: {
    summary: 'Remove the licence document on file',
    description: '`id` in the answer is the removed document’s.',
    ok: deletedSchema,
    errors: [404],
  },
} satisfies Record<string, RouteDoc>;

const FILE = { schema: { type: 'string', format: 'binary' } };

/** Licence document files, served through the signed link GET /api/representative/{id}/license/document gives. */
export const licenseDocumentFileDocs = {
  file: {
    summary: 'A licence document, by the signed link its profile’s account was given',
    query: [
      { name: 'expires', required: true },
      { name: 'signature', required: true },
    ],
    responses: [
      {
        status: 200,
        description: 'The document as uploaded, shown inline under its name (errors answer JSON)',
        content: Object.fromEntries(CONTENT_TYPES.map((type) => [type, FILE])),
      },
    ],
    errors: [403, 404],
  },
} satisfies Record<string, RouteDoc>;

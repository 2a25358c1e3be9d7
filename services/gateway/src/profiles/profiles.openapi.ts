import type { DescMessage } from '@bufbuild/protobuf';
import { protoJsonSchema, type SchemaObject } from '../http/proto-json.js';
import { photoViewSchema } from '../photos/photo-views.js';

/** Photos are answered by `photoView` (sizeBytes a number, signed links): its own schema. */
const photoSchema = photoViewSchema;

/** A record as REST shows it: the profile's fields flat beside id, account and timestamps. */
export function flatRecordSchema(fields: DescMessage, extras: Record<string, SchemaObject>): SchemaObject {
  const schema = protoJsonSchema(fields);
  return {
    type: 'object',
    title: fields.name.replace(/Fields$/, ''),
    properties: {
      id: { type: 'string', format: 'uuid' },
      accountId: { type: 'string', format: 'uuid' },
      ...extras,
      ...schema.properties,
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  };
}

export function pageSchema(item: SchemaObject): SchemaObject {
  return {
    type: 'object',
    properties: { data: { type: 'array', items: item }, has_more: { type: 'boolean' } },
    required: ['data', 'has_more'],
  };
}

export function withPhotoLinks(schema: SchemaObject): SchemaObject {
  return { ...schema, properties: { ...schema.properties, photos: { type: 'array', items: photoSchema() } } };
}

export const photoResponseSchema = photoSchema;

export const deletedSchema: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
};

/**
 * Said in every search route's documentation, and held by the SQL: no paid placement (the 2023
 * SAG-AFTRA agreement forbids casting sites from sorting paying members first).
 */
export const NEUTRAL_RANKING =
  'Ranking is neutral: results are ordered only by how well they match the text, then by id, newest first, as a stable tie-break; without text, newest first. (Talent and jobs: match tiers, best first: the phrase, every word, every word as a prefix, similar spellings. Representatives: full-text rank plus trigram similarity.) Nothing paid for, subscribed to or promoted changes the order. ';

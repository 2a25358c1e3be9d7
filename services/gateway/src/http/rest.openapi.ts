import type { DescMessage } from '@bufbuild/protobuf';
import { protoJsonSchema, type SchemaObject } from './proto-json.js';

/** OpenAPI schemas of the REST forms every area shares (http/rest.views.ts). */

/** A list answer `{data, has_more}` (spec section 7). */
export function pageSchema(item: SchemaObject): SchemaObject {
  return {
    type: 'object',
    properties: { data: { type: 'array', items: item }, has_more: { type: 'boolean' } },
    required: ['data', 'has_more'],
  };
}

export const deletedSchema: SchemaObject = {
  type: 'object',
  properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
};

/** A record as REST shows it: the message's fields flat beside id, account and timestamps. */
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

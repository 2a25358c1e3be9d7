import {
  ApplicationSchema,
  ApplyRequestSchema,
  ConnectionSchema,
  DealMemoSchema,
  ProspectCountsSchema,
  RequestConnectionRequestSchema,
} from '@callsheet/contracts';
import { protoJsonSchema, type SchemaObject } from '../http/proto-json.js';
import { pageSchema } from '../profiles/profiles.openapi.js';

/** OpenAPI shapes of the connections and applications routes, from the contracts. */
export const connectionSchema = protoJsonSchema(ConnectionSchema);
export const connectionPageSchema = pageSchema(connectionSchema);
export const applicationSchema = protoJsonSchema(ApplicationSchema);
export const applicationPageSchema = pageSchema(applicationSchema);

export function bodySchema(schema: SchemaObject, omit: readonly string[] = ['accountId']): SchemaObject {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter(([name]) => !omit.includes(name)),
  );
  return { type: 'object', properties, additionalProperties: false };
}

export const requestConnectionBody = bodySchema(protoJsonSchema(RequestConnectionRequestSchema));
export const applyBody = bodySchema(protoJsonSchema(ApplyRequestSchema));
export const dealMemoSchema = protoJsonSchema(DealMemoSchema);

export const prospectPageSchema: SchemaObject = {
  type: 'object',
  properties: {
    title: { type: 'string', description: "The job's role name" },
    prospectDtos: {
      type: 'array',
      items: {
        ...applicationSchema,
        properties: {
          ...applicationSchema.properties,
          applicationId: { type: 'string', format: 'uuid' },
          title: { type: 'string', description: "The talent's name" },
        },
      },
    },
    has_more: { type: 'boolean' },
    counts: protoJsonSchema(ProspectCountsSchema),
  },
};

// The connection and application tables the connections service enforces, rendered from the contracts' data.
export { APPLICATION_TABLE_DOC, CONNECTION_TABLE_DOC } from '../http/status-tables.openapi.js';

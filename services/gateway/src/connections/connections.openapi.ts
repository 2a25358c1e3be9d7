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

export const CONNECTION_TABLE_DOC = [
  'The connection table (409 invalidConnectionTransition otherwise):',
  '',
  '| action | from | to | by |',
  '|---|---|---|---|',
  '| approve | pending | active | recipient |',
  '| reject | pending | rejected | recipient |',
  '| revoke | pending | revoked | sender |',
  '| remove | active | removed | either side |',
  '| archive | pending, active | archived | either side |',
].join('\n');

export const APPLICATION_TABLE_DOC = [
  'The application table (409 invalidApplicationTransition otherwise). The applicant side is the account that applied and the talent’s account; the owner is the job’s account:',
  '',
  '| action | from | to | by |',
  '|---|---|---|---|',
  '| apply (POST) | none, withdrawn | pending | applicant |',
  '| unapply (DELETE) | pending | withdrawn | applicant |',
  '| accept | pending | accepted | owner |',
  '| deny | pending, accepted | denied | owner |',
  '| restore | denied | pending | owner |',
  '| archive | accepted, denied, withdrawn | (same; for the caller’s side) | either |',
  '| unarchive | any | (same) | either |',
  '',
  'The service denies pending applications of a job that completes or is archived (reason jobClosed), and withdraws those of a deleted talent profile.',
].join('\n');

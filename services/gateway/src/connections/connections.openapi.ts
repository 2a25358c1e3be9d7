import { ApplicationSchema, ConnectionSchema, DealMemoSchema, ProspectCountsSchema } from '@callsheet/contracts';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { protoJsonSchema, type SchemaObject } from '../http/proto-json.js';
import { pageSchema } from '../http/rest.openapi.js';
import { APPLICATION_TABLE_DOC, CONNECTION_TABLE_DOC } from '../http/status-tables.openapi.js';
import { APPLICATION_ACTION_BY_STATUS, CONNECTION_ACTION_BY_STATUS } from './connections.requests.js';

/** OpenAPI shapes of the connections and applications routes, from the contracts. */
export const connectionSchema = protoJsonSchema(ConnectionSchema);
export const connectionPageSchema = pageSchema(connectionSchema);
const applicationSchema = protoJsonSchema(ApplicationSchema);
const applicationPageSchema = pageSchema(applicationSchema);
const dealMemoSchema = protoJsonSchema(DealMemoSchema);

const prospectPageSchema: SchemaObject = {
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

const profileIdQuery = (side: string) => ({
  name: 'profileId',
  required: false,
  description: `Only this ${side} profile of the account`,
});

/** Talent-representative connections: request, approve or reject, revoke, remove, archive, lists. */
export const connectionDocs = {
  approved: { summary: 'Active tab: the account’s active connections', paged: true, ok: connectionPageSchema },
  received: {
    summary: 'Pending Received tab: requests waiting for the account’s answer',
    paged: true,
    ok: connectionPageSchema,
  },
  sent: { summary: 'Pending Sent tab: the account’s requests not yet answered', paged: true, ok: connectionPageSchema },
  representatives: {
    summary: 'Representatives actively connected to the account’s talent profiles (a deal memo splits pay with them)',
    query: [profileIdQuery('talent')],
    paged: true,
    ok: connectionPageSchema,
  },
  talents: {
    summary: 'Talent actively connected to the account’s representative profiles (it may apply for them)',
    query: [profileIdQuery('representative')],
    paged: true,
    ok: connectionPageSchema,
  },
  pending: {
    summary: 'The account’s pending requests with this profile (talent or representative)',
    paged: true,
    ok: connectionPageSchema,
  },
  connectedWith: {
    summary: 'The account’s active connections with this profile (talent or representative)',
    paged: true,
    ok: connectionPageSchema,
  },
  request: {
    summary: 'Request a connection between one of the account’s profiles and another account’s',
    description:
      'At least one type (talentManager, talentAgent, castingProfessional). 409 connectionExists while a request is pending or the profiles are connected, in either direction; 400 ownProfile when both profiles are the account’s.',
    created: connectionSchema,
    errors: [404, 409],
  },
  approve: {
    summary: 'The recipient approves a pending request: the connection becomes active',
    ok: connectionSchema,
    errors: [404, 409],
  },
  update: {
    summary: 'One step of the connection table: {"action": "reject"} or, equally, {"status": "rejected"}',
    description: CONNECTION_TABLE_DOC,
    body: {
      schema: {
        type: 'object',
        properties: {
          action: { type: 'string', enum: ['approve', 'reject', 'revoke', 'remove', 'archive'] },
          status: { type: 'string', enum: Object.keys(CONNECTION_ACTION_BY_STATUS) },
        },
      },
    },
    ok: connectionSchema,
    errors: [404, 409],
  },
  delete: {
    summary:
      'End a connection: the sender revokes a pending request, the recipient rejects it, either side removes an active one',
    ok: connectionSchema,
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

const applicationTab = (tab: string): RouteDoc => ({
  summary: `Applications tab ${tab}`,
  paged: true,
  ok: applicationPageSchema,
});

/** Applications to jobs, the job owner's prospects and deal memos. */
export const applicationDocs = {
  list: {
    summary: 'The account’s applications (made by it or for its talent), newest first',
    query: [
      { name: 'status', required: false, enum: ['pending', 'accepted', 'denied', 'withdrawn'] },
      { name: 'archived', required: false, type: Boolean, description: 'The ones the account archived' },
    ],
    paged: true,
    ok: applicationPageSchema,
  },
  accepted: applicationTab('Accepted'),
  pending: applicationTab('Pending'),
  denied: applicationTab('Denied'),
  prospects: {
    summary: 'The job’s applicants, for the job’s owner: All Applicants, Accepted, Pending, Denied',
    description: 'Answers the job’s title, the prospects of the tab asked for and how many each tab holds.',
    query: [
      { name: 'status', required: false, enum: ['all', 'accepted', 'pending', 'denied'] },
      { name: 'favorite', required: false, type: Boolean },
      { name: 'archived', required: false, type: Boolean },
    ],
    paged: true,
    ok: prospectPageSchema,
    errors: [404],
  },
  get: {
    summary: 'One application: for its applicant, the talent’s account and the job’s owner',
    ok: applicationSchema,
    errors: [404],
  },
  apply: {
    summary: 'Apply to an active job: as the talent, or as a representative for its own or a connected talent',
    description:
      'representativeId names the caller’s representative profile when it applies on a talent’s behalf. The job’s pre-screen media are required (400 preScreenRequired). A second application of the same talent answers 409 alreadyApplied with error "alreadyApplied-<talent name>" (spec section 8).',
    created: applicationSchema,
    errors: [404, 409],
  },
  accept: {
    summary: 'The job’s owner accepts a pending application, optionally with its deal memo',
    body: { schema: { type: 'object', properties: { dealMemo: dealMemoSchema } }, required: false },
    ok: applicationSchema,
    errors: [404, 409],
  },
  update: {
    summary: 'Prospect update and application actions, applied together or not at all',
    description: APPLICATION_TABLE_DOC,
    body: {
      schema: {
        type: 'object',
        properties: {
          action: { type: 'string', enum: ['unapply', 'accept', 'deny', 'restore', 'archive', 'unarchive'] },
          status: { type: 'string', enum: Object.keys(APPLICATION_ACTION_BY_STATUS) },
          isFavorite: { type: 'boolean', description: 'Job owner only' },
          dealMemo: { ...dealMemoSchema, description: 'Job owner only; pending or accepted applications' },
          reason: { type: 'string', description: 'With deny only: shown to the applicant' },
        },
        additionalProperties: false,
      },
    },
    ok: applicationSchema,
    errors: [404, 409],
  },
  unapply: {
    summary: 'Unapply: the applicant withdraws a pending application (it may apply again)',
    ok: applicationSchema,
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

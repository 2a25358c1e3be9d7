import { PendingInviteSchema } from '@callsheet/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { protoJsonSchema, protoPageSchema } from '../http/proto-json.js';
import { deletedSchema } from '../http/rest.openapi.js';

export class CreateInviteResponse {
  @ApiProperty({ format: 'uuid', description: 'The invitation, to list, revoke or send it again' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class InviteInfoResponse {
  @ApiProperty({ example: 'Northern Lights Pictures' })
  accountName!: string;

  @ApiProperty({ enum: ['admin', 'user'] })
  role!: string;

  @ApiProperty({ description: 'The address the invitation was sent to' })
  email!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

export class ProcessInviteResponse {
  @ApiProperty({ format: 'uuid', description: 'The account joined; select it with POST /api/auth/session' })
  account!: string;

  @ApiProperty({ enum: ['admin', 'user'] })
  role!: string;
}

const inviteParam = {
  name: 'id',
  description: 'The invitation’s id (POST /api/account/invites, GET /api/account/invites)',
  schema: { type: 'string', format: 'uuid' },
} as const;

/** Who manages which invitation, as identity checks it. */
const MANAGERS =
  'Owners manage every invitation of the account, admins those of users (403 notAllowed). 404 inviteNotFound for an invitation accepted, revoked or of another account.';

export const inviteDocs = {
  create: {
    summary: 'Invite someone by email to the selected account, with a role',
    created: CreateInviteResponse,
    errors: [404],
  },
  list: {
    summary: 'The pending invitations of the selected account (neither accepted nor revoked), newest first',
    description: 'Owners and admins. Expired ones are listed too (expired: true): sending one again renews it.',
    paged: true,
    ok: protoPageSchema(PendingInviteSchema),
    errors: [404],
  },
  revoke: {
    summary: 'Revoke a pending invitation: its link answers 410 inviteRevoked from now on',
    description: MANAGERS,
    params: [inviteParam],
    ok: deletedSchema,
    errors: [404],
  },
  resend: {
    summary: 'Mail a pending invitation again, with a new link valid a week (the previous link stops working)',
    description: `${MANAGERS} Mails are limited per client address and per invited address (429 tooManyAttempts).`,
    params: [inviteParam],
    ok: protoJsonSchema(PendingInviteSchema),
    errors: [404, 429],
  },
  info: {
    summary: 'What an invitation offers: account, role, address, expiry',
    ok: InviteInfoResponse,
    errors: [409, 410],
  },
  process: {
    summary:
      'Accept an invitation: the signed-in user joins the account with the invited role. Only the invited address, verified, may accept (403 inviteEmailMismatch, emailNotVerified)',
    ok: ProcessInviteResponse,
    errors: [403, 409, 410],
  },
} satisfies Record<string, RouteDoc>;

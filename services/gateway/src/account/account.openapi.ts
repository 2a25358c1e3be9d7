import { AccountMemberSchema } from '@callsheet/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { AccessTokenResponse } from '../auth/auth.openapi.js';
import type { RouteDoc } from '../http/api-route.decorator.js';
import { protoJsonSchema, protoPageSchema } from '../http/proto-json.js';
import { deletedSchema } from '../http/rest.openapi.js';

export class CreateAccountResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: AccessTokenResponse, description: 'A session with the new account selected' })
  session!: AccessTokenResponse;
}

const memberParam = {
  name: 'userId',
  description: 'The member’s user id (userId in GET /api/account/members)',
  schema: { type: 'string', format: 'uuid' },
} as const;

/** What a member whose membership changed meets: the gateway refuses their older tokens at once. */
const MEMBERSHIP_CHANGED =
  'Every access token of the member with this account that was issued before answers 403 membershipChanged at once; a refresh of their session issues one';

export const accountDocs = {
  create: {
    summary: 'Create an account (the caller becomes its owner) and a session with it selected',
    created: CreateAccountResponse,
  },
  members: {
    summary: 'The members of the selected account (name, email, role, joined), most recently joined first',
    description: 'Owners and admins (identity checks the role as it is now: 403 notAllowed). The cursors are user ids.',
    paged: true,
    ok: protoPageSchema(AccountMemberSchema),
    errors: [404],
  },
  changeMemberRole: {
    summary: 'Give a member of the selected account another role (owner, admin or user)',
    description: `Owners only: an admin is refused 403 notAllowed. The last owner of the account cannot be demoted: 409 lastOwner. The same role again changes nothing. ${MEMBERSHIP_CHANGED} with the new role. 404 memberNotFound for anyone not a member of the account; 400 invalidChoice for another role.`,
    params: [memberParam],
    ok: protoJsonSchema(AccountMemberSchema),
    errors: [404, 409],
  },
  removeMember: {
    summary: 'Remove a member from the selected account',
    description: `Owners remove anyone but the last owner (409 lastOwner), themselves included; admins remove users only (403 notAllowed). ${MEMBERSHIP_CHANGED} without the account. 404 memberNotFound for anyone not a member of the account.`,
    params: [memberParam],
    ok: deletedSchema,
    errors: [404, 409],
  },
} satisfies Record<string, RouteDoc>;

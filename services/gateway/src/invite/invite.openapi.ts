import { ApiProperty } from '@nestjs/swagger';
import type { RouteDoc } from '../http/api-route.decorator.js';

export class CreateInviteResponse {
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

export const inviteDocs = {
  create: {
    summary: 'Invite someone by email to the selected account, with a role',
    created: CreateInviteResponse,
    errors: [404],
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

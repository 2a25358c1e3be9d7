import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hashToken } from '../../../user/one-time-token.js';
import { assertInviteOpen } from '../../invite.js';
import { InviteRepository } from '../../invite.repository.js';
import { GetInviteInfoQuery, type InviteSummary } from './get-invite-info.query.js';

@QueryHandler(GetInviteInfoQuery)
export class GetInviteInfoHandler implements IQueryHandler<GetInviteInfoQuery, InviteSummary> {
  constructor(private readonly invites: InviteRepository) {}

  async execute({ token }: GetInviteInfoQuery): Promise<InviteSummary> {
    const invite = await this.invites.find(hashToken(token));
    assertInviteOpen(invite, new Date());
    return { accountName: invite.account.name, role: invite.role, email: invite.email, expiresAt: invite.expiresAt };
  }
}

import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountRepository } from '../account/account.repository.js';
import { SessionModule } from '../session/session.module.js';
import { UserModule } from '../user/user.module.js';
import { AcceptInviteHandler } from './commands/accept-invite/accept-invite.handler.js';
import { CreateInviteHandler } from './commands/create-invite/create-invite.handler.js';
import { ResendInviteHandler } from './commands/resend-invite/resend-invite.handler.js';
import { RevokeInviteHandler } from './commands/revoke-invite/revoke-invite.handler.js';
import { InviteMessages } from './invite.messages.js';
import { InviteRepository } from './invite.repository.js';
import { GetInviteInfoHandler } from './queries/get-invite-info/get-invite-info.handler.js';
import { ListInvitesHandler } from './queries/list-invites/list-invites.handler.js';

@Module({
  imports: [CqrsModule, UserModule, SessionModule],
  controllers: [InviteMessages],
  providers: [
    InviteRepository,
    AccountRepository,
    CreateInviteHandler,
    AcceptInviteHandler,
    GetInviteInfoHandler,
    ListInvitesHandler,
    RevokeInviteHandler,
    ResendInviteHandler,
  ],
})
export class InviteModule {}

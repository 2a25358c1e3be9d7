import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountRepository } from '../account/account.repository.js';
import { UserModule } from '../user/user.module.js';
import { AcceptInviteHandler } from './commands/accept-invite/accept-invite.handler.js';
import { CreateInviteHandler } from './commands/create-invite/create-invite.handler.js';
import { InviteMessages } from './invite.messages.js';
import { InviteRepository } from './invite.repository.js';
import { GetInviteInfoHandler } from './queries/get-invite-info/get-invite-info.handler.js';

@Module({
  imports: [CqrsModule, UserModule],
  controllers: [InviteMessages],
  providers: [InviteRepository, AccountRepository, CreateInviteHandler, AcceptInviteHandler, GetInviteInfoHandler],
})
export class InviteModule {}

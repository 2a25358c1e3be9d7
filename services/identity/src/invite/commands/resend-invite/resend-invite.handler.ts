import { KernelErrorCode, KernelException, LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../../../account/account.repository.js';
import { assertManagesMembers } from '../../../account/domain/member-changes.rules.js';
import { inviteMail } from '../../../mail/invite.mail.js';
import { Mailer } from '../../../mail/mailer.js';
import { newToken } from '../../../user/one-time-token.js';
import { PublicMailCounter } from '../../../user/public-mail-counter.js';
import { assertMayManageInvite, INVITE_LIFETIME_MS, inviteNotFound } from '../../invite.js';
import { InviteRepository, type StoredInviteRecord } from '../../invite.repository.js';
import { ResendInviteCommand } from './resend-invite.command.js';

@CommandHandler(ResendInviteCommand)
export class ResendInviteHandler implements ICommandHandler<ResendInviteCommand, StoredInviteRecord> {
  constructor(
    private readonly invites: InviteRepository,
    private readonly accounts: AccountRepository,
    private readonly limits: PublicMailCounter,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ userId, accountId, id, clientIp }: ResendInviteCommand): Promise<StoredInviteRecord> {
    const manager = assertManagesMembers(accountId, await this.accounts.findMembership(accountId, userId));
    const invite = await this.invites.findPending(accountId, id);
    if (!invite) {
      throw inviteNotFound(id);
    }
    assertMayManageInvite(manager.role, invite);
    // The limits of the mail-sending routes: per client address, and per address mailed (429).
    await this.limits.admit(clientIp, invite.email);
    // Only the hash of a link is kept, so a new mail needs a new link; the old one stops working.
    const { secret, hash } = newToken();
    const renewed = await this.invites.renew(id, hash, new Date(Date.now() + INVITE_LIFETIME_MS));
    if (!renewed) {
      throw inviteNotFound(id);
    }
    const link = this.mailer.link('/invite', { token: secret });
    try {
      await this.mailer.send(inviteMail(renewed.email, invite.account.name, renewed.role, link));
    } catch (error) {
      this.logger.error({ err: error, accountId }, 'invitation mail not sent again');
      throw new KernelException(KernelErrorCode.UpstreamUnavailable, 'The invitation could not be mailed; try again.');
    }
    return renewed;
  }
}

import { LOGGER, uuid7, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../../../account/account.repository.js';
import { inviteMail } from '../../../mail/invite.mail.js';
import { Mailer } from '../../../mail/mailer.js';
import { newToken } from '../../../user/one-time-token.js';
import { normalizeEmail, requireValidEmail } from '../../../user/sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { assertMayInvite, INVITE_LIFETIME_MS } from '../../invite.js';
import { InviteRepository } from '../../invite.repository.js';
import { CreateInviteCommand } from './create-invite.command.js';

@CommandHandler(CreateInviteCommand)
export class CreateInviteHandler implements ICommandHandler<CreateInviteCommand> {
  constructor(
    private readonly invites: InviteRepository,
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: CreateInviteCommand): Promise<{ id: string; expiresAt: Date }> {
    // The role claimed by the token is checked against the membership as it is now.
    const membership = command.accountId ? await this.accounts.findMembership(command.accountId, command.userId) : null;
    if (!membership) {
      throw new IdentityException(IdentityErrorCode.AccountNotFound, 'Select one of your accounts first.', [
        command.accountId,
      ]);
    }
    const role = assertMayInvite(membership.role, command.role);
    const email = normalizeEmail(command.email);
    requireValidEmail(email);
    const { secret, hash } = newToken();
    const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS);
    const id = uuid7();
    await this.invites.create({
      id,
      tokenHash: hash,
      accountId: command.accountId,
      email,
      role,
      invitedBy: command.userId,
      expiresAt,
    });
    const link = this.mailer.link('/invite', { token: secret });
    await this.mailer.send(inviteMail(email, membership.account.name, role, link)).catch((error: unknown) => {
      this.logger.error({ err: error, accountId: command.accountId }, 'invitation mail not sent');
    });
    return { id, expiresAt };
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MembershipChanges, REMOVED_MEMBERSHIP } from '../../../session/membership-changes.js';
import { AccountRepository } from '../../account.repository.js';
import { decideRemoval } from '../../domain/member-changes.rules.js';
import { RemoveMemberCommand } from './remove-member.command.js';

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand, { memberUserId: string }> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly changes: MembershipChanges,
  ) {}

  async execute({ userId, accountId, memberUserId }: RemoveMemberCommand): Promise<{ memberUserId: string }> {
    const now = new Date();
    // Every token of theirs with this account is refused from now on (403), and a refresh of one of
    // their sessions answers a token without it (refresh-session.handler.ts reads the membership).
    await this.changes.around(accountId, memberUserId, (mark) =>
      this.accounts.changeMember(
        accountId,
        userId,
        memberUserId,
        (involved) => ({ kind: 'removed', events: decideRemoval(involved, now) }),
        (_write, current) => mark(REMOVED_MEMBERSHIP, current.revision),
      ),
    );
    return { memberUserId };
  }
}

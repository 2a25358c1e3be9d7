import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MembershipChanges } from '../../../session/membership-changes.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { withProfile, type AccountMemberRecord } from '../../account-member.js';
import { AccountRepository, type MemberWrite } from '../../account.repository.js';
import { decideRoleChange } from '../../domain/member-changes.rules.js';
import { ChangeMemberRoleCommand } from './change-member-role.command.js';

@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand, AccountMemberRecord> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly changes: MembershipChanges,
  ) {}

  async execute({ userId, accountId, memberUserId, role }: ChangeMemberRoleCommand): Promise<AccountMemberRecord> {
    const now = new Date();
    const revision = randomUUID();
    // The member's tokens with the old role stop working at once; a refresh brings the new one.
    const { write, before } = await this.changes.around(accountId, memberUserId, (mark) =>
      this.accounts.changeMember(
        accountId,
        userId,
        memberUserId,
        (involved): MemberWrite => {
          const decision = decideRoleChange(involved, role, now);
          return decision.kind === 'unchanged' ? decision : { ...decision, kind: 'role', revision };
        },
        (_write, current) => mark(revision, current.revision),
      ),
    );
    if (!before) {
      throw new IdentityException(IdentityErrorCode.MemberNotFound, 'No member of this account has this user id.');
    }
    const [profile] = await this.users.profilesOf([memberUserId]);
    return withProfile({ ...before, role: write.kind === 'role' ? write.role : before.role }, profile);
  }
}

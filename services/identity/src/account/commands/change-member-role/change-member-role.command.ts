import { Command } from '@nestjs/cqrs';
import type { AccountMemberRecord } from '../../account-member.js';

/** An owner gives a member of their selected account another role (owner, admin or user). */
export class ChangeMemberRoleCommand extends Command<AccountMemberRecord> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly memberUserId: string,
    readonly role: string,
  ) {
    super();
  }
}

import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../../user/user.repository.js';
import { withProfile, type AccountMemberRecord } from '../../account-member.js';
import { AccountRepository } from '../../account.repository.js';
import { assertManagesMembers } from '../../domain/member-changes.rules.js';
import { ListMembersQuery } from './list-members.query.js';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery, Page<AccountMemberRecord>> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
  ) {}

  async execute({ userId, accountId, page }: ListMembersQuery): Promise<Page<AccountMemberRecord>> {
    // The caller's role as it is now, not as their token claims it.
    assertManagesMembers(accountId, await this.accounts.findMembership(accountId, userId));
    const members = await this.accounts.memberPage(accountId, page);
    const profiles = new Map(
      (await this.users.profilesOf(members.data.map((member) => member.userId))).map((profile) => [
        profile.id,
        profile,
      ]),
    );
    return {
      data: members.data.map((member) => withProfile(member, profiles.get(member.userId))),
      has_more: members.has_more,
    };
  }
}

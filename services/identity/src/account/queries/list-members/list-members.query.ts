import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { AccountMemberRecord } from '../../account-member.js';

/** An owner or admin lists the members of their selected account, most recently joined first. */
export class ListMembersQuery extends Query<Page<AccountMemberRecord>> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

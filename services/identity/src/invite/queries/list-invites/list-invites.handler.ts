import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../../../account/account.repository.js';
import { assertManagesMembers } from '../../../account/domain/member-changes.rules.js';
import { InviteRepository, type StoredInviteRecord } from '../../invite.repository.js';
import { ListInvitesQuery } from './list-invites.query.js';

@QueryHandler(ListInvitesQuery)
export class ListInvitesHandler implements IQueryHandler<ListInvitesQuery, Page<StoredInviteRecord>> {
  constructor(
    private readonly invites: InviteRepository,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ userId, accountId, page }: ListInvitesQuery): Promise<Page<StoredInviteRecord>> {
    assertManagesMembers(accountId, await this.accounts.findMembership(accountId, userId));
    return this.invites.pendingPage(accountId, page);
  }
}

import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredInviteRecord } from '../../invite.repository.js';

/** An owner or admin lists the pending invitations of their selected account, newest first. */
export class ListInvitesQuery extends Query<Page<StoredInviteRecord>> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

import { create } from '@bufbuild/protobuf';
import {
  PendingInvitePageSchema,
  PendingInviteSchema,
  type PendingInvite,
  type PendingInvitePage,
} from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import { isExpired } from './invite.js';
import type { StoredInviteRecord } from './invite.repository.js';

/** A pending invitation as the contract carries it: never its link, whether it has expired at `now`. */
export function pendingInviteView(invite: StoredInviteRecord, now: Date): PendingInvite {
  return create(PendingInviteSchema, {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    invitedBy: invite.invitedBy,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    expired: isExpired(invite, now),
  });
}

export function pendingInvitePageView(page: Page<StoredInviteRecord>, now: Date): PendingInvitePage {
  return create(PendingInvitePageSchema, {
    data: page.data.map((invite) => pendingInviteView(invite, now)),
    hasMore: page.has_more,
  });
}

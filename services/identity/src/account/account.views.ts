import { create } from '@bufbuild/protobuf';
import {
  AccountMemberPageSchema,
  AccountMemberSchema,
  type AccountMember,
  type AccountMemberPage,
} from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import type { AccountMemberRecord } from './account-member.js';

/** A member as the contract carries it (times in ISO-8601). */
export function memberView(member: AccountMemberRecord): AccountMember {
  return create(AccountMemberSchema, { ...member, joinedAt: member.joinedAt.toISOString() });
}

export function memberPageView(page: Page<AccountMemberRecord>): AccountMemberPage {
  return create(AccountMemberPageSchema, { data: page.data.map(memberView), hasMore: page.has_more });
}

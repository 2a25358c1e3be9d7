/** A member of an account as its owners and admins see them (the member list, a change of role). */
export interface AccountMemberRecord {
  userId: string;
  displayName: string;
  email: string;
  role: string;
  joinedAt: Date;
}

/** A membership with its member's name and address (none when the user record is missing). */
export function withProfile(
  membership: { userId: string; role: string; createdAt: Date },
  profile: { displayName: string; email: string } | undefined,
): AccountMemberRecord {
  return {
    userId: membership.userId,
    displayName: profile?.displayName ?? '',
    email: profile?.email ?? '',
    role: membership.role,
    joinedAt: membership.createdAt,
  };
}

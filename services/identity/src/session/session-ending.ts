import { REVOKED_SESSION_TTL_SECONDS, type RevokedSessions } from './revoked-sessions.js';
import type { SessionRepository } from './session.repository.js';

/**
 * Ends a member's sessions around a change of their credentials (password reset or change), access
 * tokens included. Every session that issued a token within the revoked list's lifetime is listed
 * first, so that if Redis cannot take them nothing has changed yet and the command can be repeated;
 * then `change` runs; then every session ends in the database, and one started in the meantime is
 * listed too. `keep` is the caller's own session, which goes on.
 */
export async function endSessionsAround<T>(
  sessions: SessionRepository,
  revoked: RevokedSessions,
  { userId, keep, now }: { userId: string; keep?: string; now: Date },
  change: () => Promise<T>,
): Promise<T> {
  const issuedSince = new Date(now.getTime() - REVOKED_SESSION_TTL_SECONDS * 1000);
  const listed = (await sessions.recentFamilies(userId, issuedSince)).filter((familyId) => familyId !== keep);
  await revoked.add(listed);
  const result = await change();
  const ended =
    keep === undefined
      ? await sessions.revokeAllOf(userId, issuedSince)
      : await sessions.revokeAllBut(userId, keep, issuedSince);
  await revoked.add(ended.filter((familyId) => !listed.includes(familyId)));
  return result;
}

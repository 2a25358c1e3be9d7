import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import type { StoredTalent } from './talent.repository.js';

/**
 * The first check of every use case on an owned profile: it must exist (404) and belong to the
 * caller's account (403); only that account reads its private fields, edits or deletes it.
 */
export function requireOwnedTalent(profile: StoredTalent | undefined, accountId: string, id: string): StoredTalent {
  if (!profile) {
    throw new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No talent profile ${id}.`, [id]);
  }
  if (profile.accountId !== accountId) {
    throw new ProfilesException(ProfilesErrorCode.NotOwner, 'This talent profile belongs to another account.', [id]);
  }
  return profile;
}

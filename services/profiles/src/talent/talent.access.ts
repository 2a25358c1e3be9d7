import { requireOwned } from '@callsheet/kernel';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import type { StoredTalent } from './talent.repository.js';

/**
 * The first check of every use case on an owned profile: only its account reads its private fields,
 * edits or deletes it; to anyone else it does not exist (404, like a missing one).
 */
export function requireOwnedTalent(profile: StoredTalent | undefined, accountId: string, id: string): StoredTalent {
  return requireOwned(
    profile,
    accountId,
    () => new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No talent profile ${id}.`, [id]),
  );
}

import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import type { StoredRepresentative } from './representative.repository.js';

/** Exists (404) and belongs to the caller's account (403): the first check of owner use cases. */
export function requireOwnedRepresentative(
  profile: StoredRepresentative | undefined,
  accountId: string,
  id: string,
): StoredRepresentative {
  if (!profile) {
    throw new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No representative profile ${id}.`, [id]);
  }
  if (profile.accountId !== accountId) {
    throw new ProfilesException(ProfilesErrorCode.NotOwner, 'This representative profile belongs to another account.', [
      id,
    ]);
  }
  return profile;
}

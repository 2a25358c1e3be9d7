import { requireOwned } from '@callsheet/kernel';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import type { StoredRepresentative } from './representative.repository.js';

/** What a missing profile, and another account's, answers: 404 profileNotFound. */
export function representativeNotFound(id: string): ProfilesException {
  return new ProfilesException(ProfilesErrorCode.ProfileNotFound, `No representative profile ${id}.`, [id]);
}

/** The first check of owner use cases: another account's profile answers 404, like a missing one. */
export function requireOwnedRepresentative(
  profile: StoredRepresentative | undefined,
  accountId: string,
  id: string,
): StoredRepresentative {
  return requireOwned(profile, accountId, () => representativeNotFound(id));
}

import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';

/**
 * PATCH semantics: the fields named in the mask (top-level names, as the client sent them) take the
 * new values, every other field keeps the stored one. An unknown name is refused rather than ignored.
 */
export function mergeMasked<T extends object>(stored: T, changes: T, mask: readonly string[]): T {
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const field of mask) {
    if (!(field in changes) && !(field in stored)) {
      throw new ProfilesException(ProfilesErrorCode.InvalidValue, `Unknown field ${field}.`, [field]);
    }
    merged[field] = (changes as Record<string, unknown>)[field];
  }
  return merged as T;
}

/**
 * PATCH semantics: the fields named in the mask (top-level names, as the client sent them) take the
 * new values (absent means cleared), every other field keeps the stored one. Field names were checked
 * against the message schema when the body was parsed.
 */
export function mergeMasked<T extends object>(stored: T, changes: T, mask: readonly string[]): T {
  const merged: Record<string, unknown> = { ...(stored as Record<string, unknown>) };
  for (const field of mask) {
    merged[field] = (changes as Record<string, unknown>)[field];
  }
  return merged as T;
}

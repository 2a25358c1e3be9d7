/** A profile's display name: first, middle and last, as the profile spells them. */
export function talentName(profile: Record<string, unknown> | object | undefined): string {
  if (!profile) {
    return '';
  }
  const { firstName, middleName, lastName } = profile as Record<string, unknown>;
  return [firstName, middleName, lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

import type { TalentProfileData } from './talent-profile.rules.js';

/**
 * The text a talent is found by: names, aliases and skill keys, lower-cased and space-separated.
 * Private fields (guardian, tax id, addresses) are deliberately left out of the index.
 */
export function talentSearchText(data: TalentProfileData): string {
  const { athletic, performance, accents, languages, disabilityTypes, assistiveDevices } = data.skills;
  return [
    data.firstName,
    data.middleName,
    data.lastName,
    ...data.aliases,
    ...athletic,
    ...performance,
    ...accents,
    ...languages,
    ...disabilityTypes,
    ...assistiveDevices,
  ]
    .filter((word): word is string => word !== undefined)
    .join(' ')
    .toLowerCase();
}

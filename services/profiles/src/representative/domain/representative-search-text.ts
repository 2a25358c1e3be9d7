import type { RepresentativeProfileData } from './representative-profile.rules.js';

/**
 * The text a representative is found by: company and licensee names, and the keys of what they do,
 * lower-cased and space-separated. References and contact details stay out of the index.
 */
export function representativeSearchText(data: RepresentativeProfileData): string {
  return [
    data.company?.name,
    data.company?.aliasOrDba,
    data.license?.fullName,
    ...data.representationTypes,
    ...data.services,
    ...data.projectLocations,
    ...data.talentTypes,
    ...data.projectTypes,
  ]
    .filter((word): word is string => word !== undefined)
    .join(' ')
    .toLowerCase();
}

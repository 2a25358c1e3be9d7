import { referencesProvided } from './professional-references.js';
import type { RepresentativeProfileData } from './representative-profile.rules.js';

/** A stored profile: the validated data plus what persistence adds. */
export type StoredRepresentativeProfile = RepresentativeProfileData & { id: string; accountId: string };

/**
 * What other members see of a representative. Built field by field so a field added later stays
 * private until someone decides to show it.
 */
export interface PublicRepresentativeDetails {
  id: string;
  accountId: string;
  representationTypes: RepresentativeProfileData['representationTypes'];
  projectLocations: RepresentativeProfileData['projectLocations'];
  services: RepresentativeProfileData['services'];
  /** The business address without its street lines. */
  location?: { city: string; state?: string; country: string };
  contact: { email?: string; phone?: string };
  website?: string;
  company?: RepresentativeProfileData['company'];
  /** The license number stays: casting notices in California must show it. The ID photo does not. */
  license?: { fullName: string; number: string; country?: string; state?: string; city?: string };
  talentRepresented?: RepresentativeProfileData['talentRepresented'];
  talentTypes: RepresentativeProfileData['talentTypes'];
  projectTypes: RepresentativeProfileData['projectTypes'];
  /** Who vouches for the representative, without the referees' own contact details. */
  references: { name: string }[];
  /** As many references as its place of business asks were given, not deferred with "N/A". */
  referencesProvided: boolean;
  /** A licence document is on file; the document itself is the profile's account's only. */
  licenseDocumentOnFile: boolean;
}

export function toPublicRepresentativeDetails(
  profile: StoredRepresentativeProfile,
  licenseDocumentOnFile: boolean,
): PublicRepresentativeDetails {
  const address = profile.businessAddress;
  const license = profile.license;
  return {
    id: profile.id,
    accountId: profile.accountId,
    representationTypes: [...profile.representationTypes],
    projectLocations: [...profile.projectLocations],
    services: [...profile.services],
    location: address && { city: address.city, state: address.state, country: address.country },
    contact: { email: profile.contact.email, phone: profile.contact.phone },
    website: profile.website,
    company: profile.company && { ...profile.company },
    license: license && {
      fullName: license.fullName,
      number: license.number,
      country: license.country,
      state: license.state,
      city: license.city,
    },
    talentRepresented: profile.talentRepresented,
    talentTypes: [...profile.talentTypes],
    projectTypes: [...profile.projectTypes],
    references: profile.references.map((reference) => ({ name: reference.name })),
    referencesProvided: referencesProvided(profile),
    licenseDocumentOnFile,
  };
}

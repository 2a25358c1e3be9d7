import { plainFields } from '@callsheet/kernel';
import { create } from '@bufbuild/protobuf';
import {
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  RepresentativeProfileSchema,
  type RepresentativeDetails,
  type RepresentativeProfile,
  type RepresentativeProfileFields,
} from '@callsheet/contracts';
import type { RepresentativeProfileData, RepresentativeProfileInput } from './domain/representative-profile.rules.js';
import {
  type PublicRepresentativeDetails,
  toPublicRepresentativeDetails,
} from './domain/representative-public-details.js';
import type { RepresentativeRecord } from './representative.repository.js';

/** The wire form of a profile (none: every field left out) into the domain's input. */
export function toRepresentativeProfileInput(
  fields: RepresentativeProfileFields | undefined,
): RepresentativeProfileInput {
  return plainFields(RepresentativeProfileFieldsSchema, fields);
}

/** A profile as its own account sees it. */
export function toRepresentativeProfileMessage(profile: RepresentativeRecord): RepresentativeProfile {
  return create(RepresentativeProfileSchema, {
    id: profile.id,
    accountId: profile.accountId,
    fields: toRepresentativeProfileFields(profile.data),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    licenseDocumentOnFile: profile.licenseDocumentOnFile,
  });
}

/** A profile as other members see it: its public details only. */
export function toRepresentativeDetailsMessage(profile: RepresentativeRecord): RepresentativeDetails {
  return toRepresentativeDetails(
    toPublicRepresentativeDetails(
      { ...profile.data, id: profile.id, accountId: profile.accountId },
      profile.licenseDocumentOnFile,
    ),
  );
}

export function toRepresentativeProfileFields(data: RepresentativeProfileData): RepresentativeProfileFields {
  return create(RepresentativeProfileFieldsSchema, data);
}

export function toRepresentativeDetails(details: PublicRepresentativeDetails): RepresentativeDetails {
  return create(RepresentativeDetailsSchema, details);
}

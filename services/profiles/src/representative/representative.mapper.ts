import { plainInput } from '@callsheet/kernel';
import { create } from '@bufbuild/protobuf';
import {
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  type RepresentativeDetails,
  type RepresentativeProfileFields,
} from '@callsheet/contracts';
import type { RepresentativeProfileData, RepresentativeProfileInput } from './domain/representative-profile.rules.js';
import type { PublicRepresentativeDetails } from './domain/representative-public-details.js';

export function toRepresentativeProfileInput(fields: RepresentativeProfileFields): RepresentativeProfileInput {
  return plainInput(fields);
}

export function toRepresentativeProfileFields(data: RepresentativeProfileData): RepresentativeProfileFields {
  return create(RepresentativeProfileFieldsSchema, data);
}

export function toRepresentativeDetails(details: PublicRepresentativeDetails): RepresentativeDetails {
  return create(RepresentativeDetailsSchema, details);
}

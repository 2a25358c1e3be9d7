import { create, type JsonObject } from '@bufbuild/protobuf';
import {
  RepresentativeDetailsSchema,
  RepresentativeProfileFieldsSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
  type RepresentativeDetails,
  type RepresentativeProfile,
  type TalentDetails,
  type TalentProfile,
} from '@callsheet/contracts';
import { toRestJson } from '../http/proto-json.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { photoView } from '../photos/photo.views.js';

/**
 * REST shows a profile's fields flat beside its id, account and timestamps; photos with signed links. The
 * primary photo's thumbnail link comes without expand=photos too, for lists.
 */
export function talentView(profile: TalentProfile, links: PhotoLinks) {
  const fields = profile.fields ?? create(TalentProfileFieldsSchema);
  const primary = profile.primaryPhotoId;
  return {
    id: profile.id,
    accountId: profile.accountId,
    minor: profile.minor,
    ...(toRestJson(TalentProfileFieldsSchema, fields) as JsonObject),
    primaryPhotoId: primary ?? null,
    primaryThumbnailUrl: primary === undefined ? null : links.link(primary, 'thumbnail'),
    photos: profile.photos.map((photo) => photoView(photo, links)),
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

/** What any member may see of a talent, with its photos' signed links. */
export function talentDetailsView(details: TalentDetails, links: PhotoLinks) {
  return {
    ...(toRestJson(TalentDetailsSchema, details) as JsonObject),
    photos: details.photos.map((photo) => photoView(photo, links)),
  };
}

/** A representative profile as its account sees it: whether a licence document is on file, not the document. */
export function representativeView(profile: RepresentativeProfile) {
  const fields = profile.fields ?? create(RepresentativeProfileFieldsSchema);
  return {
    id: profile.id,
    accountId: profile.accountId,
    licenseDocumentOnFile: profile.licenseDocumentOnFile,
    ...(toRestJson(RepresentativeProfileFieldsSchema, fields) as JsonObject),
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

export function representativeDetailsView(details: RepresentativeDetails) {
  return toRestJson(RepresentativeDetailsSchema, details);
}

import { plainInput } from '@callsheet/kernel';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  HeightSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
  TalentProfileSchema,
  WeightSchema,
  type Height,
  type TalentDetails,
  type TalentProfile,
  type TalentProfileFields,
  type Weight,
} from '@callsheet/contracts';
import { primaryFirst } from '../photo/domain/primary-photo.js';
import { toPhotoMessage } from '../photo/photo.views.js';
import type { HeightInput, WeightInput } from './domain/measurements.js';
import { displayWeight } from './domain/measurements.js';
import { isMinor } from './domain/talent-age.js';
import type { TalentProfileData, TalentProfileInput } from './domain/talent-profile.rules.js';
import { type PublicTalentDetails, toPublicTalentDetails } from './domain/talent-public-details.js';
import type { StoredTalent } from './talent.repository.js';

const CM_PER_INCH = 2.54;

/** The wire form of a profile (none: every field left out) into the domain's input; the rules then check every value. */
export function toTalentProfileInput(fields: TalentProfileFields | undefined): TalentProfileInput {
  const { height, weight, ...rest } = plainInput(fields ?? create(TalentProfileFieldsSchema));
  return { ...rest, height: heightInput(height), weight: weightInput(weight) };
}

function heightInput(height: Height | undefined): HeightInput | undefined {
  if (height?.cm !== undefined) {
    return { cm: height.cm };
  }
  return height?.feet !== undefined ? { feet: height.feet, inches: height.inches } : undefined;
}

function weightInput(weight: Weight | undefined): WeightInput | undefined {
  if (weight?.kg !== undefined) {
    return { kg: weight.kg };
  }
  return weight?.lb !== undefined ? { lb: weight.lb } : undefined;
}

/** Metric is stored; answers carry both systems. */
export function heightOf(cm: number | undefined): MessageInitShape<typeof HeightSchema> | undefined {
  if (cm === undefined) {
    return undefined;
  }
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { cm, feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

export function weightOf(grams: number | undefined): MessageInitShape<typeof WeightSchema> | undefined {
  return grams === undefined ? undefined : displayWeight(grams);
}

/** The stored profile back into its wire form, for its own account. */
export function toTalentProfileFields(data: TalentProfileData): TalentProfileFields {
  const { heightCm, weightGrams, ...rest } = data;
  return create(TalentProfileFieldsSchema, {
    ...rest,
    tattoos: { ...rest.tattoos },
    piercings: { ...rest.piercings },
    socialLinks: { ...rest.socialLinks },
    height: heightOf(heightCm),
    weight: weightOf(weightGrams),
  });
}

/** A profile as its own account sees it. */
export function toTalentProfileMessage(profile: StoredTalent): TalentProfile {
  return create(TalentProfileSchema, {
    id: profile.id,
    accountId: profile.accountId,
    fields: toTalentProfileFields(profile.data),
    minor: isMinor(profile.data.birthDate, new Date()),
    photos: photoMessages(profile),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    primaryPhotoId: profile.primaryPhotoId ?? undefined,
  });
}

/**
 * A profile as other members see it: its public details only. The primary photo with the photos, which
 * are public: search reads neither, and its results name no primary photo.
 */
export function toTalentDetailsMessage(profile: StoredTalent): TalentDetails {
  const details = toPublicTalentDetails({ ...profile.data, id: profile.id, accountId: profile.accountId }, new Date());
  const message = toTalentDetails(details, profile.data.heightCm, profile.data.weightGrams, photoMessages(profile));
  if (profile.photos !== undefined && profile.primaryPhotoId !== null) {
    message.primaryPhotoId = profile.primaryPhotoId;
  }
  return message;
}

/** The profile's photos when they were read, the primary photo first and marked. */
function photoMessages({ photos = [], primaryPhotoId }: StoredTalent) {
  return primaryFirst(photos, primaryPhotoId).map((photo) => toPhotoMessage(photo, photo.id === primaryPhotoId));
}

export function toTalentDetails<Photo>(
  details: PublicTalentDetails<Photo>,
  heightCm: number | undefined,
  weightGrams: number | undefined,
  photos: MessageInitShape<typeof TalentDetailsSchema>['photos'],
): TalentDetails {
  return create(TalentDetailsSchema, {
    ...details,
    tattoos: { ...details.tattoos },
    piercings: { ...details.piercings },
    socialLinks: { ...details.socialLinks },
    height: heightOf(heightCm),
    weight: weightOf(weightGrams),
    photos,
  });
}

import { plainInput } from '@callsheet/kernel';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import {
  HeightSchema,
  TalentDetailsSchema,
  TalentProfileFieldsSchema,
  WeightSchema,
  type Height,
  type TalentDetails,
  type TalentProfileFields,
  type Weight,
} from '@callsheet/contracts';
import type { HeightInput, WeightInput } from './domain/measurements.js';
import { displayWeight } from './domain/measurements.js';
import type { TalentProfileData, TalentProfileInput } from './domain/talent-profile.rules.js';
import type { PublicTalentDetails } from './domain/talent-public-details.js';

const CM_PER_INCH = 2.54;

/** The wire form of a profile into the domain's input; the rules then check every value. */
export function toTalentProfileInput(fields: TalentProfileFields): TalentProfileInput {
  const { height, weight, ...rest } = plainInput(fields);
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

import { mergeMasked } from '@callsheet/kernel';
import { isMinor } from './talent-age.js';
import { type TalentProfileData, type TalentProfileInput, validateTalentProfile } from './talent-profile.rules.js';

/*
 * A talent profile's events, named by its rules (docs/architecture.md, "Who names an event"): the
 * command handler hands them to TalentRepository, which writes them with the profile through the outbox
 * (profiles.events.ts: the published contracts).
 */
type TalentIds = { talentId: string; accountId: string };

/** What other services keep of a profile: connections shows the name, payments needs the minor and trust flags. */
export interface TalentSummary {
  minor: boolean;
  displayName: string;
  trustAccount: boolean;
  /** A minor's birth date (a trust rule may cover only younger minors); absent for an adult. */
  minorBirthDate?: string;
}

/** An update also says which photo is the profile's primary one; absent when it has none. */
type PrimaryPhoto = { primaryPhotoId?: string };

export type TalentEvent =
  | ({ type: 'talentProfileCreated' } & TalentIds & TalentSummary)
  | ({ type: 'talentProfileUpdated' } & TalentIds & TalentSummary & PrimaryPhoto)
  | ({ type: 'talentProfileDeleted' } & TalentIds);

interface TalentRef {
  id: string;
  accountId: string;
}

/** A stored profile as its update events need it: its primary photo is a column beside its data. */
type StoredTalentRef = TalentRef & { data: TalentProfileData; primaryPhotoId?: string | null };

export function talentCreated(profile: TalentRef & { data: TalentProfileData }, today: Date): TalentEvent[] {
  return [{ type: 'talentProfileCreated', ...talentIds(profile), ...summaryOf(profile.data, today) }];
}

/**
 * An update: the fields in the mask replace the stored ones and the whole profile is checked again. The
 * stored profile is valid input too, its metric height and weight given back as {cm} and {kg}.
 */
export function talentUpdate(
  profile: StoredTalentRef,
  input: TalentProfileInput,
  fieldMask: readonly string[],
  today: Date,
): { data: TalentProfileData; events: TalentEvent[] } {
  const { heightCm, weightGrams, ...stored } = profile.data;
  const storedInput: TalentProfileInput = {
    ...stored,
    height: heightCm === undefined ? undefined : { cm: heightCm },
    weight: weightGrams === undefined ? undefined : { kg: weightGrams / 1000 },
  };
  const data = validateTalentProfile(mergeMasked(storedInput, input, fieldMask), today);
  return { data, events: [updated(profile, data, profile.primaryPhotoId ?? null, today)] };
}

/**
 * The profile's primary photo became `primaryPhotoId` (null: none): published as an update, so that a
 * copy of the profile elsewhere follows it. Nothing when it did not change.
 */
export function talentPrimaryPhotoChanged(
  profile: StoredTalentRef,
  primaryPhotoId: string | null,
  today: Date,
): TalentEvent[] {
  return primaryPhotoId === (profile.primaryPhotoId ?? null)
    ? []
    : [updated(profile, profile.data, primaryPhotoId, today)];
}

function updated(profile: TalentRef, data: TalentProfileData, primaryPhotoId: string | null, today: Date): TalentEvent {
  return {
    type: 'talentProfileUpdated',
    ...talentIds(profile),
    ...summaryOf(data, today),
    ...(primaryPhotoId === null ? {} : { primaryPhotoId }),
  };
}

export function talentDeleted(profile: TalentRef): TalentEvent[] {
  return [{ type: 'talentProfileDeleted', ...talentIds(profile) }];
}

function talentIds(profile: TalentRef): TalentIds {
  return { talentId: profile.id, accountId: profile.accountId };
}

function summaryOf(data: TalentProfileData, today: Date): TalentSummary {
  const minor = isMinor(data.birthDate, today);
  return {
    minor,
    displayName: `${data.firstName} ${data.lastName}`.trim(),
    trustAccount: data.trustAccount,
    ...(minor ? { minorBirthDate: data.birthDate } : {}),
  };
}

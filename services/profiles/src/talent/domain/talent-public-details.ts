import type { SocialNetwork } from '../../catalogue/social.catalogue.js';
import { displayWeight, feetAndInches } from './measurements.js';
import { ageInYears, isMinor } from './talent-age.js';
import type { Coverage, Pronouns, Sizes, Skills, TalentProfileData } from './talent-profile.rules.js';

/** A stored profile: the validated data plus what persistence adds. */
export type StoredTalentProfile<Photo = unknown> = TalentProfileData & {
  id: string;
  accountId: string;
  photos?: readonly Photo[];
};

/**
 * What other members see of a talent. Built field by field (never by copying and deleting) so a field
 * added to the profile later stays private until someone decides to show it.
 */
export interface PublicTalentDetails<Photo = unknown> {
  id: string;
  accountId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  aliases: string[];
  /** Age is shown for minors only (spec section 5: an adult's age is not displayed). */
  minor: boolean;
  age?: number;
  /** Coarse place of residence; never the street. */
  location?: { city: string; state?: string; country: string };
  citizenship: TalentProfileData['citizenship'];
  unions: TalentProfileData['unions'];
  playableAge?: { from: number; to: number };
  genderRole?: TalentProfileData['genderRole'];
  canPlayTransgender: boolean;
  canPlayNonBinary: boolean;
  canPlayTwins: boolean;
  bodyTypes: TalentProfileData['bodyTypes'];
  hairColor?: TalentProfileData['hairColor'];
  hairLength?: TalentProfileData['hairLength'];
  facialHair?: TalentProfileData['facialHair'];
  eyeColor?: TalentProfileData['eyeColor'];
  tattoos: Coverage;
  piercings: Coverage;
  ethnicAppearances: TalentProfileData['ethnicAppearances'];
  sizes: Sizes;
  height?: { cm: number; feetInches: string };
  weight?: { kg: number; lb: number };
  pronouns?: Pronouns;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  skills: Skills;
  photos: Photo[];
}

/**
 * The projection for other members. Never included: tax id, passport, guardian, minor flags, work
 * permits, exact birth date, addresses (only residence city/state/country) and an adult's age.
 */
export function toPublicTalentDetails<Photo>(
  profile: StoredTalentProfile<Photo>,
  today: Date,
): PublicTalentDetails<Photo> {
  const minor = isMinor(profile.birthDate, today);
  const residence = profile.residenceAddress;
  return {
    id: profile.id,
    accountId: profile.accountId,
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    aliases: [...profile.aliases],
    minor,
    age: minor ? ageInYears(profile.birthDate, today) : undefined,
    location: residence && { city: residence.city, state: residence.state, country: residence.country },
    citizenship: [...profile.citizenship],
    unions: [...profile.unions],
    playableAge: profile.playableAge && { ...profile.playableAge },
    genderRole: profile.genderRole,
    canPlayTransgender: profile.canPlayTransgender,
    canPlayNonBinary: profile.canPlayNonBinary,
    canPlayTwins: profile.canPlayTwins,
    bodyTypes: [...profile.bodyTypes],
    hairColor: profile.hairColor,
    hairLength: profile.hairLength,
    facialHair: profile.facialHair,
    eyeColor: profile.eyeColor,
    tattoos: { ...profile.tattoos },
    piercings: { ...profile.piercings },
    ethnicAppearances: [...profile.ethnicAppearances],
    sizes: { ...profile.sizes },
    height:
      profile.heightCm === undefined
        ? undefined
        : { cm: profile.heightCm, feetInches: feetAndInches(profile.heightCm) },
    weight: profile.weightGrams === undefined ? undefined : displayWeight(profile.weightGrams),
    pronouns: profile.pronouns && { ...profile.pronouns },
    socialLinks: { ...profile.socialLinks },
    skills: copySkills(profile.skills),
    photos: [...(profile.photos ?? [])],
  };
}

function copySkills(skills: Skills): Skills {
  return {
    athletic: [...skills.athletic],
    performance: [...skills.performance],
    accents: [...skills.accents],
    languages: [...skills.languages],
    disabilityTypes: [...skills.disabilityTypes],
    assistiveDevices: [...skills.assistiveDevices],
  };
}

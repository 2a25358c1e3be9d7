// How a talent looks and dresses. Keys are stable; the console translates them.

export const GENDER_ROLES = ['female', 'male', 'nonBinary'] as const;
export type GenderRole = (typeof GENDER_ROLES)[number];

export const BODY_TYPES = ['ectomorph', 'mesomorph', 'endomorph'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const HAIR_COLORS = [
  'black',
  'darkBrown',
  'brown',
  'lightBrown',
  'auburn',
  'red',
  'strawberryBlonde',
  'blonde',
  'platinum',
  'saltAndPepper',
  'gray',
  'white',
  'bald',
  'other',
] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

export const HAIR_LENGTHS = [
  'bald',
  'shaved',
  'buzzCut',
  'short',
  'chinLength',
  'shoulderLength',
  'midBack',
  'waistLength',
] as const;
export type HairLength = (typeof HAIR_LENGTHS)[number];

export const FACIAL_HAIR = [
  'none',
  'stubble',
  'mustache',
  'goatee',
  'soulPatch',
  'sideburns',
  'shortBeard',
  'fullBeard',
  'longBeard',
] as const;
export type FacialHair = (typeof FACIAL_HAIR)[number];

export const EYE_COLORS = [
  'amber',
  'black',
  'blue',
  'brown',
  'gray',
  'green',
  'hazel',
  'heterochromia',
  'other',
] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

/** Areas used for both tattoos and piercings. */
export const BODY_AREAS = [
  'face',
  'ears',
  'nose',
  'lips',
  'tongue',
  'eyebrows',
  'neck',
  'chest',
  'back',
  'abdomen',
  'arms',
  'hands',
  'legs',
  'feet',
] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/**
 * How many tattoos or piercings a body area has: the spec's coverage words (section 9), in order. The
 * earlier words (small, medium, large) are refused; stored profiles were moved to one, few and many.
 */
export const COVERAGE_LEVELS = ['none', 'one', 'few', 'several', 'many'] as const;
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number];

/** The fixed list casting searches filter on (spec section 3), shared with productions; a talent picks one or more. */
export { ETHNIC_APPEARANCES, type EthnicAppearance } from '@callsheet/contracts';

/** Clothing sizes, in form order; each is a short free text because size systems differ by country. */
export const SIZE_FIELDS = [
  'shirt',
  'sleeve',
  'neck',
  'jacket',
  'bust',
  'cup',
  'waist',
  'hips',
  'dress',
  'blouse',
  'skirt',
  'pants',
  'pantLength',
  'inseam',
  'shoes',
  'gloves',
  'hat',
] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

/** Presets the console offers; a talent may still type custom pronouns. */
export const PRONOUN_SETS = [
  { key: 'sheHer', subject: 'she', object: 'her', possessive: 'hers' },
  { key: 'heHim', subject: 'he', object: 'him', possessive: 'his' },
  { key: 'theyThem', subject: 'they', object: 'them', possessive: 'theirs' },
  { key: 'zeHir', subject: 'ze', object: 'hir', possessive: 'hirs' },
  { key: 'zeZir', subject: 'ze', object: 'zir', possessive: 'zirs' },
  { key: 'xeXem', subject: 'xe', object: 'xem', possessive: 'xyrs' },
] as const;
export type PronounSet = (typeof PRONOUN_SETS)[number]['key'];
export const PRONOUN_SET_KEYS: readonly PronounSet[] = PRONOUN_SETS.map((set) => set.key);

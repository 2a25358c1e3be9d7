// Deterministic synthetic talent profiles: profile number n always gives the same profile (a seeded
// PRNG per profile), so a reseed with the same seed rebuilds the same table, row for row.
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NICKNAMES, RESIDENCES, STREETS } from './names.js';
import {
  HAIR_LENGTHS,
  profileColumns,
  searchColumns,
  type Accent,
  type AthleticSkill,
  type BodyType,
  type EthnicAppearance,
  type EyeColor,
  type GenderRole,
  type HairColor,
  type Language,
  type PerformanceSkill,
  type TalentProfileData,
  type Union,
} from './profiles.js';

/** Ages and minors are computed for this day, so that the data does not change with the calendar. */
export const REFERENCE_DAY = new Date(Date.UTC(2026, 0, 1));
/** Ids and created_at run from here, one profile a minute on average (1M profiles ≈ 23 months). */
const FIRST_CREATED_AT = Date.UTC(2024, 0, 1);
const CREATED_EVERY_MS = 60_000;

/** mulberry32: small, fast and good enough to draw synthetic data from. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Box-Muller. */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  hex(length: number): string {
    let text = '';
    while (text.length < length) {
      text += Math.floor(this.next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0');
    }
    return text.slice(0, length);
  }
}

/** Draws items with fixed weights (binary search over the cumulative weights). */
export class Weighted<T> {
  private readonly cumulative: number[] = [];

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let total = 0;
    for (const weight of weights) {
      total += weight;
      this.cumulative.push(total);
    }
  }

  /** Zipf–Mandelbrot over a list ordered by frequency: weight of rank i is 1 / (i + q)^s. */
  static zipf<T>(items: readonly T[], exponent: number, offset: number): Weighted<T> {
    return new Weighted(
      items,
      items.map((_, index) => 1 / (index + 1 + offset) ** exponent),
    );
  }

  static of<T>(pairs: readonly (readonly [T, number])[]): Weighted<T> {
    return new Weighted(
      pairs.map(([item]) => item),
      pairs.map(([, weight]) => weight),
    );
  }

  pick(random: Random): T {
    const target = random.next() * (this.cumulative.at(-1) ?? 0);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] ?? 0) > target) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return this.items[low];
  }

  /** `count` different items. */
  pickDistinct(random: Random, count: number): T[] {
    const picked = new Set<T>();
    while (picked.size < Math.min(count, this.items.length)) {
      picked.add(this.pick(random));
    }
    return [...picked];
  }

  /** The share of draws that give `item` (to describe the data in the README). */
  share(item: T): number {
    const index = this.items.indexOf(item);
    const previous = index === 0 ? 0 : (this.cumulative[index - 1] ?? 0);
    return ((this.cumulative[index] ?? 0) - previous) / (this.cumulative.at(-1) ?? 1);
  }
}

export const femaleFirstNames = Weighted.zipf(FEMALE_FIRST_NAMES, 1, 2);
export const maleFirstNames = Weighted.zipf(MALE_FIRST_NAMES, 1, 2);
export const lastNames = Weighted.zipf(LAST_NAMES, 0.87, 5);
const nicknames = Weighted.zipf(NICKNAMES, 0.8, 3);
const genderRoles = Weighted.of<GenderRole | undefined>([
  ['female', 48],
  ['male', 47],
  ['nonBinary', 3],
  [undefined, 2],
]);
const ethnicAppearances = Weighted.of<EthnicAppearance>([
  ['whiteEuropean', 30],
  ['hispanicLatinx', 18],
  ['africanAmerican', 13],
  ['eastAsian', 6],
  ['multiracial', 6],
  ['southAsian', 5],
  ['ethnicallyAmbiguous', 4],
  ['mediterranean', 4],
  ['middleEastern', 3],
  ['easternEuropean', 3],
  ['southeastAsian', 3],
  ['caribbean', 2],
  ['african', 1.5],
  ['nativeAmerican', 1],
  ['pacificIslander', 0.5],
  ['northAfrican', 0.5],
]);
const bodyTypes = Weighted.of<BodyType>([
  ['ectomorph', 35],
  ['mesomorph', 40],
  ['endomorph', 25],
]);
const hairColors = Weighted.of<HairColor>([
  ['black', 20],
  ['darkBrown', 22],
  ['brown', 18],
  ['lightBrown', 10],
  ['blonde', 10],
  ['auburn', 3],
  ['red', 2],
  ['strawberryBlonde', 1.5],
  ['platinum', 1],
  ['saltAndPepper', 4],
  ['gray', 4],
  ['white', 1.5],
  ['bald', 2],
  ['other', 1],
]);
const olderHairColors = Weighted.of<HairColor>([
  ['saltAndPepper', 40],
  ['gray', 35],
  ['white', 15],
  ['bald', 10],
]);
const eyeColors = Weighted.of<EyeColor>([
  ['brown', 45],
  ['blue', 20],
  ['hazel', 12],
  ['green', 9],
  ['black', 6],
  ['amber', 3],
  ['gray', 3],
  ['other', 0.7],
  ['heterochromia', 0.3],
]);
const otherUnions = Weighted.of<Union>([
  ['aea', 30],
  ['actra', 20],
  ['agva', 10],
  ['agma', 10],
  ['financialCore', 10],
  ['uda', 8],
  ['aabp', 7],
  ['other', 5],
]);
/** Most popular first; the catalogue order is alphabetical. */
const athleticSkills = Weighted.zipf<AthleticSkill>(
  [
    'swimming',
    'running',
    'yoga',
    'hiking',
    'cycling',
    'basketball',
    'soccer',
    'tennis',
    'football',
    'baseball',
    'weightlifting',
    'volleyball',
    'golf',
    'skiing',
    'martialArts',
    'boxing',
    'surfing',
    'snowboarding',
    'iceSkating',
    'skateboarding',
    'gymnastics',
    'horsebackRiding',
    'rollerSkating',
    'climbing',
    'diving',
    'scubaDiving',
    'sailing',
    'rowing',
    'wrestling',
    'hockey',
    'archery',
    'fencing',
    'figureSkating',
    'bodybuilding',
    'motorcycleRiding',
    'parkour',
  ],
  1,
  3,
);
const performanceSkills = Weighted.zipf<PerformanceSkill>(
  [
    'improv',
    'comedy',
    'modeling',
    'voiceOver',
    'hipHopDance',
    'jazzDance',
    'contemporaryDance',
    'playsGuitar',
    'playsPiano',
    'musicalTheater',
    'stageCombat',
    'balletDance',
    'tapDance',
    'ballroomDance',
    'singingSoprano',
    'singingTenor',
    'singingAlto',
    'singingBaritone',
    'singingMezzoSoprano',
    'singingBass',
    'standUpComedy',
    'playsDrums',
    'acrobatics',
    'stunts',
    'rapping',
    'breakdance',
    'playsViolin',
    'juggling',
    'magic',
    'beatboxing',
    'mime',
    'clowning',
    'puppetry',
    'circus',
    'stiltWalking',
    'ventriloquism',
  ],
  1,
  3,
);
const skillCounts = Weighted.of([
  [0, 20],
  [1, 25],
  [2, 22],
  [3, 15],
  [4, 10],
  [5, 8],
]);
const secondLanguages = Weighted.of<Language>([
  ['es', 45],
  ['fr', 12],
  ['de', 6],
  ['it', 5],
  ['pt', 5],
  ['zh', 4],
  ['ja', 3],
  ['ko', 3],
  ['ru', 3],
  ['ar', 3],
  ['hi', 3],
  ['tl', 2],
  ['vi', 2],
  ['pl', 1.5],
  ['he', 1],
  ['nl', 1],
  ['sv', 0.5],
  ['el', 0.5],
  ['tr', 0.5],
]);
const accents = Weighted.of<Accent>([
  ['american', 30],
  ['americanSouthern', 10],
  ['british', 10],
  ['americanNewYork', 8],
  ['britishRp', 5],
  ['irish', 4],
  ['australian', 4],
  ['spanish', 4],
  ['mexican', 4],
  ['french', 3],
  ['italian', 3],
  ['russian', 3],
  ['german', 3],
  ['scottish', 2],
  ['americanBoston', 2],
  ['americanMidwest', 2],
  ['canadian', 2],
  ['indian', 2],
  ['africanAmerican', 2],
  ['britishCockney', 1],
  ['jamaican', 1],
  ['nigerian', 1],
  ['southAfrican', 1],
  ['chinese', 1],
  ['japanese', 1],
  ['korean', 1],
  ['welsh', 0.5],
  ['newZealand', 0.5],
  ['swedish', 0.5],
  ['dutch', 0.5],
  ['eastAfrican', 0.5],
  ['middleEastern', 0.5],
  ['caribbean', 0.5],
  ['frenchCanadian', 0.5],
]);
const countries = new Weighted(
  RESIDENCES.map(([country, , states]) => ({
    country,
    states: new Weighted(
      states.map(([state, , cities]) => ({ state, cities: Weighted.zipf(cities, 1.2, 0) })),
      states.map(([, weight]) => weight),
    ),
  })),
  RESIDENCES.map(([, weight]) => weight),
);
const firstLanguageByCountry: Record<string, Language> = { MX: 'es', DE: 'de', FR: 'fr' };

export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function age(birthDate: string): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const birthdayPassed =
    REFERENCE_DAY.getUTCMonth() + 1 > month ||
    (REFERENCE_DAY.getUTCMonth() + 1 === month && REFERENCE_DAY.getUTCDate() >= day);
  return REFERENCE_DAY.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** Most talents are young adults; a third are spread evenly over 1950–2018. */
function birthDate(random: Random): string {
  const year = random.chance(2 / 3)
    ? clamp(Math.round(random.normal(1994, 11)), 1950, 2018)
    : random.integer(1950, 2018);
  const dayOfYear = random.integer(0, 364);
  return new Date(Date.UTC(year, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}

/** A UUIDv7 (same layout as the kernel's uuid7) whose randomness comes from the seeded PRNG. */
export function uuid7(random: Random, milliseconds: number): string {
  const hex = milliseconds.toString(16).padStart(12, '0') + random.hex(20);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function uuid4(random: Random): string {
  const hex = random.hex(32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function firstNameFor(random: Random, genderRole: GenderRole | undefined): string {
  const female = genderRole === 'female' || (genderRole !== 'male' && random.chance(0.5));
  return capitalized((female ? femaleFirstNames : maleFirstNames).pick(random));
}

export interface GeneratedTalent {
  id: string;
  accountId: string;
  createdAt: Date;
  data: TalentProfileData;
}

/** Profile number `n` (0-based) of the data set drawn with `seed`. */
export function generateTalent(seed: number, n: number): GeneratedTalent {
  const random = new Random(Math.imul(seed, 0x9e3779b1) ^ Math.imul(n + 1, 0x85ebca6b));
  const createdAtMs = FIRST_CREATED_AT + n * CREATED_EVERY_MS + random.integer(0, CREATED_EVERY_MS - 1);
  const id = uuid7(random, createdAtMs);
  const accountId = uuid4(random);

  const genderRole = genderRoles.pick(random);
  const firstName = firstNameFor(random, genderRole);
  const middleName = random.chance(0.2) ? firstNameFor(random, genderRole) : undefined;
  const lastName = capitalized(lastNames.pick(random));
  const aliasCount = random.chance(0.7) ? 0 : random.chance(0.73) ? 1 : 2;
  const aliases = Array.from({ length: aliasCount }, () =>
    random.chance(0.5)
      ? capitalized(nicknames.pick(random))
      : `${firstNameFor(random, genderRole)} ${capitalized(lastNames.pick(random))}`,
  );

  const born = birthDate(random);
  const years = age(born);
  const minor = years < 18;
  const playableAge = random.chance(0.92)
    ? {
        from: Math.max(0, years - random.integer(years < 13 ? 1 : 2, years < 13 ? 2 : 6)),
        to: Math.min(120, years + random.integer(years < 13 ? 1 : 2, years < 13 ? 2 : 6)),
      }
    : undefined;

  const { country, states } = countries.pick(random);
  const { state, cities } = states.pick(random);
  const residenceAddress = random.chance(0.95)
    ? {
        line1: `${random.integer(1, 9999)} ${capitalized(STREETS[random.integer(0, STREETS.length - 1)] ?? 'main')} St`,
        city: cities.pick(random),
        state,
        postalCode: country === 'US' ? String(random.integer(10000, 99999)) : undefined,
        country,
      }
    : undefined;
  const citizenship: TalentProfileData['citizenship'] =
    country === 'US' ? ['us'] : country === 'CA' ? ['canadian'] : ['other'];
  if (country !== 'US' && random.chance(0.1)) {
    citizenship.unshift('us');
  }

  const unions: Union[] = random.chance(0.68)
    ? ['nonUnion']
    : random.chance(0.78)
      ? random.chance(0.2)
        ? [...new Set<Union>(['sagAftra', otherUnions.pick(random)])]
        : ['sagAftra']
      : [otherUnions.pick(random)];

  const heightCm = random.chance(0.97)
    ? years < 13
      ? clamp(Math.round(random.normal(118 + 4.5 * years, 7)), 110, 175)
      : clamp(
          Math.round(random.normal(genderRole === 'male' ? 178 : genderRole === 'female' ? 165 : 171, 7.5)),
          150,
          200,
        )
    : undefined;
  const weightGrams =
    heightCm !== undefined && random.chance(0.97)
      ? Math.round((clamp(random.normal(years < 13 ? 17 : 23.5, 3.5), 14, 40) * (heightCm / 100) ** 2 * 1000) / 100) *
        100
      : undefined;

  const skillSlots = skillCounts.pick(random);
  const athletic = new Set<AthleticSkill>();
  const performance = new Set<PerformanceSkill>();
  while (athletic.size + performance.size < skillSlots) {
    if (random.chance(0.5)) {
      athletic.add(athleticSkills.pick(random));
    } else {
      performance.add(performanceSkills.pick(random));
    }
  }
  const languages = new Set<Language>();
  languages.add(firstLanguageByCountry[country] ?? (random.chance(0.92) ? 'en' : secondLanguages.pick(random)));
  if (random.chance(0.35)) {
    languages.add(secondLanguages.pick(random));
    if (random.chance(0.2)) {
      languages.add(secondLanguages.pick(random));
    }
  }
  const accentCount = random.chance(0.55) ? 0 : random.chance(0.78) ? 1 : 2;

  const data: TalentProfileData = {
    firstName,
    middleName,
    lastName,
    aliases,
    birthDate: born,
    trustAccount: minor && random.chance(0.4),
    workPermit: minor && random.chance(0.6),
    guardian: minor
      ? {
          firstName: firstNameFor(random, random.chance(0.7) ? 'female' : 'male'),
          lastName,
          relationship: random.chance(0.9) ? (random.chance(0.65) ? 'mother' : 'father') : 'legalGuardian',
          email: `guardian-${n}@example.com`,
          phone: '+12025550143',
        }
      : undefined,
    citizenship,
    citizenshipOtherDescription: citizenship.includes('other') ? `Citizen of ${country}` : undefined,
    workPermits: [],
    residenceAddress,
    unions,
    playableAge,
    genderRole,
    canPlayTransgender: random.chance(0.03),
    canPlayNonBinary: random.chance(0.05),
    canPlayTwins: random.chance(0.02),
    bodyTypes: random.chance(0.85) ? [bodyTypes.pick(random)] : bodyTypes.pickDistinct(random, 2),
    hairColor: random.chance(0.95)
      ? years > 55 && random.chance(0.5)
        ? olderHairColors.pick(random)
        : hairColors.pick(random)
      : undefined,
    hairLength: random.chance(0.8) ? HAIR_LENGTHS[random.integer(0, HAIR_LENGTHS.length - 1)] : undefined,
    eyeColor: random.chance(0.95) ? eyeColors.pick(random) : undefined,
    tattoos: {},
    piercings: {},
    ethnicAppearances: ethnicAppearances.pickDistinct(random, random.chance(0.8) ? 1 : 2),
    sizes: {},
    heightCm,
    weightGrams,
    socialLinks: {},
    skills: {
      athletic: [...athletic],
      performance: [...performance],
      accents: accents.pickDistinct(random, accentCount),
      languages: [...languages],
      disabilityTypes: [],
      assistiveDevices: [],
    },
  };
  return { id, accountId, createdAt: new Date(createdAtMs), data };
}

/**
 * The profile's talent_profile and talent_search rows as json_populate_recordset reads them: the
 * columns as the repository writes them.
 */
export function talentRows(talent: GeneratedTalent): [Record<string, unknown>, Record<string, unknown>] {
  const profile: Record<string, unknown> = {
    id: talent.id,
    account_id: talent.accountId,
    data: talent.data,
    created_at: talent.createdAt.toISOString(),
    updated_at: talent.createdAt.toISOString(),
  };
  Object.assign(profile, snakeCaseColumns(profileColumns(talent.data)));
  profile.birth_date = talent.data.birthDate;
  return [profile, { id: talent.id, ...snakeCaseColumns(searchColumns(talent.data)) }];
}

/** A repository's camelCase search columns under their column names (heightCm → height_cm). */
export function snakeCaseColumns(columns: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, value]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value,
    ]),
  );
}

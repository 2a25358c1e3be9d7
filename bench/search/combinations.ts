// Random talent searches for bench/search's combination mode: what a casting professional who combines
// filters freely might ask, drawn from a seeded generator so that every run asks the same questions.
import { Random } from './generate.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, RESIDENCES } from './names.js';
import {
  ACCENTS,
  ATHLETIC_SKILLS,
  BODY_TYPES,
  ETHNIC_APPEARANCES,
  EYE_COLORS,
  HAIR_COLORS,
  LANGUAGES,
  PERFORMANCE_SKILLS,
  UNIONS,
  type TalentSearchInput,
} from './profiles.js';

const GENDER_ROLES = ['female', 'male', 'nonBinary'] as const;
const SKILLS: readonly string[] = [...ATHLETIC_SKILLS, ...PERFORMANCE_SKILLS];
const PLACES = RESIDENCES.flatMap(([country, , states]) =>
  states.map(([state, , cities]) => ({ country, state, cities })),
);

/**
 * A place filter, shared by the talent and job combinations: a country, a state, a city in its state,
 * or (one time in ten) a city with another place's state, which matches nothing.
 */
export function place(random: Random, input: { country?: string; state?: string; city?: string }): void {
  const chosen = pickOne(random, PLACES);
  const kind = random.integer(0, 9);
  if (kind <= 2) {
    input.country = chosen.country;
  } else if (kind <= 5 && chosen.state !== undefined) {
    input.state = chosen.state;
  } else if (kind <= 8) {
    if (chosen.state !== undefined) {
      input.state = chosen.state;
    }
    input.city = pickOne(random, chosen.cities);
  } else {
    const elsewhere = pickOne(random, PLACES);
    input.state = elsewhere.state ?? chosen.state;
    input.city = pickOne(random, chosen.cities);
  }
}

/** One dimension of a search: sets its filter on the input. */
type Dimension = (random: Random, input: TalentSearchInput) => void;

export function pickOne<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random.next() * items.length)];
}

/** One to `most` distinct items, uniformly: rare values are asked for as often as common ones. */
export function someOf<T>(random: Random, items: readonly T[], most: number): T[] {
  const count = random.integer(1, most);
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) {
    chosen.add(pickOne(random, items));
  }
  return [...chosen];
}

/** A range of `width` around a value drawn between min and max; one side open now and then. */
function range(random: Random, min: number, max: number, width: number): { min?: number; max?: number } {
  const low = random.integer(min, max - width);
  const kind = random.integer(0, 5);
  if (kind === 0) {
    return { min: low };
  }
  if (kind === 1) {
    return { max: low + width };
  }
  return { min: low, max: low + random.integer(1, width) };
}

function text(random: Random): string {
  const kind = random.integer(0, 5);
  const first = pickOne(random, random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const last = pickOne(random, LAST_NAMES);
  switch (kind) {
    case 0:
      return first;
    case 1:
      return last;
    case 2:
      return `${first} ${last}`;
    case 3:
      // A prefix, as someone types: "mar", "thom".
      return last.slice(0, random.integer(2, 4));
    case 4:
      // A typo: two letters swapped.
      return last.length < 5 ? last : `${last.slice(0, 2)}${last[3]}${last[2]}${last.slice(4)}`;
    default:
      return pickOne(random, SKILLS);
  }
}

const DIMENSIONS: readonly [string, Dimension][] = [
  ['text', (random, input) => (input.text = text(random))],
  ['playable age', (random, input) => (input.playableAge = random.integer(4, 85))],
  ['gender', (random, input) => (input.genderRoles = someOf(random, GENDER_ROLES, 2))],
  ['hair', (random, input) => (input.hairColors = someOf(random, HAIR_COLORS, 3))],
  ['eyes', (random, input) => (input.eyeColors = someOf(random, EYE_COLORS, 2))],
  ['unions', (random, input) => (input.unions = someOf(random, UNIONS, 2))],
  ['ethnic appearance', (random, input) => (input.ethnicAppearances = someOf(random, ETHNIC_APPEARANCES, 2))],
  ['body type', (random, input) => (input.bodyTypes = someOf(random, BODY_TYPES, 2))],
  ['skills', (random, input) => (input.skills = someOf(random, SKILLS, 2))],
  ['languages', (random, input) => (input.languages = someOf(random, LANGUAGES, 2))],
  ['accents', (random, input) => (input.accents = someOf(random, ACCENTS, 2))],
  ['height', (random, input) => (input.heightCm = range(random, 110, 200, 25))],
  ['weight', (random, input) => (input.weightKg = range(random, 20, 120, 20))],
  ['place', (random, input) => place(random, input)],
];

export interface Combination<Input = TalentSearchInput> {
  /** Its filters and values, on one line. */
  name: string;
  input: Input;
}

/** `count` searches of 1–5 dimensions each, the same for the same seed. */
export function talentCombinations(seed: number, count: number): Combination[] {
  const random = new Random(seed ^ 0x5eed_c0b1);
  const combinations: Combination[] = [];
  for (let index = 0; index < count; index += 1) {
    const input: TalentSearchInput = {};
    for (const [, set] of someOf(random, DIMENSIONS, 5)) {
      set(random, input);
    }
    combinations.push({ name: describe(input), input });
  }
  return combinations;
}

/** The input as a short line: each filter and its values. */
export function describe(input: object): string {
  return Object.entries(input)
    .map(
      ([key, value]) =>
        `${key}=${typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : String(value)}`,
    )
    .join(' ');
}

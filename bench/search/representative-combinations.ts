// Random representative searches for bench/search's combination mode (see combinations.ts for talent):
// 1–5 of every searchable dimension, from a seeded generator, some matching nothing.
import { describe, pickOne, place, someOf, type Combination } from './combinations.js';
import { COMPANY_WORDS } from './generate-representatives.js';
import { Random } from './generate.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names.js';
import {
  PROJECT_LOCATIONS,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  TALENT_TYPES,
  type RepresentativeSearchInput,
} from './profiles.js';

/** A company's or licensee's name, a word of what they do, or a prefix as someone types it. */
function text(random: Random): string {
  const last = pickOne(random, LAST_NAMES);
  switch (random.integer(0, 5)) {
    case 0:
      return last;
    case 1:
      return `${last} ${pickOne(random, COMPANY_WORDS)}`;
    case 2:
      return `${pickOne(random, random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${last}`;
    case 3:
      return last.slice(0, random.integer(2, 4));
    case 4:
      return pickOne(random, COMPANY_WORDS);
    default:
      return pickOne(random, TALENT_TYPES);
  }
}

type Dimension = (random: Random, input: RepresentativeSearchInput) => void;

const DIMENSIONS: readonly Dimension[] = [
  (random, input) => (input.text = text(random)),
  (random, input) => (input.representationTypes = someOf(random, REPRESENTATION_TYPES, 2)),
  (random, input) => (input.projectLocations = someOf(random, PROJECT_LOCATIONS, 2)),
  (random, input) => (input.services = someOf(random, REPRESENTATIVE_SERVICES, 2)),
  (random, input) => (input.talentTypes = someOf(random, TALENT_TYPES, 3)),
  place,
];

/** `count` representative searches of 1–5 dimensions each, the same for the same seed. */
export function representativeCombinations(seed: number, count: number): Combination<RepresentativeSearchInput>[] {
  const random = new Random(seed ^ 0x4e90_c0b1);
  return Array.from({ length: count }, () => {
    const input: RepresentativeSearchInput = {};
    for (const set of someOf(random, DIMENSIONS, 5)) {
      set(random, input);
    }
    return { name: describe(input), input };
  });
}

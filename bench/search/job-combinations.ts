// Random job searches for bench/search's combination mode (see combinations.ts for talent): 1–5 of
// every searchable dimension, from a seeded generator, some matching nothing.
import { describe, pickOne, place, someOf, type Combination } from './combinations.js';
import { Random } from './generate.js';
import { JOBS_TODAY } from './generate-jobs.js';
import { ROLE_WORDS } from './job-words.js';
import {
  JOB_TYPES,
  LOCATION_KINDS,
  PRODUCTION_CATEGORIES,
  RATE_TYPES,
  REMOTE_OPTIONS,
  UNION_STATUSES,
  type JobSearchInput,
} from './productions.js';

/** A day `days` after JOBS_TODAY, as YYYY-MM-DD. */
function dayAfterToday(days: number): string {
  const day = new Date(`${JOBS_TODAY}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

type Dimension = (random: Random, input: JobSearchInput) => void;

const DIMENSIONS: readonly Dimension[] = [
  (random, input) => {
    const word = pickOne(random, ROLE_WORDS);
    // A whole role word, its first letters, or two words.
    const kind = random.integer(0, 2);
    input.text =
      kind === 0 ? word : kind === 1 ? word.slice(0, random.integer(2, 4)) : `${word} ${pickOne(random, ROLE_WORDS)}`;
  },
  (random, input) => (input.types = someOf(random, JOB_TYPES, 2)),
  (random, input) => (input.categories = someOf(random, PRODUCTION_CATEGORIES, 2)),
  (random, input) => (input.locationKinds = someOf(random, LOCATION_KINDS, 2)),
  (random, input) => (input.remoteOptions = someOf(random, REMOTE_OPTIONS, 2)),
  (random, input) => (input.unionStatuses = someOf(random, UNION_STATUSES, 2)),
  (random, input) => (input.paying = random.chance(0.7)),
  (random, input) => (input.rateTypes = someOf(random, RATE_TYPES, 2)),
  (random, input) => {
    const low = random.integer(0, 200) * 1_000;
    input.pay = random.chance(0.5) ? { min: low } : { min: low, max: low + random.integer(1, 100) * 1_000 };
  },
  (random, input) => {
    const from = random.integer(-30, 200);
    input.dates = { from: dayAfterToday(from), to: dayAfterToday(from + random.integer(0, 60)) };
  },
  (_random, input) => (input.hiring = true),
  place,
];

/** `count` job searches of 1–5 dimensions each, the same for the same seed. */
export function jobCombinations(seed: number, count: number): Combination<JobSearchInput>[] {
  const random = new Random(seed ^ 0x70b5_c0b1);
  return Array.from({ length: count }, () => {
    const input: JobSearchInput = {};
    for (const set of someOf(random, DIMENSIONS, 5)) {
      set(random, input);
    }
    if (input.paying === false) {
      // Pay details are a paying job's only, and validateJobSearch refuses them with paying=false.
      delete input.pay;
      delete input.rateTypes;
    }
    return { name: describe(input), input };
  });
}

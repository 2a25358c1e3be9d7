// The 50 scripted talent searches: a text (names as casting types them: a first name, a rare or a
// common surname, first and last name, a prefix, a typo) and one filter chosen from a list, drawn
// from bench/search's name lists with a seeded generator so that every run types the same.
import { Random } from '../search/generate.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../search/names.js';

export interface ScriptedFilter {
  /** The search form's field and its query-string parameter (console/src/search/talent/talentSearch.ts). */
  field: string;
  param: string;
  /** The list's label and the option's, as the page shows them in en-US. */
  control: string;
  key: string;
  option: string;
}

export interface ScriptedSearch {
  kind: string;
  text: string;
  filter: ScriptedFilter;
}

const FILTERS: readonly Omit<ScriptedFilter, 'key' | 'option'>[] = [
  { field: 'unions', param: 'unions', control: 'Unions' },
  { field: 'genderRoles', param: 'gender', control: 'Gender role' },
  { field: 'hairColors', param: 'hair', control: 'Hair color' },
  { field: 'eyeColors', param: 'eyes', control: 'Eye color' },
  { field: 'bodyTypes', param: 'body', control: 'Body type' },
];

/** Options per filter: [key, en-US label] (resources/talent/optionLabels.ts). */
const OPTIONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  unions: [
    ['sagAftra', 'SAG-AFTRA'],
    ['nonUnion', 'Non-union'],
    ['aea', 'AEA'],
    ['actra', 'ACTRA'],
  ],
  genderRoles: [
    ['female', 'Female'],
    ['male', 'Male'],
    ['nonBinary', 'Non-binary'],
  ],
  hairColors: [
    ['black', 'Black'],
    ['brown', 'Brown'],
    ['blonde', 'Blonde'],
    ['red', 'Red'],
    ['gray', 'Gray'],
    ['auburn', 'Auburn'],
  ],
  eyeColors: [
    ['blue', 'Blue'],
    ['brown', 'Brown'],
    ['green', 'Green'],
    ['hazel', 'Hazel'],
  ],
  bodyTypes: [
    ['ectomorph', 'Ectomorph (slim)'],
    ['mesomorph', 'Mesomorph (athletic)'],
    ['endomorph', 'Endomorph (rounded)'],
  ],
};

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random.next() * items.length)];
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const FIRST_NAMES = [...FEMALE_FIRST_NAMES.slice(0, 40), ...MALE_FIRST_NAMES.slice(0, 40)];

/** The texts, in turn: what a casting professional types in the name box. */
const TEXTS: readonly { kind: string; draw: (random: Random) => string }[] = [
  { kind: 'first name', draw: (random) => capitalized(pick(random, FIRST_NAMES)) },
  { kind: 'rare surname', draw: (random) => capitalized(pick(random, LAST_NAMES.slice(400))) },
  {
    kind: 'first and last name',
    draw: (random) => `${capitalized(pick(random, FIRST_NAMES))} ${capitalized(pick(random, LAST_NAMES.slice(0, 60)))}`,
  },
  { kind: 'prefix', draw: (random) => pick(random, FIRST_NAMES).slice(0, random.integer(3, 4)) },
  {
    kind: 'typo',
    draw: (random) => {
      const word = pick(
        random,
        LAST_NAMES.slice(0, 300).filter((name) => name.length >= 6),
      );
      const at = random.integer(1, word.length - 3);
      return capitalized(word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2));
    },
  },
  { kind: 'common surname', draw: (random) => capitalized(pick(random, LAST_NAMES.slice(0, 100))) },
];

/** `count` distinct searches, text kinds in turn, filters at random. */
export function scriptedSearches(count: number, seed: number): ScriptedSearch[] {
  const random = new Random(seed);
  const searches: ScriptedSearch[] = [];
  const seen = new Set<string>();
  for (let index = 0; searches.length < count; index += 1) {
    const text = TEXTS[index % TEXTS.length];
    const filter = pick(random, FILTERS);
    const [key, option] = pick(random, OPTIONS[filter.field] ?? []);
    const search = { kind: text.kind, text: text.draw(random), filter: { ...filter, key, option } };
    const id = `${search.text}|${filter.field}|${key}`;
    if (!seen.has(id)) {
      seen.add(id);
      searches.push(search);
    }
  }
  return searches;
}

/**
 * The key the results list carries once it shows a search (data-results-for): the page's query
 * string, text first, then the filter (TALENT_FIELDS' order puts the text first).
 */
export function resultsKey(search: ScriptedSearch): string {
  return new URLSearchParams([
    ['q', search.text],
    [search.filter.param, search.filter.key],
  ]).toString();
}

/** SearchTalentRequest's body for the search, as the page sends it (the baseline's request). */
export function requestBody(search: ScriptedSearch): Record<string, unknown> {
  return { text: search.text, [search.filter.field]: [search.filter.key] };
}

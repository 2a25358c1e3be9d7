// Facet tokens: every equality filter of a search as one word in one array column (`search_facets`)
// under one GIN index, so that any combination of filters is one index scan whose cost follows the
// rarest token given (GIN skips through the others), where separate indexes per column made the
// planner AND whole bitmaps of broad columns. A token is `kind:value`; ranges are cut into buckets,
// and the exact range is checked again on the rows the buckets found.

/** The token of one value of a facet, e.g. `hair:brown`. */
export function facet(kind: string, value: string | number): string {
  return `${kind}:${value}`;
}

/** The token of a value that may be absent: none when it is. */
export function facetIf(kind: string, value: string | number | boolean | undefined): string[] {
  return value === undefined ? [] : [facet(kind, String(value))];
}

/** The tokens of several values of one facet. */
export function facetsOf(kind: string, values: readonly (string | number)[]): string[] {
  return values.map((value) => facet(kind, value));
}

/** The fields of `record` that hold lists of values. */
type ListFields<R> = { [F in keyof R]: R[F] extends readonly (string | number)[] ? F : never }[keyof R];

/**
 * One group of tokens per entry of `kinds` (token kind → field of `record` holding that facet's
 * values), in the table's order: a search's list filters as groups to hold one of, or, flattened, the
 * tokens a record stores when its fields and a search's are named alike.
 */
export function facetGroups<R>(record: R, kinds: Readonly<Record<string, ListFields<R>>>): string[][] {
  return Object.entries(kinds).map(([kind, field]) => facetsOf(kind, record[field] as readonly (string | number)[]));
}

/**
 * What a search asks of the facets: every token of `all`, and at least one token of each group of
 * `any`. A group of `narrowing` (a range's buckets) only helps the index find fewer rows: other
 * conditions check the exact bounds, so a broad one is left out rather than tested on every row found.
 */
export interface FacetFilter {
  all: string[];
  any: string[][];
  narrowing: string[][];
}

/**
 * A search's facet filter from the tokens every row must hold and the groups it must hold one of (a
 * filter of several values matches any of them): a group of one value is one more token to hold, and
 * an empty group (a filter left out) asks nothing.
 */
export function facetFilter(
  all: readonly string[],
  groups: readonly (readonly string[])[],
  narrowing: readonly (readonly string[])[] = [],
): FacetFilter {
  return {
    all: [...all, ...groups.filter((group) => group.length === 1).flat()],
    any: groups.filter((group) => group.length > 1).map((group) => [...group]),
    narrowing: narrowing.filter((group) => group.length > 0).map((group) => [...group]),
  };
}

/**
 * Buckets of a numeric facet: values cut into steps of `size` between `lowest` and `highest`; values
 * beyond either end share the end's bucket, so a range never needs more than
 * (highest - lowest) / size + 1 tokens.
 */
export interface FacetBuckets {
  kind: string;
  size: number;
  lowest: number;
  highest: number;
}

function bucketOf({ size, lowest, highest }: FacetBuckets, value: number): number {
  const clamped = Math.min(Math.max(value, lowest), highest);
  return lowest + Math.floor((clamped - lowest) / size) * size;
}

/**
 * The tokens of every bucket that the range [from, to] touches (a stored value is the range from it
 * to itself); a bound left out is the end of the scale. A search takes the rows holding any of them
 * and checks the exact range again.
 */
export function bucketFacets(buckets: FacetBuckets, from: number | undefined, to: number | undefined): string[] {
  const first = bucketOf(buckets, from ?? buckets.lowest);
  const last = bucketOf(buckets, to ?? buckets.highest);
  const tokens: string[] = [];
  for (let bucket = first; bucket <= last; bucket += buckets.size) {
    tokens.push(facet(buckets.kind, bucket));
  }
  return tokens;
}

/** A place as facets: the country, the state, the city, and the city within its state. */
export interface PlaceFacets {
  country?: string | null;
  state?: string | null;
  city?: string | null;
}

/**
 * The tokens of a place. A state is compared in upper case, a city in lower case, and the city is also
 * stored under its state (`state-city:CA:los angeles`), so a search for a city in the wrong state is one token that no row
 * holds: the index answers at once, where two columns' statistics could not tell the planner that
 * the pair never occurs.
 */
export function placeFacets({ country, state: stateCode, city }: PlaceFacets): string[] {
  const tokens: string[] = [];
  const state = stateCode?.toUpperCase();
  const cityKey = city?.toLowerCase();
  if (country) {
    tokens.push(facet('country', country));
  }
  if (state && cityKey) {
    tokens.push(facet('state-city', `${state}:${cityKey}`));
  }
  if (state) {
    tokens.push(facet('state', state));
  }
  if (cityKey) {
    tokens.push(facet('city', cityKey));
  }
  return tokens;
}

/** What a search asks of a place: with both a state and a city, the one pair token says all. */
export function placeFilterFacets(place: PlaceFacets): string[] {
  const tokens = placeFacets(place);
  return place.state && place.city
    ? tokens.filter((token) => !token.startsWith('state:') && !token.startsWith('city:'))
    : tokens;
}

/** Spans of more months than this are one token, `<kind>:long`, rather than one per month. */
export const MONTH_FACETS_MAX = 24;

/**
 * The tokens of the months a span of days (YYYY-MM-DD) touches, e.g. `month:2027-03`; a span of more
 * than MONTH_FACETS_MAX months is the one token `month:long`. Stored for a row's span (from its first
 * to its last day).
 */
export function monthFacets(kind: string, from: string, to: string): string[] {
  const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const [first, last] = [monthIndex(from), monthIndex(to)];
  if (last < first) {
    return [];
  }
  if (last - first >= MONTH_FACETS_MAX) {
    return [facet(kind, 'long')];
  }
  return Array.from({ length: last - first + 1 }, (_, n) => {
    const month = first + n;
    return facet(kind, `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`);
  });
}

/**
 * What a search for days within [from, to] asks of monthFacets: any of the range's months or a long
 * span, the exact days checked on the rows found. An open or long range gives no tokens: it narrows
 * too little to be worth the index.
 */
export function monthFilterFacets(kind: string, from: string | undefined, to: string | undefined): string[] {
  if (from === undefined || to === undefined) {
    return [];
  }
  const months = monthFacets(kind, from, to);
  return months.length === 0 || months[0] === facet(kind, 'long') ? [] : [...months, facet(kind, 'long')];
}

/*
 * The live charts' history: the numbers the page has seen since it opened, one sample per answer of the
 * API (the server keeps no history). A sample older than the window is dropped, so the charts show the
 * last minutes and the memory a page left open all day takes stays bounded.
 */

/** One answer's numbers, by series (a consumer group on a topic, a queue). */
export interface Sample {
  /** When the answer arrived (ms since the epoch). */
  at: number;
  values: Readonly<Record<string, number>>;
}

/** The charts show the last ten minutes. */
export const SAMPLE_WINDOW_MS = 10 * 60_000;
/** A safety bound whatever the polling pace: two answers a second for the whole window. */
export const MAX_SAMPLES = 1200;
/** Lines drawn at most: more would be unreadable; the largest ones are shown. */
export const MAX_SERIES = 6;

/**
 * The history with this sample added: a sample no newer than the last one is the same answer seen
 * again (a re-render) and changes nothing; samples older than the window before the new one go.
 */
export function addSample(
  history: readonly Sample[],
  sample: Sample,
  windowMs = SAMPLE_WINDOW_MS,
  maxSamples = MAX_SAMPLES,
): Sample[] {
  const last = history[history.length - 1];
  if (last && sample.at <= last.at) {
    return history as Sample[];
  }
  const kept = history.filter((entry) => entry.at >= sample.at - windowMs);
  kept.push(sample);
  return kept.length > maxSamples ? kept.slice(kept.length - maxSamples) : kept;
}

/**
 * The series worth a line: those that moved in the window (a consumer falling behind or catching up, a
 * queue filling or draining), first those that moved most for their size; a change of less than
 * MIN_MOVE_SHARE of the series' peak is standing still (an abandoned group going from 1,475 to 1,478
 * as three messages arrive, beside a stopped consumer going from 0 to 3). When none moved, those above
 * zero, the highest first (a backlog standing still). Ties by name; at most `limit`. A line always at zero, or one that
 * stands still while others move, says nothing the table does not.
 */
/** A series moved when it changed by at least this share of its peak (1,475 → 1,478 stood still). */
export const MIN_MOVE_SHARE = 0.05;

const share = ({ min, max }: { min: number; max: number }) => (max - min) / max;

export function seriesToDraw(history: readonly Sample[], limit = MAX_SERIES): string[] {
  const ranges = new Map<string, { min: number; max: number }>();
  for (const sample of history) {
    for (const [key, value] of Object.entries(sample.values)) {
      const range = ranges.get(key);
      ranges.set(
        key,
        range ? { min: Math.min(range.min, value), max: Math.max(range.max, value) } : { min: value, max: value },
      );
    }
  }
  const entries = [...ranges];
  const moving = entries.filter(([, range]) => range.max > range.min && share(range) >= MIN_MOVE_SHARE);
  // Moving: by how much of itself it moved (0 → 3 before 1,475 → 1,478), then by how much.
  const ranked =
    moving.length > 0
      ? moving.sort(
          ([a, rangeA], [b, rangeB]) =>
            share(rangeB) - share(rangeA) || rangeB.max - rangeB.min - (rangeA.max - rangeA.min) || a.localeCompare(b),
        )
      : entries
          .filter(([, range]) => range.max > 0)
          .sort(([a, rangeA], [b, rangeB]) => rangeB.max - rangeA.max || a.localeCompare(b));
  return ranked.slice(0, limit).map(([key]) => key);
}

/** A series' values over the history; null where a sample did not have it (the line breaks there). */
export function seriesValues(history: readonly Sample[], key: string): (number | null)[] {
  return history.map((sample) => sample.values[key] ?? null);
}

/** The history with only the series `keep` accepts (the charts follow the page's filter). */
export function keepSeries(history: readonly Sample[], keep: (key: string) => boolean): Sample[] {
  return history.map((sample) => ({
    at: sample.at,
    values: Object.fromEntries(Object.entries(sample.values).filter(([key]) => keep(key))),
  }));
}

/**
 * What a live chart shows: nothing to draw yet with a single answer (a line needs two samples; saying
 * "nothing lagged" then would be false while the table shows a lag), a sentence when no series is worth
 * a line, else the lines.
 */
export function chartState(history: readonly Sample[], keys: readonly string[]): 'waiting' | 'empty' | 'lines' {
  if (history.length < 2) {
    return 'waiting';
  }
  return keys.length === 0 ? 'empty' : 'lines';
}

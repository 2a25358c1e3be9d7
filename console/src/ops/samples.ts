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
 * The series worth a line: those that were above zero at some time in the window, the largest peaks
 * first (ties by name), at most `limit`. A series always at zero says nothing a table does not.
 */
export function seriesToDraw(history: readonly Sample[], limit = MAX_SERIES): string[] {
  const peaks = new Map<string, number>();
  for (const sample of history) {
    for (const [key, value] of Object.entries(sample.values)) {
      peaks.set(key, Math.max(peaks.get(key) ?? 0, value));
    }
  }
  return [...peaks]
    .filter(([, peak]) => peak > 0)
    .sort(([a, peakA], [b, peakB]) => peakB - peakA || a.localeCompare(b))
    .slice(0, limit)
    .map(([key]) => key);
}

/** A series' values over the history; null where a sample did not have it (the line breaks there). */
export function seriesValues(history: readonly Sample[], key: string): (number | null)[] {
  return history.map((sample) => sample.values[key] ?? null);
}

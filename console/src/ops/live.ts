import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addSample, type Sample } from './samples';

/** The live numbers are asked for again this often while the tab is visible. */
export const POLL_MS = 5000;
/** Dead letters are read from Kafka with a consumer of their own (up to a second): less often. */
export const SLOW_POLL_MS = 10_000;

/**
 * A query of the operators' API that refreshes itself every few seconds without a reload, and not
 * while the tab is hidden (react-query's focus manager follows the page's visibility): an operator's
 * forgotten tab costs the gateway nothing.
 */
export function useLiveQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, intervalMs = POLL_MS) {
  return useQuery({
    queryKey: ['ops', ...queryKey],
    queryFn,
    refetchInterval: intervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/**
 * The samples a chart draws: one per answer (dataUpdatedAt tells a new one), the values computed from
 * it, kept for the window (samples.ts) since the page opened.
 */
export function useSamples<T>(
  data: T | undefined,
  dataUpdatedAt: number,
  toValues: (data: T) => Record<string, number>,
): Sample[] {
  const [history, setHistory] = useState<Sample[]>([]);
  useEffect(() => {
    if (data !== undefined && dataUpdatedAt > 0) {
      setHistory((previous) => addSample(previous, { at: dataUpdatedAt, values: toValues(data) }));
    }
  }, [data, dataUpdatedAt, toValues]);
  return history;
}

import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../dataProvider';
import { apiFetch } from '../../dataProvider/httpClient';
import type { Cursor } from './searchForm';

export interface SearchResults<T> {
  /** The key of the search these results answer (undefined before the first answer). */
  key?: string;
  cursor?: Cursor;
  data: T[];
  hasMore: boolean;
  error?: unknown;
  /** A request is on its way (the previous results stay shown meanwhile). */
  loading: boolean;
}

interface Answer<T> {
  key?: string;
  cursor?: Cursor;
  data: T[];
  hasMore: boolean;
  error?: unknown;
}

/** The page query of a search call: 25 a page, after or before the cursor (spec section 7). */
export function pageQuery(cursor: Cursor): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor.after) {
    query.set('starting_after', cursor.after);
  } else if (cursor.before) {
    query.set('ending_before', cursor.before);
  }
  return query.toString();
}

/**
 * POSTs the search whenever its key changes (body and cursor are functions of the key) and cancels
 * the one it supersedes: the effect's clean-up aborts its request, so a late answer to an older search
 * can never replace a newer one, and the browser drops the connection's work. No body (an invalid
 * form) sends nothing and keeps the last results.
 */
export function useSearchResults<T>(
  path: string,
  key: string,
  body: Record<string, unknown> | undefined,
  cursor: Cursor,
): SearchResults<T> {
  const [answer, setAnswer] = useState<Answer<T>>({ data: [], hasMore: false });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (body === undefined) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    apiFetch<{ data?: T[]; has_more?: boolean }>(`${path}?${pageQuery(cursor)}`, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: controller.signal,
    }).then(
      ({ json }) => {
        if (!controller.signal.aborted) {
          setAnswer({ key, cursor, data: json.data ?? [], hasMore: json.has_more === true });
          setLoading(false);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ key, cursor, data: [], hasMore: false, error });
          setLoading(false);
        }
      },
    );
    return () => controller.abort();
    // body and cursor are functions of the key: a new key is a new search.
  }, [path, key, body === undefined]);

  return { ...answer, loading };
}

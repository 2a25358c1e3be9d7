import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

interface InFlight<T> {
  key: string;
  controller: AbortController;
  answer: Promise<Answer<T>>;
  settled: boolean;
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
 * The results of the search whose key the address holds. One request at a time: starting a search
 * aborts the one it supersedes (AbortController), so a late answer to an older search never replaces
 * a newer one and the browser drops the older connection's work. `send` starts a search before the
 * address shows it (from the keystroke or click that commits it, rather than after the navigation's
 * render); the address's key then finds it on its way. No body (an invalid form) sends nothing and
 * keeps the last results.
 */
export function useSearchResults<T>(
  path: string,
  key: string,
  body: Record<string, unknown> | undefined,
  cursor: Cursor,
  /** Whether a newer search than the address's was already sent (the form's `behind`). */
  superseded?: () => boolean,
): SearchResults<T> & {
  send: (key: string, body: Record<string, unknown>, cursor: Cursor) => void;
  /** The answer of the search on its way, or undefined when none is (typed searches wait for it). */
  onTheWay: () => Promise<unknown> | undefined;
} {
  const [answer, setAnswer] = useState<Answer<T>>({ data: [], hasMore: false });
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<InFlight<T> | undefined>(undefined);

  const start = useCallback(
    (searchKey: string, searchBody: Record<string, unknown>, searchCursor: Cursor): InFlight<T> => {
      if (inFlight.current?.key === searchKey && !inFlight.current.controller.signal.aborted) {
        return inFlight.current;
      }
      inFlight.current?.controller.abort();
      const controller = new AbortController();
      const request: InFlight<T> = {
        key: searchKey,
        controller,
        settled: false,
        answer: apiFetch<{ data?: T[]; has_more?: boolean }>(`${path}?${pageQuery(searchCursor)}`, {
          method: 'POST',
          body: JSON.stringify(searchBody),
          signal: controller.signal,
        }).then(
          ({ json }) => ({
            key: searchKey,
            cursor: searchCursor,
            data: json.data ?? [],
            hasMore: json.has_more === true,
          }),
          (error: unknown) => ({ key: searchKey, cursor: searchCursor, data: [], hasMore: false, error }),
        ),
      };
      void request.answer.then(() => (request.settled = true));
      inFlight.current = request;
      return request;
    },
    [path],
  );

  useEffect(() => {
    if (body === undefined) {
      setLoading(false);
      return;
    }
    // An address that lags behind the searches already sent (navigations land after the keys that
    // made them): its search is superseded; the newer one's results come when its address lands.
    if (superseded?.()) {
      return;
    }
    const request = start(key, body, cursor);
    setLoading(true);
    let current = true;
    void request.answer.then(async (found) => {
      // Typed text that waited for this answer is sent by the answer's next reaction (TypingPace),
      // which aborts this request's controller: looked at one microtask later, an answer already
      // superseded is not rendered, so that rendering it does not hold up the newer one on its way.
      await Promise.resolve();
      if (current && !request.controller.signal.aborted) {
        setAnswer(found);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
    // body and cursor are functions of the key: a new key is a new search.
  }, [start, key, body === undefined]);

  // Leaving the page cancels what is still on its way.
  useEffect(() => () => inFlight.current?.controller.abort(), []);

  const send = useCallback(
    (searchKey: string, searchBody: Record<string, unknown>, searchCursor: Cursor) => {
      start(searchKey, searchBody, searchCursor);
    },
    [start],
  );
  const onTheWay = useCallback(
    () => (inFlight.current && !inFlight.current.settled ? inFlight.current.answer : undefined),
    [],
  );
  return useMemo(() => ({ ...answer, loading, send, onTheWay }), [answer, loading, send, onTheWay]);
}

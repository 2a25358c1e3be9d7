import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  cursorFromParams,
  FIRST_PAGE,
  formFromParams,
  paramsFromForm,
  searchKey,
  type Cursor,
  type FormSpec,
  type FormValues,
} from './searchForm';
import type { FieldErrors } from './validation';

/** How long typing pauses before the search is sent: results follow the typing without a request per key. */
export const TYPING_DEBOUNCE_MS = 250;

/**
 * How a change reaches the address: `typed` (text and numbers) after TYPING_DEBOUNCE_MS without another
 * change; `chosen` (a list, a select, a chip removed) at once, together with any typing still waiting.
 */
export type ChangeMode = 'typed' | 'chosen';

export interface SearchFormState<S extends FormSpec> {
  /** What the inputs show, typing included. */
  draft: FormValues<S>;
  /** What the address says, and so what the results are for. */
  committed: FormValues<S>;
  cursor: Cursor;
  /** The address's search and page, as a key: equal searches have equal keys. */
  key: string;
  change: (patch: Partial<FormValues<S>>, mode: ChangeMode) => void;
  /** Sends what is typed now (Enter in the form). */
  flush: () => void;
  /** Typing waits for its pause: the draft has not been weighed for the address yet. */
  typing: boolean;
  goTo: (cursor: Cursor) => void;
}

/**
 * The search form kept in the address (spec section 2: a search can be shared and reloaded; back and
 * forward restore it). The inputs edit a draft; the draft reaches the address once it is valid, typed
 * text after a pause, chosen values at once. A run of typing replaces its own history entry, so Back
 * returns to the search before the typing rather than to each word of it. Any change of the filters
 * returns to the first page.
 */
export function useSearchForm<S extends FormSpec>(
  spec: S,
  validate: (values: FormValues<S>) => FieldErrors,
  /** Told of each search this page writes, before the address changes (to send it at once). */
  onCommit?: (values: FormValues<S>, cursor: Cursor) => void,
): SearchFormState<S> {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const committed = useMemo(() => formFromParams(spec, params), [spec, params]);
  const cursor = useMemo(() => cursorFromParams(params), [params]);
  const [draft, setDraft] = useState(committed);
  const [typing, setTyping] = useState(false);

  const draftRef = useRef(draft);
  const committedRef = useRef(committed);
  committedRef.current = committed;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The last search this page wrote: any other change of the address came from back, forward or a link. */
  const written = useRef(location.search);
  const lastWasTyped = useRef(false);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => {
    if (location.search === written.current) {
      return;
    }
    written.current = location.search;
    clearTimeout(timer.current);
    timer.current = undefined;
    setTyping(false);
    lastWasTyped.current = false;
    draftRef.current = committed;
    setDraft(committed);
  }, [location.search, committed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (search: string, replace: boolean) => {
      written.current = search;
      void navigate({ search }, { replace });
    },
    [navigate],
  );

  const commit = useCallback(
    (values: FormValues<S>, typed: boolean) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      setTyping(false);
      // An invalid form stays a draft: the field says why, and nothing is sent.
      if (Object.keys(validate(values)).length > 0) {
        return;
      }
      if (searchKey(spec, values) === searchKey(spec, committedRef.current)) {
        return;
      }
      const query = paramsFromForm(spec, values).toString();
      const replace = typed && lastWasTyped.current;
      lastWasTyped.current = typed;
      onCommitRef.current?.(values, FIRST_PAGE);
      write(query ? `?${query}` : '', replace);
    },
    [spec, validate, write],
  );

  const change = useCallback(
    (patch: Partial<FormValues<S>>, mode: ChangeMode) => {
      const next = { ...draftRef.current, ...patch };
      draftRef.current = next;
      setDraft(next);
      if (mode === 'chosen') {
        commit(next, false);
        return;
      }
      clearTimeout(timer.current);
      setTyping(true);
      timer.current = setTimeout(() => commit(draftRef.current, true), TYPING_DEBOUNCE_MS);
    },
    [commit],
  );

  const flush = useCallback(() => commit(draftRef.current, false), [commit]);

  const goTo = useCallback(
    (target: Cursor) => {
      lastWasTyped.current = false;
      const query = paramsFromForm(spec, committedRef.current, target).toString();
      onCommitRef.current?.(committedRef.current, target);
      write(query ? `?${query}` : '', false);
    },
    [spec, write],
  );

  return { draft, committed, cursor, key: searchKey(spec, committed, cursor), change, flush, goTo, typing };
}

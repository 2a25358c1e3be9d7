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
import { TypingPace } from './typingPace';
import type { FieldErrors } from './validation';

/**
 * How a change reaches the address: `typed` (text and numbers) at the typing's pace (TypingPace: at
 * once, or when the search on its way is answered); `chosen` (a list, a select, a chip removed) at
 * once, together with any typing still waiting.
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
  /** Typed text waits for the search on its way: the draft has not been weighed for the address yet. */
  typing: boolean;
  /**
   * A newer search than the address's was written and sent, and its navigation has not landed yet:
   * the address's own search is already superseded and must not be sent again.
   */
  behind: () => boolean;
  goTo: (cursor: Cursor) => void;
}

/**
 * The search form kept in the address (spec section 2: a search can be shared and reloaded; back and
 * forward restore it). The inputs edit a draft; the draft reaches the address once it is valid, typed
 * text at the typing's pace, chosen values at once. A run of typing replaces its own history entry, so Back
 * returns to the search before the typing rather than to each word of it. Any change of the filters
 * returns to the first page.
 */
export function useSearchForm<S extends FormSpec>(
  spec: S,
  validate: (values: FormValues<S>) => FieldErrors,
  /** Told of each search this page writes, before the address changes (to send it at once). */
  onCommit?: (values: FormValues<S>, cursor: Cursor) => void,
  /** The answer of the page's search on its way, if one is (typing waits for it). */
  onTheWay?: () => Promise<unknown> | undefined,
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
  /** The filters of the last search written (the address may not show it yet), as a key. */
  const lastWritten = useRef(searchKey(spec, committed));
  const onTheWayRef = useRef(onTheWay);
  onTheWayRef.current = onTheWay;
  const [pace] = useState(() => new TypingPace(() => onTheWayRef.current?.()));
  /**
   * The searches this page wrote that the address has not shown yet (navigations land a moment later,
   * and typing may write the next before the last has landed). Any other change of the address came
   * from back, forward or a link.
   */
  const written = useRef<string[]>([]);
  const lastWasTyped = useRef(false);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => {
    const landed = written.current.indexOf(location.search);
    if (landed >= 0) {
      written.current.splice(0, landed + 1);
      return;
    }
    written.current = [];
    lastWritten.current = searchKey(spec, committed);
    pace.cancel();
    setTyping(false);
    lastWasTyped.current = false;
    draftRef.current = committed;
    setDraft(committed);
  }, [location.search, committed, pace, spec]);

  useEffect(() => () => pace.cancel(), [pace]);

  const write = useCallback(
    (search: string, replace: boolean) => {
      written.current.push(search);
      void navigate({ search }, { replace });
    },
    [navigate],
  );

  const commit = useCallback(
    (values: FormValues<S>, typed: boolean) => {
      pace.cancel();
      setTyping(false);
      // An invalid form stays a draft: the field says why, and nothing is sent.
      if (Object.keys(validate(values)).length > 0) {
        return;
      }
      const filters = searchKey(spec, values);
      if (filters === lastWritten.current) {
        return;
      }
      lastWritten.current = filters;
      const query = paramsFromForm(spec, values).toString();
      const replace = typed && lastWasTyped.current;
      lastWasTyped.current = typed;
      onCommitRef.current?.(values, FIRST_PAGE);
      write(query ? `?${query}` : '', replace);
    },
    [spec, validate, write, pace],
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
      setTyping(true);
      pace.key(() => commit(draftRef.current, true));
    },
    [commit, pace],
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

  const behind = useCallback(() => written.current.length > 0, []);

  return { draft, committed, cursor, key: searchKey(spec, committed, cursor), change, flush, goTo, typing, behind };
}

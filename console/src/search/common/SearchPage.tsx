import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Fragment, memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import {
  activeFilters,
  emptyStateText,
  type ActiveFilter,
  type DescribeContext,
  type FilterGroup,
} from './activeFilters';
import { SearchTextInput } from './FilterInputs';
import { ResultList } from './ResultItem';
import { emptyForm, FIRST_PAGE, searchKey, type Cursor, type FormSpec, type FormValues } from './searchForm';
import { serverFieldError } from './serverErrors';
import { useSearchForm, type ChangeMode } from './useSearchForm';
import { useSearchResults, type SearchResults } from './useSearchResults';
import { RememberedAddress } from '../../components/RememberedAddress';
import { PAGE_SIZE } from '../../dataProvider';
import type { FieldErrors } from './validation';

export type SearchKind = 'talent' | 'representative' | 'job';

/** What a field's input needs: its label, value, change and message (spread into the inputs). */
export interface FieldBinding<V> {
  field: string;
  label: string;
  value: V;
  onChange: (value: V, mode: ChangeMode) => void;
  error?: string;
}

export interface FilterForm {
  /** A field holding text (typed text, a number, a date, a code). */
  text: (field: string) => FieldBinding<string>;
  /** A field holding a list of keys. */
  keys: (field: string) => FieldBinding<string[]>;
}

export interface SearchPageProps<S extends FormSpec, T extends { id: string }> {
  kind: SearchKind;
  /** The search route, e.g. /api/talent/search. */
  path: string;
  spec: S;
  validate: (values: FormValues<S>) => FieldErrors;
  body: (values: FormValues<S>) => Record<string, unknown>;
  wireFields: Readonly<Record<string, string>>;
  groups: readonly FilterGroup[];
  optionName: DescribeContext['optionName'];
  /** The option lists: the filters wait for them (a chosen key without its list would show no name). */
  options: { ready: boolean; error?: Error };
  filters: (form: FilterForm) => ReactNode;
  result: (record: T) => ReactNode;
}

/**
 * A search page (spec section 2's Search group): the filters on the left, kept in the address; the
 * results on the right, 25 a page by the API's cursor, each linking to its details. The filters
 * applied are shown as chips that remove them; when nothing matches, the empty state names them.
 * The menu's link brings the last search back. The results list carries data-results-for, the key of
 * the search it shows, set in the same render as its rows (the typing benchmark waits for it).
 */
export function SearchPage<S extends FormSpec, T extends { id: string }>(props: SearchPageProps<S, T>) {
  // The menu's link returns to the last search of this kind.
  return (
    <RememberedAddress storeKey={`search.${props.kind}`}>
      <SearchScreen {...props} />
    </RememberedAddress>
  );
}

function SearchScreen<S extends FormSpec, T extends { id: string }>(props: SearchPageProps<S, T>) {
  const { kind, spec, validate, groups, optionName } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // A committed search is sent from the event that commits it, not after the navigation's render.
  const send = useRef<((values: FormValues<S>, cursor: Cursor) => void) | undefined>(undefined);
  const onTheWay = useRef<(() => Promise<unknown> | undefined) | undefined>(undefined);
  const form = useSearchForm(
    spec,
    validate,
    (values, target) => send.current?.(values, target),
    () => onTheWay.current?.(),
  );
  const { draft, committed, cursor, key, change, flush, goTo } = form;

  const committedErrors = useMemo(() => validate(committed), [validate, committed]);
  const valid = Object.keys(committedErrors).length === 0;
  const results = useSearchResults<T>(props.path, key, valid ? props.body(committed) : undefined, cursor, form.behind);
  send.current = (values, target) => results.send(searchKey(spec, values, target), props.body(values), target);
  onTheWay.current = results.onTheWay;
  const answered = results.key === key;

  const server =
    answered && results.error !== undefined ? serverFieldError(results.error, props.wireFields) : undefined;
  const errors: Record<string, string> = {};
  if (server?.field) {
    errors[server.field] = server.message;
  }
  for (const [field, error] of Object.entries(validate(draft))) {
    errors[field] = translate(error.message, error.args);
  }

  const values = draft as Record<string, string | string[]>;
  // One change handler per field for the page's life, so that an input whose own value did not change
  // does not render again (FilterInputs' memo).
  const changeRef = useRef(change);
  changeRef.current = change;
  const handlers = useRef(new Map<string, (value: string | string[], mode: ChangeMode) => void>());
  const onChangeOf = (field: string) => {
    let handler = handlers.current.get(field);
    if (!handler) {
      handler = (value, mode) => changeRef.current({ [field]: value } as Partial<FormValues<S>>, mode);
      handlers.current.set(field, handler);
    }
    return handler;
  };
  const bind: FilterForm = {
    text: (field) => ({
      field,
      label: translate(`search.${kind}.filters.${field}`),
      value: typeof values[field] === 'string' ? values[field] : '',
      onChange: onChangeOf(field),
      error: errors[field],
    }),
    keys: (field) => ({
      field,
      label: translate(`search.${kind}.filters.${field}`),
      value: Array.isArray(values[field]) ? values[field] : [],
      onChange: onChangeOf(field),
      error: errors[field],
    }),
  };

  // The filters (a dozen option lists) render again only when the form or its messages change, not
  // with each answer: the results' render stays small.
  const errorsKey = JSON.stringify(errors);
  const filterPanel = useMemo(
    () => props.filters(bind),
    // bind reads draft, errors (errorsKey), kind and translate.
    [props.filters, draft, errorsKey, kind, translate],
  );

  const context: DescribeContext = { translate, locale, optionName };
  // Stable between answers, so that typing does not render the results again (Results is memoized).
  const applied = useMemo(
    () => activeFilters(groups, committed, { translate, locale, optionName }),
    [groups, committed, translate, locale, optionName],
  );
  const anyDraft = activeFilters(groups, values, context).length > 0;
  const clearAll = useCallback(() => change(emptyForm(spec), 'chosen'), [change, spec]);
  const remove = (filter: ActiveFilter) =>
    change(
      Object.fromEntries(filter.fields.map((field) => [field, Array.isArray(values[field]) ? [] : ''])) as Partial<
        FormValues<S>
      >,
      'chosen',
    );

  const title = translate(`search.${kind}.title`);
  return (
    <Box sx={{ mt: 2, mb: 4 }} data-testid={`${kind}-search`}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Box
              component="form"
              role="search"
              aria-label={translate('search.common.filters')}
              // Whether typed text still waits to be sent (browser tests wait for it to settle).
              data-typing={form.typing}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                flush();
              }}
            >
              <Stack spacing={2}>
                <SearchTextInput {...bind.text('text')} label={translate(`search.${kind}.searchLabel`)} />
                {props.options.error ? (
                  <Alert severity="error">{props.options.error.message}</Alert>
                ) : props.options.ready ? (
                  filterPanel
                ) : (
                  <LinearProgress aria-label={translate('ra.page.loading')} />
                )}
                <Button
                  onClick={clearAll}
                  disabled={!anyDraft}
                  startIcon={<FilterListOffIcon />}
                  data-testid="search-clear"
                >
                  {translate('search.common.clearAll')}
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>
        <Box sx={{ minWidth: 0 }}>
          {applied.length > 0 && (
            <Box
              component="ul"
              aria-label={translate('search.common.activeFilters')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
              data-testid="search-active-filters"
            >
              {applied.map((filter) => {
                const text = translate('search.common.chip', { label: filter.label, value: filter.value });
                return (
                  <li key={filter.id}>
                    <Chip
                      label={text}
                      onClick={() => remove(filter)}
                      onDelete={() => remove(filter)}
                      aria-label={translate('search.common.removeFilter', { filter: text })}
                      data-testid={`active-filter-${filter.id}`}
                    />
                  </li>
                );
              })}
            </Box>
          )}
          {!valid && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="search-invalid">
              {translate('search.common.invalid')}
            </Alert>
          )}
          {server && !server.field && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="search-error">
              {translate('search.common.failed', { message: server.message })}
            </Alert>
          )}
          <Results
            kind={kind}
            results={results}
            answered={answered}
            applied={applied}
            onClearAll={clearAll}
            onPage={goTo}
            render={props.result}
          />
        </Box>
      </Box>
    </Box>
  );
}

function ResultsList<T extends { id: string }>({
  kind,
  results,
  answered,
  applied,
  onClearAll,
  onPage,
  render,
}: {
  kind: SearchKind;
  results: SearchResults<T>;
  answered: boolean;
  applied: ActiveFilter[];
  onClearAll: () => void;
  onPage: (cursor: Cursor) => void;
  render: (record: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, loading } = results;
  // Most answers come in well under this: the bar and the greying show only for a slow one, so that a
  // quick answer is not preceded by frames of animation on the cores that compute it.
  const slow = useAfter(loading, SLOW_SEARCH_MS);
  const page = results.cursor?.page ?? 1;
  const first = (page - 1) * PAGE_SIZE + 1;
  const empty = answered && !loading && data.length === 0 && results.error === undefined;
  const hasPrevious = page > 1;
  const hasNext = results.cursor?.before ? data.length > 0 : results.hasMore;
  const previous = () => onPage(page - 1 <= 1 || !data[0] ? FIRST_PAGE : { before: data[0].id, page: page - 1 });
  const next = () => {
    const last = data[data.length - 1];
    if (last) {
      onPage({ after: last.id, page: page + 1 });
    }
  };
  const emptyText = emptyStateText({ nothing: `search.${kind}.nothing`, noMatch: `search.${kind}.noMatch` }, applied, {
    translate,
  });
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative' }}
      component="section"
      aria-label={translate('search.common.results')}
    >
      <Box sx={{ height: 4 }}>
        {slow && <LinearProgress aria-label={translate('search.common.loading')} data-testid="search-loading" />}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <Box role="status">
          <Typography variant="subtitle1" component="h2" data-testid="search-range">
            {data.length > 0
              ? translate('search.common.range', { from: first, to: first + data.length - 1 })
              : translate('search.common.results')}
          </Typography>
        </Box>
        {(hasPrevious || hasNext) && (
          <Pager hasPrevious={hasPrevious} hasNext={hasNext} onPrevious={previous} onNext={next} />
        )}
      </Stack>
      {empty ? (
        <Box sx={{ textAlign: 'center', px: 3, py: 5 }} data-testid="search-empty" data-results-for={results.key}>
          <SearchOffIcon color="action" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p" gutterBottom>
            {emptyText.title}
          </Typography>
          {emptyText.advice && (
            <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="search-empty-advice">
              {emptyText.advice}
            </Typography>
          )}
          {applied.length > 0 && (
            <Button variant="outlined" onClick={onClearAll} startIcon={<FilterListOffIcon />}>
              {translate('search.common.clearAll')}
            </Button>
          )}
        </Box>
      ) : (
        <ResultList
          data-testid="search-results"
          data-results-for={results.key}
          aria-busy={loading}
          className={slow ? 'cs-result-list-busy' : undefined}
        >
          <ResultRows data={data} render={render} />
        </ResultList>
      )}
      {data.length > 0 && (hasPrevious || hasNext) && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 2, pb: 1 }}>
          <Pager hasPrevious={hasPrevious} hasNext={hasNext} onPrevious={previous} onNext={next} bottom />
        </Stack>
      )}
    </Card>
  );
}

/** How long a search is on its way before the page shows that it waits (progress bar, greyed list). */
export const SLOW_SEARCH_MS = 300;

/** Whether `on` has held for `ms` (false again as soon as it turns off). */
function useAfter(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && held;
}

/** The results render again with a new answer or page, not with each keystroke in the filters. */
const Results = memo(ResultsList) as typeof ResultsList;

function ResultRowsOf<T extends { id: string }>({ data, render }: { data: T[]; render: (record: T) => ReactNode }) {
  return (
    <>
      {data.map((record) => (
        <Fragment key={record.id}>{render(record)}</Fragment>
      ))}
    </>
  );
}

/**
 * The rows render again only with new data: a search sent (the list greyed while it is on its way) or
 * a filter committed re-renders the list's frame, not its 25 rows, so the browser is not busy
 * rendering while the request it waits for is answered on the same cores.
 */
const ResultRows = memo(ResultRowsOf) as typeof ResultRowsOf;

function Pager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  bottom,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  bottom?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} data-testid={bottom ? 'search-pager-bottom' : 'search-pager'}>
      <Button size="small" onClick={onPrevious} disabled={!hasPrevious} startIcon={<ChevronLeftIcon />}>
        {translate('search.common.previous')}
      </Button>
      <Button size="small" onClick={onNext} disabled={!hasNext} endIcon={<ChevronRightIcon />}>
        {translate('search.common.next')}
      </Button>
    </Stack>
  );
}

import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What the tabs' list queries look like to these parts (react-query's result of a `{ data, has_more }` page). */
interface PageQuery {
  isPending: boolean;
  error: Error | null;
  data?: { data: unknown[]; has_more?: boolean };
}

/** A Stripe list's loading, error and empty states, the same on the Representative, External Account and Billing tabs. */
export function ListStates({ query, empty, emptyTestId }: { query: PageQuery; empty: string; emptyTestId: string }) {
  const translate = useTranslate();
  return (
    <>
      {query.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data && query.data.data.length === 0 ? (
        <Alert severity="info" data-testid={emptyTestId}>
          {translate(empty)}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Previous and next over a Stripe list's cursors: each page's `starting_after` is the last id of the
 * page before it, kept in `cursors` (empty on the first page).
 */
export function CursorButtons({
  cursors,
  setCursors,
  query,
  lastId,
  more,
}: {
  cursors: string[];
  setCursors: (cursors: string[]) => void;
  query: PageQuery;
  lastId: string | undefined;
  /** The label of the next page's button. */
  more: string;
}) {
  const translate = useTranslate();
  return (
    <Box>
      {cursors.length > 0 ? (
        <Button onClick={() => setCursors(cursors.slice(0, -1))}>{translate('ra.navigation.previous')}</Button>
      ) : null}
      {query.data?.has_more ? (
        <Button onClick={() => setCursors([...cursors, lastId ?? ''])}>{translate(more)}</Button>
      ) : null}
    </Box>
  );
}

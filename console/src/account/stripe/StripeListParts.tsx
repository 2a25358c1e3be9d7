import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
 * One Stripe list read a page at a time: each page's `starting_after` is the last id of the page before
 * it, kept in `cursors` (empty on the first page). The query key ends with the cursor, so invalidating
 * `key` reloads whichever page shows.
 */
export function useStripePages<T extends { id: string }>(
  key: string[],
  fetchPage: (startingAfter: string | undefined) => Promise<{ data: T[]; has_more?: boolean }>,
) {
  const [cursors, setCursors] = useState<string[]>([]);
  const startingAfter = cursors[cursors.length - 1];
  const query = useQuery({ queryKey: [...key, startingAfter], queryFn: () => fetchPage(startingAfter) });
  return { query, list: query.data?.data ?? [], cursors, setCursors };
}

/** Previous and next over a list of useStripePages. */
export function CursorButtons({
  pages,
  more,
}: {
  pages: { query: PageQuery; list: { id: string }[]; cursors: string[]; setCursors: (cursors: string[]) => void };
  /** The label of the next page's button. */
  more: string;
}) {
  const translate = useTranslate();
  const { query, list, cursors, setCursors } = pages;
  return (
    <Box>
      {cursors.length > 0 ? (
        <Button onClick={() => setCursors(cursors.slice(0, -1))}>{translate('ra.navigation.previous')}</Button>
      ) : null}
      {query.data?.has_more ? (
        <Button onClick={() => setCursors([...cursors, list[list.length - 1]?.id ?? ''])}>{translate(more)}</Button>
      ) : null}
    </Box>
  );
}

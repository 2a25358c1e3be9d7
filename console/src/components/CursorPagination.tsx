import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The pagination of every list over the API's cursor pages, which have no total: the range shown is the
 * rows actually on this page (react-admin's partial pagination would print "1-25 of 25" for a single
 * record), with previous and next as the API allows.
 */
export function CursorPagination() {
  const { data, page, perPage, hasNextPage, hasPreviousPage, setPage, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || !data || data.length === 0) {
    return null;
  }
  const from = (page - 1) * perPage + 1;
  const to = (page - 1) * perPage + data.length;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', p: 1 }}>
      <Typography variant="body2" data-testid="list-page-range">
        {from}–{to}
      </Typography>
      <IconButton
        onClick={() => setPage(page - 1)}
        disabled={!hasPreviousPage}
        aria-label={translate('ra.navigation.previous')}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        onClick={() => setPage(page + 1)}
        disabled={!hasNextPage}
        aria-label={translate('ra.navigation.next')}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Previous and Next around the page number (cursor pages of jobs, pages of topics). */
export function Pager({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const translate = useTranslate();
  if (!hasPrevious && !hasNext) {
    return null;
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
      <IconButton aria-label={translate('resources.ops.pager.previous')} disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2">{translate('resources.ops.pager.page', { page })}</Typography>
      <IconButton aria-label={translate('resources.ops.pager.next')} disabled={!hasNext} onClick={onNext}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

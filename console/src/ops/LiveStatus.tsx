import { Alert, Button, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatClock } from './opsFormat';

/**
 * When the numbers shown were read, and, when the last refresh failed while older numbers are on
 * screen, that they are those of that time (with a retry).
 */
export function LiveStatus({
  updatedAt,
  error,
  onRetry,
}: {
  updatedAt: number;
  error: Error | null;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (updatedAt === 0) {
    return null;
  }
  const time = formatClock(updatedAt, locale);
  if (error) {
    return (
      <Alert
        severity="warning"
        data-testid="ops-stale"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('resources.ops.live.retry')}
          </Button>
        }
      >
        {translate('resources.ops.live.stale', { error: error.message, time })}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-testid="ops-updated">
      {translate('resources.ops.live.updated', { time })}
    </Typography>
  );
}

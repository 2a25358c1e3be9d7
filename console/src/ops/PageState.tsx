import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The first load of a page: a progress while it runs, the error with a retry when it failed. */
export function FirstLoad({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert
        severity="error"
        data-testid="ops-load-failed"
        action={
          <Button color="inherit" onClick={onRetry}>
            {translate('resources.ops.live.retry')}
          </Button>
        }
      >
        {translate('resources.ops.loadFailed', { error: error.message })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Stripe tabs, until the payments release builds them. */
export function PlaceholderTab() {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="settings-placeholder">
      {translate('app.settings.placeholder')}
    </Alert>
  );
}

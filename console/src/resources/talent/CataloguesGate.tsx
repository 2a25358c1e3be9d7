import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCatalogues } from './useCatalogues';

/**
 * Renders the inputs once the option lists have arrived: a select's stored value without its choices
 * would show empty, and a checkbox list would show no box at all.
 */
export function CataloguesGate({ children }: { children: ReactNode }) {
  const { isPending, error } = useCatalogues();
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error instanceof Error ? error.message : translate('errors.error')}
      </Alert>
    );
  }
  if (isPending) {
    return <LinearProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  }
  return <>{children}</>;
}

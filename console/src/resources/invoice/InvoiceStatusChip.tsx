import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const COLORS: Record<string, ChipColor> = {
  draft: 'default',
  scheduled: 'info',
  open: 'primary',
  past_due: 'warning',
  failed: 'error',
  paid: 'success',
  void: 'default',
  uncollectible: 'warning',
};

/** The invoice's display status (spec section 4's eight), coloured by what it asks of the payer. */
export function InvoiceStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'draft' || status === 'void' ? 'outlined' : 'filled'}
      label={translate(`resources.invoice.status.${status}`, { _: status })}
      data-testid={`invoice-status-${status}`}
    />
  );
}

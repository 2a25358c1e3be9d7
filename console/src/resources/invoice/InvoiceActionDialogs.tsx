import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../i18n/format';
import type { InvoiceActionName } from './invoiceActions';
import { parseCents } from './invoiceForm';
import type { ActionBody, InvoiceRecord } from './invoicesApi';

const T = 'resources.invoice';

export const CREDIT_REASONS = ['duplicate', 'fraudulent', 'order_change', 'product_unsatisfactory'] as const;

/** The confirmation of an action that cannot be taken back, naming the amount it moves. */
export function ConfirmActionDialog({
  invoice,
  action,
  onConfirm,
  onClose,
}: {
  invoice: InvoiceRecord;
  action: InvoiceActionName;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = formatMoney(invoice.amountDue || invoice.total || 0, locale, invoice.currency?.toUpperCase() || 'USD');
  return (
    <Dialog open onClose={onClose} aria-labelledby="invoice-confirm-title" aria-describedby="invoice-confirm-text">
      <DialogTitle id="invoice-confirm-title">
        {translate(`${T}.confirm.title`, { action: translate(`${T}.actions.${action}`) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="invoice-confirm-text">
          {translate(`${T}.confirm.${action}`, { amount })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={action === 'void' || action === 'delete' ? 'error' : 'primary'}
          onClick={onConfirm}
          data-testid="invoice-confirm"
        >
          {translate(`${T}.actions.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A credit note: an amount (the whole invoice when empty), a reason and a memo. */
export function CreditNoteDialog({
  invoice,
  onSubmit,
  onClose,
}: {
  invoice: InvoiceRecord;
  onSubmit: (body: ActionBody) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const whole = invoice.status === 'paid' ? (invoice.amountPaid ?? 0) : (invoice.amountDue ?? invoice.total ?? 0);
  const submit = () => {
    let creditAmount: number | undefined;
    if (amount.trim() !== '') {
      const parsed = parseCents(amount);
      if (!('value' in parsed) || parsed.value < 1) {
        setError(translate(`${T}.errors.money`));
        return;
      }
      if (parsed.value > whole) {
        setError(translate(`${T}.credit.tooMuch`, { amount: formatMoney(whole, locale) }));
        return;
      }
      creditAmount = parsed.value;
    }
    onSubmit({
      ...(creditAmount !== undefined ? { creditAmount } : {}),
      ...(reason ? { creditReason: reason } : {}),
      ...(memo.trim() ? { creditMemo: memo.trim() } : {}),
    });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="credit-note-title">
      <DialogTitle id="credit-note-title">{translate(`${T}.credit.title`)}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={translate(`${T}.credit.amount`)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error !== undefined}
          helperText={error ?? translate(`${T}.credit.amountHelp`, { amount: formatMoney(whole, locale) })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate(`${T}.credit.reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          <MenuItem value="">{translate(`${T}.credit.noReason`)}</MenuItem>
          {CREDIT_REASONS.map((key) => (
            <MenuItem key={key} value={key}>
              {translate(`${T}.credit.reasons.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          multiline
          minRows={2}
          label={translate(`${T}.credit.memo`)}
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} data-testid="credit-note-submit">
          {translate(`${T}.credit.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

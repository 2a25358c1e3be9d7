import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { formatMoney } from '../../i18n/format';
import {
  BILLING_METHODS,
  earliestDueDate,
  emptyLine,
  formFieldOf,
  lineTotal,
  localDateTimeValue,
  parseBps,
  parseCents,
  type InvoiceErrors,
  type InvoiceForm,
  type LineForm,
} from './invoiceForm';

const T = 'resources.invoice';

/** The field of a server refusal (required, invalidValue, invalidInvoicePrefix name it first; maxLength second). */
export function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const args = error.apiBody?.args ?? [];
  const named = error.code === 'maxLength' ? args[1] : args[0];
  const field = ['required', 'invalidValue', 'invalidInvoicePrefix', 'maxLength'].includes(error.code ?? '')
    ? formFieldOf(named)
    : undefined;
  return field ? { field, message: error.message } : undefined;
}

/** A line's total as typed so far (0 while a figure is unreadable), for the running total. */
function typedLineTotal(line: LineForm): number {
  const unit = parseCents(line.unitAmount);
  const tax = line.taxRate.trim() === '' ? { value: 0 } : parseBps(line.taxRate);
  const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : 0;
  if (!('value' in unit) || !('value' in tax)) {
    return 0;
  }
  return lineTotal({
    quantity,
    unitAmount: unit.value,
    taxRatesBps: tax.value ? [tax.value] : [],
    coupons: line.coupons ?? [],
  });
}

export function typedTotal(form: InvoiceForm, dealMemoTotal: number): number {
  const memoTax = form.dealMemoTaxRate.trim() === '' ? { value: 0 } : parseBps(form.dealMemoTaxRate);
  const memoLine =
    dealMemoTotal > 0 && 'value' in memoTax
      ? lineTotal({
          quantity: 1,
          unitAmount: dealMemoTotal,
          taxRatesBps: memoTax.value ? [memoTax.value] : [],
          coupons: [],
        })
      : dealMemoTotal;
  return memoLine + form.lines.reduce((sum, line) => sum + typedLineTotal(line), 0);
}

interface Props {
  form: InvoiceForm;
  errors: InvoiceErrors;
  /** Server refusals by field, already translated. */
  serverErrors: Record<string, string>;
  onChange: (form: InvoiceForm) => void;
  /** Create: the deal memo's line comes first and is not edited here. */
  mode: 'create' | 'edit';
  /** Create: the deal memo line's amount, in the running total. */
  dealMemoTotal?: number;
  disabled?: boolean;
}

/** The draft's fields, shared by the create dialog and the draft's edit dialog. */
export function InvoiceFormFields({ form, errors, serverErrors, onChange, mode, dealMemoTotal = 0, disabled }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const set = (changes: Partial<InvoiceForm>) => onChange({ ...form, ...changes });
  const setLine = (index: number, changes: Partial<LineForm>) =>
    set({ lines: form.lines.map((line, at) => (at === index ? { ...line, ...changes } : line)) });
  const message = (field: string): string | undefined => {
    const error = errors[field];
    if (error) {
      return translate(`${T}.errors.${error.key}`, error.args ?? {});
    }
    return serverErrors[field];
  };
  const field = (name: string, help?: string) => ({
    error: message(name) !== undefined,
    helperText: message(name) ?? help ?? ' ',
    disabled,
    fullWidth: true,
  });
  const now = new Date();
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate(`${T}.form.prefix`)}
          value={form.prefix}
          onChange={(event) => set({ prefix: event.target.value })}
          {...field('prefix', translate(`${T}.form.prefixHelp`))}
          slotProps={{ htmlInput: { 'data-testid': 'invoice-prefix', maxLength: 40 } }}
        />
        <TextField
          select
          label={translate(`${T}.form.billingMethod`)}
          value={form.billingMethod}
          onChange={(event) => set({ billingMethod: event.target.value })}
          {...field('billingMethod')}
        >
          {BILLING_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {translate(`${T}.billingMethods.${method}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {form.billingMethod === 'send_invoice' && (
        <TextField
          type="date"
          label={translate(`${T}.form.dueDate`)}
          value={form.dueDate}
          onChange={(event) => set({ dueDate: event.target.value })}
          {...field('dueDate', translate(`${T}.form.dueDateHelp`))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestDueDate(now) } }}
        />
      )}
      {mode === 'create' && (
        <TextField
          label={translate(`${T}.form.dealMemoTaxRate`)}
          value={form.dealMemoTaxRate}
          onChange={(event) => set({ dealMemoTaxRate: event.target.value })}
          {...field('dealMemoTaxRate', translate(`${T}.form.taxHelp`))}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <Typography variant="subtitle2" component="h3">
        {translate(mode === 'create' ? `${T}.form.extraLines` : `${T}.form.lines`)}
      </Typography>
      {form.lines.map((line, index) => (
        <Box
          key={index}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr 1.4fr 1fr auto' },
            alignItems: 'start',
          }}
          data-testid={`invoice-line-${index}`}
        >
          <TextField
            size="small"
            label={translate(`${T}.form.description`)}
            value={line.description}
            onChange={(event) => setLine(index, { description: event.target.value })}
            {...field(`lines.${index}.description`)}
          />
          <TextField
            size="small"
            label={translate(`${T}.form.quantity`)}
            value={line.quantity}
            onChange={(event) => setLine(index, { quantity: event.target.value })}
            {...field(`lines.${index}.quantity`)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label={translate(`${T}.form.unitAmount`)}
            value={line.unitAmount}
            onChange={(event) => setLine(index, { unitAmount: event.target.value })}
            {...field(`lines.${index}.unitAmount`)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={translate(`${T}.form.taxRate`)}
            value={line.taxRate}
            onChange={(event) => setLine(index, { taxRate: event.target.value })}
            {...field(`lines.${index}.taxRate`)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton
            aria-label={translate(`${T}.form.removeLine`, { line: index + 1 })}
            onClick={() => set({ lines: form.lines.filter((_, at) => at !== index) })}
            disabled={disabled}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {message('lines') && (
        <Typography color="error" variant="body2" role="alert">
          {message('lines')}
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          size="small"
          onClick={() => set({ lines: [...form.lines, emptyLine()] })}
          disabled={disabled}
        >
          {translate(`${T}.form.addLine`)}
        </Button>
      </Box>
      <TextField
        multiline
        minRows={2}
        label={translate(`${T}.form.memo`)}
        value={form.memo}
        onChange={(event) => set({ memo: event.target.value })}
        {...field('memo')}
      />
      <TextField
        label={translate(`${T}.form.footer`)}
        value={form.footer}
        onChange={(event) => set({ footer: event.target.value })}
        {...field('footer')}
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.finalizeAt !== ''}
            disabled={disabled}
            onChange={(event) =>
              set({
                finalizeAt: event.target.checked
                  ? localDateTimeValue(new Date(now.getTime() + 24 * 60 * 60 * 1000))
                  : '',
              })
            }
          />
        }
        label={translate(`${T}.form.schedule`)}
      />
      {form.finalizeAt !== '' && (
        <TextField
          type="datetime-local"
          label={translate(`${T}.form.finalizeAt`)}
          value={form.finalizeAt}
          onChange={(event) => set({ finalizeAt: event.target.value })}
          {...field('finalizeAt', translate(`${T}.form.finalizeAtHelp`))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Typography sx={{ fontWeight: 600 }} data-testid="invoice-form-total">
        {translate(`${T}.form.estimatedTotal`, { amount: formatMoney(typedTotal(form, dealMemoTotal), locale) })}
      </Typography>
    </Stack>
  );
}

import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiError';
import { formatMoney } from '../../i18n/format';
import { applicationsApi, type ApplicationRecord } from '../application/applicationsApi';
import {
  formatBps,
  hundredthsText,
  parseBps,
  RATE_TYPES,
  refusalField,
  remainderBps,
  sharesBps,
  splitAmounts,
  suggestedTerms,
  totalCents,
  UNIT_RATE_MAX_CENTS,
  validateDealMemo,
  type DealMemoErrors,
  type DealMemoField,
  type DealMemoForm,
  type FieldError,
  type ShareForm,
} from './dealMemo';
import './registerMessages';

const T = 'resources.prospect.dealMemo';

export interface JobPay {
  paying?: boolean;
  rateType?: string;
  amount?: number;
}

/** The form a memo starts from: the one on file, else the posting's terms with the talent at 100 %. */
function initialForm(application: ApplicationRecord, pay: JobPay | undefined, locale: string): DealMemoForm {
  const memo = application.dealMemo;
  if (memo) {
    const shares: ShareForm[] = (memo.split ?? []).map((share) => ({
      profileType: share.profileType,
      profileId: share.profileId,
      name: share.name ?? share.profileId,
      percent: hundredthsText(share.shareBps, locale),
    }));
    if (application.representativeId && !shares.some((share) => share.profileId === application.representativeId)) {
      shares.push(representativeShare(application));
    }
    return {
      rateType: memo.rateType,
      unitRate: hundredthsText(memo.unitRate, locale),
      quantity: String(memo.quantity ?? 1),
      shares: shares.length > 0 ? shares : [talentShare(application, '100')],
    };
  }
  return {
    ...suggestedTerms(pay, locale),
    shares: [
      talentShare(application, '100'),
      ...(application.representativeId ? [representativeShare(application)] : []),
    ],
  };
}

function talentShare(application: ApplicationRecord, percent: string): ShareForm {
  return { profileType: 'talent', profileId: application.talentId, name: application.talentName, percent };
}

function representativeShare(application: ApplicationRecord): ShareForm {
  return {
    profileType: 'representative',
    profileId: application.representativeId ?? '',
    name: application.representativeName ?? application.representativeId ?? '',
    percent: '',
  };
}

interface DealMemoDialogProps {
  application: ApplicationRecord;
  jobTitle: string;
  pay: JobPay | undefined;
  /** accept: PATCH /api/application/status/accept/{id} with the memo; edit: PATCH /api/application/{id}. */
  mode: 'accept' | 'edit';
  open: boolean;
  onClose: () => void;
  onDone: (application: ApplicationRecord) => void;
}

/**
 * The deal memo dialog (spec sections 2 and 3): rate type, unit rate and quantity with the total
 * computed live in the member's locale; the split between the talent and its representatives in
 * percent with what is left to give shown live; refused on its field unless every field holds and the
 * split is exactly 100 % (the service's own refusals are put on the field they name too).
 */
export function DealMemoDialog({ application, jobTitle, pay, mode, open, onClose, onDone }: DealMemoDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const titleId = useId();
  const splitId = useId();
  const [form, setForm] = useState<DealMemoForm>(() => initialForm(application, pay, locale));
  const [errors, setErrors] = useState<DealMemoErrors>({});
  const [serverMessages, setServerMessages] = useState<Partial<Record<DealMemoField, string>>>({});
  const [sending, setSending] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      setForm(initialForm(application, pay, locale));
      setErrors({});
      setServerMessages({});
    }
    // A fresh form each time the dialog opens, for the application it opens on.
  }, [open, application.id]);

  const total = totalCents(form);
  const remainder = remainderBps(form.shares);
  const bps = sharesBps(form.shares);
  const amounts =
    total !== undefined && remainder === 0
      ? splitAmounts(
          total,
          form.shares.map((share, index) => ({ profileType: share.profileType, shareBps: bps[index] ?? 0 })),
        )
      : undefined;

  const text = (error: FieldError | undefined): string | undefined => {
    if (!error) {
      return undefined;
    }
    const args: Record<string, unknown> = { ...error.args };
    if (error.key === 'unitRateMin') {
      args.min = formatMoney(1, locale);
    } else if (error.key === 'unitRateMax') {
      args.max = formatMoney(UNIT_RATE_MAX_CENTS, locale);
    } else if (error.key === 'splitNotWhole') {
      args.sum = formatBps(Number(error.args?.sum ?? 0), locale);
    }
    return translate(`${T}.errors.${error.key}`, args);
  };
  const shown = (field: DealMemoField) => serverMessages[field] ?? text(errors[field]);

  const update = (change: Partial<DealMemoForm>, fields: DealMemoField[]) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      fields.forEach((field) => delete next[field]);
      return next;
    });
    setServerMessages((current) => {
      const next = { ...current };
      fields.forEach((field) => delete next[field]);
      return next;
    });
  };

  const setShare = (index: number, percent: string) =>
    update({ shares: form.shares.map((share, at) => (at === index ? { ...share, percent } : share)) }, [
      `share.${index}`,
      'split',
    ]);

  /** After a refusal: focus the first field in error, else bring the split's error into view. */
  const revealFirstError = () =>
    requestAnimationFrame(() => {
      const content = contentRef.current;
      const field = content?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
      if (field) {
        field.focus();
        field.scrollIntoView({ block: 'center' });
        return;
      }
      content?.querySelector('[data-testid="deal-memo-split-error"]')?.scrollIntoView({ block: 'center' });
    });

  const submit = async () => {
    const checked = validateDealMemo(form);
    setErrors(checked.errors);
    setServerMessages({});
    if (!checked.body) {
      revealFirstError();
      return;
    }
    setSending(true);
    try {
      const updated =
        mode === 'accept'
          ? await applicationsApi.accept(application.id, checked.body)
          : await applicationsApi.update(application.id, { dealMemo: checked.body });
      notify(mode === 'accept' ? 'resources.prospect.done.accept' : 'resources.prospect.done.dealMemo', {
        type: 'success',
        messageArgs: { name: application.talentName },
      });
      onDone(updated);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : translate('errors.error');
      const placed = failure instanceof ApiError ? refusalField(failure.apiBody) : undefined;
      if (placed) {
        setServerMessages({ [placed.field]: placed.error ? text(placed.error) : message });
        revealFirstError();
      }
      notify(placed?.error ? (text(placed.error) ?? message) : message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const quantityLabel = translate(form.rateType ? `${T}.quantities.${form.rateType}` : `${T}.quantity`, {
    _: translate(`${T}.quantity`),
  });
  const splitError = shown('split');

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate(`${T}.title`, { name: application.talentName })}</DialogTitle>
      {sending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      <DialogContent dividers data-testid="deal-memo-dialog" ref={contentRef}>
        <Stack spacing={2}>
          <Typography>
            {translate(mode === 'accept' ? `${T}.intro` : `${T}.introEdit`, {
              name: application.talentName,
              job: jobTitle,
            })}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField
              select
              label={translate(`${T}.rateType`)}
              value={form.rateType}
              onChange={(event) =>
                update(
                  {
                    rateType: event.target.value,
                    quantity: event.target.value === 'fixed' ? '1' : form.rateType === 'fixed' ? '' : form.quantity,
                  },
                  ['rateType', 'quantity'],
                )
              }
              required
              error={Boolean(shown('rateType'))}
              helperText={shown('rateType')}
              fullWidth
            >
              {RATE_TYPES.map((rateType) => (
                <MenuItem key={rateType} value={rateType}>
                  {translate(`resources.application.rateTypes.${rateType}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(`${T}.unitRate`)}
              value={form.unitRate}
              onChange={(event) => update({ unitRate: event.target.value }, ['unitRate'])}
              required
              error={Boolean(shown('unitRate'))}
              helperText={shown('unitRate') ?? translate(`${T}.unitRateHelp`)}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
              fullWidth
            />
            <TextField
              label={quantityLabel}
              value={form.rateType === 'fixed' ? '1' : form.quantity}
              onChange={(event) => update({ quantity: event.target.value }, ['quantity'])}
              required
              disabled={form.rateType === 'fixed'}
              error={Boolean(shown('quantity'))}
              helperText={shown('quantity')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              data-testid="deal-memo-quantity"
              fullWidth
            />
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: 'action.hover', alignItems: 'baseline', flexWrap: 'wrap' }}
            aria-live="polite"
            data-testid="deal-memo-total"
          >
            <Typography color="text.secondary">{translate(`${T}.total`)}</Typography>
            <Typography variant="h5" component="p">
              {total !== undefined ? formatMoney(total, locale) : '—'}
            </Typography>
            {total === undefined && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.totalPending`)}
              </Typography>
            )}
          </Stack>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={`${splitId}-help`}>
            <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
              {translate(`${T}.split`)}
            </Typography>
            <Typography id={`${splitId}-help`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate(`${T}.splitHelp`)}
            </Typography>
            <Stack spacing={1}>
              {form.shares.map((share, index) => {
                const inputId = `${splitId}-share-${index}`;
                const parsed = parseBps(share.percent);
                return (
                  <Stack
                    key={share.profileId}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { sm: 'center' } }}
                    data-testid={`deal-memo-share-${share.profileType}`}
                  >
                    <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
                      <Typography id={`${inputId}-name`} sx={{ fontWeight: 600 }} noWrap>
                        {share.name}
                      </Typography>
                      <Chip size="small" variant="outlined" label={translate(`${T}.roles.${share.profileType}`)} />
                    </Stack>
                    <TextField
                      id={inputId}
                      label={translate(`${T}.share`)}
                      value={share.percent}
                      onChange={(event) => setShare(index, event.target.value)}
                      required={share.profileType === 'talent'}
                      error={Boolean(shown(`share.${index}`))}
                      helperText={shown(`share.${index}`)}
                      size="small"
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          autoComplete: 'off',
                          'aria-labelledby': `${inputId}-name ${inputId}-label`,
                        },
                        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                      }}
                      sx={{ width: { sm: 160 } }}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 200 } }}>
                      {amounts && 'value' in parsed && parsed.value > 0
                        ? translate(`${T}.amount`, { amount: formatMoney(amounts[index] ?? 0, locale) })
                        : ''}
                    </Typography>
                  </Stack>
                );
              })}
            </Stack>
            <Typography
              aria-live="polite"
              sx={{ mt: 1.5, fontWeight: 600, color: remainder === 0 ? 'success.main' : 'error.main' }}
              data-testid="deal-memo-remainder"
            >
              {remainder === 0
                ? translate(`${T}.whole`)
                : remainder > 0
                  ? translate(`${T}.remainder`, { remainder: formatBps(remainder, locale) })
                  : translate(`${T}.over`, { over: formatBps(-remainder, locale) })}
            </Typography>
            {splitError && (
              <FormHelperText error sx={{ mx: 0 }} data-testid="deal-memo-split-error" role="alert">
                {splitError}
              </FormHelperText>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending} data-testid="deal-memo-submit">
          {translate(mode === 'accept' ? `${T}.submitAccept` : `${T}.submitSave`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

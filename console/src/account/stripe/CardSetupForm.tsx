import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { billingApi } from './billingApi';
import StripeCardField, { type CardField } from './stripeCardField';

/** Stripe's publishable key (pk_...), from public/config.js at run time; '' when not set. */
export function stripePublishableKey(): string {
  return (typeof window === 'undefined' ? undefined : window.__CALLSHEET_CONFIG__?.stripePublishableKey) ?? '';
}

/** Add a card: a SetupIntent from the gateway, confirmed by Stripe.js, then the payment method put on file. */
export function CardSetupForm({ onSaved }: { onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const publishableKey = stripePublishableKey();
  const [field, setField] = useState<CardField | undefined>();
  const [state, setState] = useState<{ complete: boolean; error?: string }>({ complete: false });
  const [failed, setFailed] = useState(false);
  const [makeDefault, setMakeDefault] = useState(true);
  const [busy, setBusy] = useState(false);
  const onReady = useCallback((ready: CardField | undefined) => setField(() => ready), []);
  const onLoadFailed = useCallback(() => setFailed(true), []);
  if (publishableKey === '') {
    return <Alert severity="info">{translate('resources.account.billing.notConfigured')}</Alert>;
  }
  if (failed) {
    return <Alert severity="error">{translate('resources.account.billing.stripeUnavailable')}</Alert>;
  }
  const save = async () => {
    if (!field) {
      return;
    }
    setBusy(true);
    try {
      const intent = await billingApi.setupIntent();
      const result = await field.confirmSetup(intent.clientSecret);
      if ('error' in result) {
        setState({ complete: false, error: result.error });
        return;
      }
      await billingApi.attach(result.paymentMethod, makeDefault);
      field.clear();
      notify('resources.account.billing.cardSaved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }} data-testid="card-form">
      <Typography variant="subtitle1" component="h3">
        {translate('resources.account.billing.addCard')}
      </Typography>
      <Box
        role="group"
        aria-label={translate('resources.account.billing.cardLabel')}
        sx={{ border: 1, borderColor: state.error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
      >
        <StripeCardField
          publishableKey={publishableKey}
          color={theme.palette.text.primary}
          onChange={setState}
          onReady={onReady}
          onLoadFailed={onLoadFailed}
        />
      </Box>
      {state.error ? <Alert severity="error">{state.error}</Alert> : null}
      <FormControlLabel
        control={<Checkbox checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
        label={translate('resources.account.billing.makeDefault')}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => void save()}
        disabled={busy || !state.complete || !field}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(busy ? 'resources.account.billing.saving' : 'resources.account.billing.saveCard')}
      </Button>
    </Stack>
  );
}

import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { newIdempotencyKey } from '../../dataProvider/httpClient';
import { formatMoney } from '../../i18n/format';
import { connectedAccountApi, type Amount, type Payout, type PayoutQuote } from './connectedAccount';
import { centsOf, payoutAmountProblem, payoutStatusKey } from './payoutRules';
import { useCanManagePayments } from './useConnectedAccount';

function Amounts({ label, list, testId }: { label: string; list: Amount[]; testId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {list.length === 0
          ? translate('resources.account.balance.none')
          : list.map((entry) => formatMoney(entry.amount, locale, entry.currency.toUpperCase())).join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * The balance (available, pending, instant) and an instant payout: the amount checked against the
 * instant balance, the fee quoted by the payments service, then confirmed; the payout made is shown
 * until the next one. destinations: the external accounts' masked names by id (the quote names one).
 */
export function BalancePanel({ destinations = {} }: { destinations?: Record<string, string> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const client = useQueryClient();
  const canManage = useCanManagePayments();
  const balance = useQuery({ queryKey: ['account', 'balance'], queryFn: connectedAccountApi.balance });
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [quote, setQuote] = useState<PayoutQuote | undefined>();
  const [busy, setBusy] = useState(false);
  const [payoutKey, setPayoutKey] = useState('');
  const [paid, setPaid] = useState<Payout | undefined>();
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency.toUpperCase());
  const statusOf = (status: string) => {
    const key = payoutStatusKey(status);
    return key ? translate(key) : status;
  };
  const destinationOf = (id: string) => destinations[id] ?? id;
  const askQuote = async () => {
    const wrong = payoutAmountProblem(amount, balance.data?.instant_available, 'usd');
    if (wrong) {
      setProblem(
        wrong.key === 'overAvailable'
          ? translate('resources.account.balance.overAvailable', { available: money(wrong.available, 'usd') })
          : translate('resources.account.balance.amountInvalid'),
      );
      return;
    }
    const cents = centsOf(amount) ?? 0;
    setProblem(undefined);
    setBusy(true);
    try {
      setQuote(await connectedAccountApi.quote(cents, 'usd'));
      setPayoutKey(newIdempotencyKey());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : translate('errors.error'));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!quote) {
      return;
    }
    setBusy(true);
    try {
      const payout = await connectedAccountApi.payout(quote.amount, quote.currency, payoutKey);
      notify('resources.account.balance.paidOut', {
        type: 'success',
        messageArgs: { amount: money(payout.net, payout.currency), status: statusOf(payout.status) },
      });
      setPaid(payout);
      setQuote(undefined);
      setAmount('');
      await client.invalidateQueries({ queryKey: ['account', 'balance'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="balance-title" data-testid="balance-panel">
      <Typography variant="h6" component="h2" id="balance-title">
        {translate('resources.account.balance.title')}
      </Typography>
      {balance.isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {balance.error ? (
        <Alert severity="error">
          {translate('resources.account.balance.loadFailed', { error: balance.error.message })}
        </Alert>
      ) : null}
      {balance.data ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Amounts
            label={translate('resources.account.balance.available')}
            list={balance.data.available}
            testId="balance-available"
          />
          <Amounts
            label={translate('resources.account.balance.pending')}
            list={balance.data.pending}
            testId="balance-pending"
          />
          <Amounts
            label={translate('resources.account.balance.instantAvailable')}
            list={balance.data.instant_available}
            testId="balance-instant"
          />
        </Stack>
      ) : null}
      {canManage ? (
        <Stack sx={{ alignItems: 'flex-start' }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={translate('resources.account.balance.amount')}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblem(undefined);
            }}
            error={problem !== undefined}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            size="small"
            sx={{ width: { xs: '100%', sm: 280 } }}
          />
          <Button
            variant="outlined"
            onClick={() => void askQuote()}
            disabled={busy}
            startIcon={busy && !quote ? <CircularProgress size={16} /> : undefined}
            sx={{ whiteSpace: 'nowrap', mt: { sm: 0.25 } }}
          >
            {translate('resources.account.balance.quote')}
          </Button>
        </Stack>
      ) : null}
      {paid ? (
        <Alert severity="success" data-testid="payout-result" onClose={() => setPaid(undefined)}>
          <AlertTitle>{translate('resources.account.balance.resultTitle')}</AlertTitle>
          {translate('resources.account.balance.result', {
            net: money(paid.net, paid.currency),
            destination: destinationOf(paid.destination),
            amount: money(paid.amount, paid.currency),
            fee: money(paid.fee, paid.currency),
          })}
          <br />
          {translate('resources.account.balance.resultStatus', { status: statusOf(paid.status) })}
        </Alert>
      ) : null}
      <Dialog
        open={quote !== undefined}
        onClose={() => (busy ? undefined : setQuote(undefined))}
        aria-labelledby="payout-quote-title"
      >
        <DialogTitle id="payout-quote-title">{translate('resources.account.balance.quoteTitle')}</DialogTitle>
        {quote ? (
          <DialogContent>
            <Box
              component="dl"
              data-testid="payout-quote"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
            >
              <dt>{translate('resources.account.balance.quoteAmount')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {money(quote.amount, quote.currency)}
              </Box>
              <dt>{translate('resources.account.balance.quoteFee')}</dt>
              <Box component="dd" sx={{ m: 0 }}>
                {money(quote.fee, quote.currency)}
              </Box>
              <dt>{translate('resources.account.balance.quoteNet')}</dt>
              <Box component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
                {money(quote.net, quote.currency)}
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.account.balance.quoteDestination', {
                destination: destinationOf(quote.destination),
              })}
            </Typography>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={() => setQuote(undefined)} disabled={busy}>
            {translate('resources.account.balance.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {translate('resources.account.balance.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

import {
  Alert,
  Button,
  Card,
  Chip,
  CircularProgress,
  Divider,
  List,
  MenuItem,
  TextField,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BooleanInput, Form, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { fieldErrors } from '../../components/serverErrors';
import { requiredField } from '../../components/validators';
import { AccountChecklist } from './AccountChecklist';
import type { ChecklistTab } from './accountChecklist';
import {
  accountNumberProblem,
  bankAccountBody,
  bankAccountTokenData,
  type BankAccountValues,
  confirmationProblem,
  routingNumberProblem,
  stripeErrorField,
} from './bankAccountRules';
import { BalancePanel } from './BalancePanel';
import { trustAccountApi, type TalentSummary, type TrustAccount } from './billingApi';
import { stripePublishableKey } from './CardSetupForm';
import { connectedAccountApi, type ExternalBankAccount } from './connectedAccount';
import { createBankAccountToken } from './stripeBankToken';
import { stripeFor } from './stripeJs';
import { CursorButtons, ListStates, useStripePages } from './StripeListParts';
import { useCanManagePayments, useConnectedAccount, useRefreshAccount } from './useConnectedAccount';

interface BankForm extends BankAccountValues {
  account_number_confirmation?: string;
  /** The minor talent profiles whose trust account this is. */
  trust?: Record<string, boolean>;
}

const BANK_FIELDS = ['account_holder_name', 'account_holder_type', 'routing_number', 'account_number'];

/** The server names external_account.routing_number: the form's field is routing_number. */
function bankFieldErrors(error: unknown): Record<string, string> | undefined {
  const named = (error as { apiBody?: { args?: string[] } }).apiBody?.args;
  if (named?.[0]?.startsWith('external_account.')) {
    named[0] = named[0].slice('external_account.'.length);
  }
  return fieldErrors(error, BANK_FIELDS);
}

const talentName = (talent: TalentSummary) => `${talent.firstName ?? ''} ${talent.lastName ?? ''}`.trim() || talent.id;

/**
 * Add a bank account: the numbers checked here (ABA checksum, typed twice), then turned into a token by
 * Stripe.js (stripeBankToken.ts), and only the token sent to our API.
 */
function BankAccountEditor({ minors, onDone }: { minors: TalentSummary[]; onDone: (saved: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const publishableKey = stripePublishableKey();
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Stripe.js starts loading as the form opens, so that saving does not wait for it.
    if (publishableKey !== '') {
      void stripeFor(publishableKey).then((stripe) => setUnavailable(stripe === null));
    }
  }, [publishableKey]);
  if (publishableKey === '') {
    return <Alert severity="info">{translate('resources.account.external.notConfigured')}</Alert>;
  }
  const submit = async (values: Partial<BankForm>) => {
    setBusy(true);
    try {
      return await save(values);
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: Partial<BankForm>) => {
    const tokenized = await createBankAccountToken(publishableKey, bankAccountTokenData(values));
    if ('unavailable' in tokenized) {
      setUnavailable(true);
      return undefined;
    }
    if ('error' in tokenized) {
      const field = stripeErrorField(tokenized.param);
      if (field) {
        return { [field]: tokenized.error };
      }
      notify(tokenized.error, { type: 'error' });
      return undefined;
    }
    let created: ExternalBankAccount;
    try {
      created = await connectedAccountApi.addExternalAccount(bankAccountBody(tokenized.token, values));
    } catch (failure) {
      const errors = bankFieldErrors(failure);
      if (errors) {
        return errors;
      }
      notify(failure instanceof Error ? failure.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('resources.account.external.saved', { type: 'success' });
    for (const talent of minors.filter((minor) => values.trust?.[minor.id])) {
      try {
        await trustAccountApi.mark(talent.id, created.id);
        notify('resources.account.external.trustMarked', {
          type: 'success',
          messageArgs: { name: talentName(talent) },
        });
      } catch (failure) {
        notify(failure instanceof Error ? failure.message : 'errors.error', { type: 'error' });
      }
    }
    onDone(true);
    return undefined;
  };
  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="bank-account-editor">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('resources.account.external.add')}
      </Typography>
      <Form noValidate record={{ account_holder_type: 'individual', default_for_currency: true }} onSubmit={submit}>
        <Stack sx={{ maxWidth: 520 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.account.external.secureNote')}
          </Typography>
          {unavailable ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate('resources.account.external.stripeUnavailable')}
            </Alert>
          ) : null}
          <TextInput
            source="account_holder_name"
            label="resources.account.external.holderName"
            validate={requiredField}
          />
          <SelectInput
            source="account_holder_type"
            label="resources.account.external.holderType"
            choices={[
              { id: 'individual', name: 'resources.account.external.individual' },
              { id: 'company', name: 'resources.account.external.company' },
            ]}
            validate={requiredField}
          />
          <TextInput
            source="routing_number"
            label="resources.account.external.routingNumber"
            helperText="resources.account.external.routingHelp"
            validate={(value: unknown) => routingNumberProblem(typeof value === 'string' ? value : undefined)}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            source="account_number"
            label="resources.account.external.accountNumber"
            validate={(value: unknown) => accountNumberProblem(typeof value === 'string' ? value : undefined)}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            source="account_number_confirmation"
            label="resources.account.external.accountConfirm"
            validate={(value: unknown, values?: Record<string, unknown>) =>
              confirmationProblem(
                typeof value === 'string' ? value : undefined,
                typeof values?.account_number === 'string' ? values.account_number : undefined,
              )
            }
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <BooleanInput source="default_for_currency" label="resources.account.external.makeDefault" />
          {minors.map((talent) => (
            <BooleanInput
              key={talent.id}
              source={`trust.${talent.id}`}
              label={translate('resources.account.external.trustFor', { name: talentName(talent) })}
              helperText="resources.account.external.trustHelp"
            />
          ))}
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate(busy ? 'resources.account.external.saving' : 'ra.action.save')}
            </Button>
            <Button onClick={() => onDone(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}

/** Each minor's trust account: the bank account marked for them (PUT /api/talent/{id}/trust-account). */
function TrustAccounts({
  minors,
  banks,
  onMark,
}: {
  minors: Array<{ talent: TalentSummary; trust: TrustAccount | null }>;
  banks: ExternalBankAccount[];
  onMark: (talent: TalentSummary, externalAccountId: string) => void;
}) {
  const translate = useTranslate();
  const bankAccounts = banks.filter((bank) => bank.object === 'bank_account');
  return (
    <Stack spacing={2} component="section" aria-labelledby="trust-accounts-title" data-testid="trust-accounts">
      <Typography variant="h6" component="h2" id="trust-accounts-title">
        {translate('resources.account.external.trustTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.account.external.trustHelp2')}
      </Typography>
      {minors.map(({ talent, trust }) => (
        <Stack key={talent.id} spacing={1} data-testid="trust-account">
          <Typography>
            {trust
              ? translate('resources.account.external.trustCurrent', {
                  name: talentName(talent),
                  bank: trust.bankName ?? '',
                  last4: trust.last4 ?? '',
                })
              : translate('resources.account.external.trustNone', { name: talentName(talent) })}
          </Typography>
          {bankAccounts.length > 0 ? (
            <TextField
              select
              size="small"
              sx={{ maxWidth: 420 }}
              label={translate('resources.account.external.trustChoose', { name: talentName(talent) })}
              value={bankAccounts.some((bank) => bank.id === trust?.externalAccountId) ? trust?.externalAccountId : ''}
              onChange={(event) => onMark(talent, event.target.value)}
            >
              {bankAccounts.map((bank) => (
                <MenuItem key={bank.id} value={bank.id}>
                  {translate('resources.account.external.masked', {
                    bank: bank.bank_name ?? bank.account_holder_name ?? '',
                    last4: bank.last4 ?? '',
                  })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

/** External Account: where payouts go (bank accounts, instant eligibility, a minor's trust account), and the balance. */
export function ExternalAccountTab({ onOpenTab }: { onOpenTab: (tab: ChecklistTab) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const canManage = useCanManagePayments();
  const refresh = useRefreshAccount();
  const client = useQueryClient();
  const { data: account } = useConnectedAccount();
  const pages = useStripePages(['account', 'external'], connectedAccountApi.externalAccounts);
  const accounts = pages.query;
  const minors = useQuery({
    queryKey: ['account', 'minors'],
    queryFn: async () => {
      const talents = await trustAccountApi.minors();
      return Promise.all(talents.map(async (talent) => ({ talent, trust: await trustAccountApi.get(talent.id) })));
    },
    enabled: canManage,
  });
  const [adding, setAdding] = useState(false);
  const reload = async () => {
    await client.invalidateQueries({ queryKey: ['account', 'external'] });
    await client.invalidateQueries({ queryKey: ['account', 'minors'] });
    await refresh();
  };
  const act = async (work: () => Promise<unknown>, done: string, messageArgs?: Record<string, string>) => {
    try {
      await work();
      notify(done, { type: 'success', messageArgs });
      await reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const { list } = pages;
  const minorList = minors.data ?? [];
  const destinations = Object.fromEntries(
    list.map((bank) => [
      bank.id,
      translate('resources.account.external.masked', {
        bank: bank.bank_name ?? bank.brand ?? bank.account_holder_name ?? '',
        last4: bank.last4 ?? '',
      }),
    ]),
  );
  return (
    <Stack spacing={3} data-testid="external-account-tab">
      {account ? <AccountChecklist account={account} onOpenTab={onOpenTab} only="external" /> : null}
      <Divider />
      <Typography variant="h6" component="h2">
        {translate('resources.account.external.title')}
      </Typography>
      {!canManage ? <Alert severity="info">{translate('resources.account.readOnly')}</Alert> : null}
      <ListStates query={accounts} empty="resources.account.external.empty" emptyTestId="external-empty" />
      {list.length > 0 ? (
        <List aria-label={translate('resources.account.external.title')} data-testid="external-accounts">
          {list.map((bank) => {
            const instant = (bank.available_payout_methods ?? []).includes('instant');
            const trustOf = minorList.filter((entry) => entry.trust?.externalAccountId === bank.id);
            return (
              <ListItem
                key={bank.id}
                divider
                data-testid="external-account"
                sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
              >
                <ListItemText
                  sx={{ flex: '1 1 16rem' }}
                  primary={translate('resources.account.external.masked', {
                    bank: bank.bank_name ?? bank.brand ?? bank.account_holder_name ?? '',
                    last4: bank.last4 ?? '',
                  })}
                  secondary={[
                    bank.routing_number
                      ? translate('resources.account.external.routing', { routing: bank.routing_number })
                      : '',
                    bank.status
                      ? translate('resources.account.external.status', {
                          status: translate(`resources.account.external.statuses.${bank.status}`, { _: bank.status }),
                        })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
                  {bank.default_for_currency ? (
                    <Chip size="small" color="primary" label={translate('resources.account.external.defaultLabel')} />
                  ) : null}
                  <Chip
                    size="small"
                    variant="outlined"
                    color={instant ? 'success' : 'default'}
                    label={translate(`resources.account.external.${instant ? 'instant' : 'standardOnly'}`)}
                  />
                  {trustOf.map(({ talent }) => (
                    <Chip
                      key={talent.id}
                      size="small"
                      color="secondary"
                      data-testid="trust-chip"
                      label={translate('resources.account.external.trustMark', { name: talentName(talent) })}
                    />
                  ))}
                </Stack>
                {canManage ? (
                  <Stack direction="row" spacing={1}>
                    {bank.default_for_currency ? null : (
                      <Button
                        size="small"
                        onClick={() =>
                          void act(
                            () => connectedAccountApi.makeDefaultExternal(bank.id),
                            'resources.account.external.saved',
                          )
                        }
                      >
                        {translate('resources.account.external.setDefault')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        void act(
                          () => connectedAccountApi.deleteExternalAccount(bank.id),
                          'resources.account.external.removed',
                        )
                      }
                    >
                      {translate('resources.account.external.remove')}
                    </Button>
                  </Stack>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      ) : null}
      <CursorButtons pages={pages} more="ra.navigation.next" />
      {canManage && !adding ? (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          {translate('resources.account.external.add')}
        </Button>
      ) : null}
      {canManage && adding ? (
        <BankAccountEditor
          minors={minorList.map((entry) => entry.talent)}
          onDone={(saved) => {
            setAdding(false);
            if (saved) {
              void reload();
            }
          }}
        />
      ) : null}
      {canManage && minorList.length > 0 ? (
        <>
          <Divider />
          <TrustAccounts
            minors={minorList}
            banks={list}
            onMark={(talent, externalAccountId) =>
              void act(
                () => trustAccountApi.mark(talent.id, externalAccountId),
                'resources.account.external.trustMarked',
                {
                  name: talentName(talent),
                },
              )
            }
          />
        </>
      ) : null}
      <Divider />
      <BalancePanel destinations={destinations} />
    </Stack>
  );
}

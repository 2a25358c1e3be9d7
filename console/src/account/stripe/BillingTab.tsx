import { Alert, Button, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { fieldErrors } from '../../components/serverErrors';
import { validEmail } from '../../components/validators';
import { billingApi, type PaymentMethod } from './billingApi';
import { CardSetupForm } from './CardSetupForm';
import { CursorButtons, ListStates, useStripePages } from './StripeListParts';
import { useCanManagePayments } from './useConnectedAccount';

/** Stripe's brand ids (visa, mastercard, amex) as names; a bank's name as it is. */
export function brandName(label: string): string {
  const brands: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return brands[label] ?? (label === label.toLowerCase() ? label.charAt(0).toUpperCase() + label.slice(1) : label);
}

/** Billing: the account as a payer; payment methods through Stripe Elements and a SetupIntent. */
export function BillingTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const canManage = useCanManagePayments();
  const billing = useQuery({ queryKey: ['account', 'billing'], queryFn: billingApi.get });
  const pages = useStripePages(['account', 'paymentMethods'], billingApi.methods);
  const methods = pages.query;
  const reload = async () => {
    await client.invalidateQueries({ queryKey: ['account', 'paymentMethods'] });
    await client.invalidateQueries({ queryKey: ['account', 'billing'] });
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      await reload();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const saveDetails = async (values: { email?: string; name?: string }) => {
    try {
      await billingApi.update({ email: values.email?.trim() || undefined, name: values.name?.trim() || undefined });
    } catch (failure) {
      const errors = fieldErrors(failure, ['email', 'name']);
      if (errors) {
        return errors;
      }
      notify(failure instanceof Error ? failure.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('resources.account.billing.saved', { type: 'success' });
    await reload();
    return undefined;
  };
  const { list } = pages;
  const line = (method: PaymentMethod) =>
    translate('resources.account.billing.cardLine', {
      label: brandName(method.label ?? method.type),
      last4: method.last4 ?? '',
    });
  return (
    <Stack spacing={3} data-testid="billing-tab">
      {!canManage ? <Alert severity="info">{translate('resources.account.readOnly')}</Alert> : null}
      <Typography variant="h6" component="h2">
        {translate('resources.account.billing.title')}
      </Typography>
      <ListStates query={methods} empty="resources.account.billing.empty" emptyTestId="payment-methods-empty" />
      {list.length > 0 ? (
        <List aria-label={translate('resources.account.billing.title')} data-testid="payment-methods">
          {list.map((method) => (
            <ListItem
              key={method.id}
              divider
              data-testid="payment-method"
              secondaryAction={
                canManage ? (
                  <Stack direction="row" spacing={1}>
                    {method.isDefault ? null : (
                      <Button
                        size="small"
                        onClick={() =>
                          void act(() => billingApi.setDefault(method.id), 'resources.account.billing.defaultSet')
                        }
                      >
                        {translate('resources.account.billing.setDefault')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void act(() => billingApi.detach(method.id), 'resources.account.billing.removed')}
                    >
                      {translate('resources.account.billing.remove')}
                    </Button>
                  </Stack>
                ) : undefined
              }
              sx={{ pr: 28 }}
            >
              <ListItemText
                primary={line(method)}
                secondary={
                  method.expMonth && method.expYear
                    ? translate('resources.account.billing.expires', {
                        month: String(method.expMonth).padStart(2, '0'),
                        year: method.expYear,
                      })
                    : undefined
                }
              />
              {method.isDefault ? (
                <Chip size="small" color="primary" label={translate('resources.account.billing.defaultLabel')} />
              ) : null}
            </ListItem>
          ))}
        </List>
      ) : null}
      <CursorButtons pages={pages} more="resources.account.billing.more" />
      {canManage ? <CardSetupForm onSaved={() => void reload()} /> : null}
      <Divider />
      <Typography variant="h6" component="h2">
        {translate('resources.account.billing.details')}
      </Typography>
      {billing.data ? (
        <Form
          noValidate
          record={{ email: billing.data.email ?? '', name: billing.data.name ?? '' }}
          onSubmit={saveDetails}
          key={`${billing.data.email ?? ''}|${billing.data.name ?? ''}`}
        >
          <Stack sx={{ maxWidth: 520 }}>
            <TextInput
              source="email"
              label="resources.account.billing.email"
              validate={validEmail}
              type="email"
              disabled={!canManage}
            />
            <TextInput source="name" label="resources.account.billing.name" disabled={!canManage} />
            {canManage ? (
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
                {translate('ra.action.save')}
              </Button>
            ) : null}
          </Stack>
        </Form>
      ) : null}
      {billing.error ? <Alert severity="error">{billing.error.message}</Alert> : null}
    </Stack>
  );
}

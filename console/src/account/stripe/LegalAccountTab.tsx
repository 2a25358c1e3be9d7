import { Alert, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { BooleanInput, DateInput, Form, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { fieldErrors } from '../../components/serverErrors';
import { formatLongDate } from '../../i18n/format';
import { AccountChecklist } from './AccountChecklist';
import type { ChecklistTab } from './accountChecklist';
import { connectedAccountApi, type ConnectedAccount } from './connectedAccount';
import {
  einProblem,
  given,
  mccProblem,
  normalizedPhone,
  phoneProblem,
  stateProblem,
  stripeAddress,
  urlProblem,
  zipProblem,
  type AddressInput,
} from './legalRules';
import { dobOf, dobProblem, dobText, ssnLast4Problem } from './personRules';
import { useCanManagePayments, useConnectedAccount, useRefreshAccount } from './useConnectedAccount';

interface LegalForm {
  business_profile: { mcc?: string; url?: string; product_description?: string };
  company: { name?: string; tax_id?: string; phone?: string; address?: AddressInput };
  individual: {
    first_name?: string;
    last_name?: string;
    dob?: string;
    ssn_last_4?: string;
    phone?: string;
    email?: string;
    address?: AddressInput;
  };
  tos?: boolean;
}

/** Spec section 3's business types: a company or non-profit has a company; an individual or a guardian is one. */
export function isCompany(account: Pick<ConnectedAccount, 'business_type'>): boolean {
  return account.business_type === 'company' || account.business_type === 'non_profit';
}

const address = (value: ConnectedAccount['individual'] | ConnectedAccount['company']): AddressInput => ({
  line1: value?.address?.line1 ?? '',
  line2: value?.address?.line2 ?? '',
  city: value?.address?.city ?? '',
  state: value?.address?.state ?? '',
  postal_code: value?.address?.postal_code ?? '',
});

function formOf(account: ConnectedAccount): LegalForm {
  return {
    business_profile: {
      mcc: account.business_profile?.mcc ?? '',
      url: account.business_profile?.url ?? '',
      product_description: account.business_profile?.product_description ?? '',
    },
    company: {
      name: account.company?.name ?? '',
      phone: account.company?.phone ?? '',
      tax_id: '',
      address: address(account.company),
    },
    individual: {
      first_name: account.individual?.first_name ?? '',
      last_name: account.individual?.last_name ?? '',
      dob: dobText(account.individual?.dob),
      ssn_last_4: '',
      phone: account.individual?.phone ?? '',
      email: account.individual?.email ?? '',
      address: address(account.individual),
    },
    tos: Boolean(account.tos_acceptance?.date),
  };
}

/** The PATCH /api/account body: only what was given, in Stripe's names; the numbers only when typed. */
export function legalBody(values: LegalForm, company: boolean, tosAccepted: boolean): Record<string, unknown> {
  const profile = given({
    mcc: values.business_profile.mcc?.trim(),
    url: values.business_profile.url?.trim(),
    product_description: values.business_profile.product_description?.trim(),
  });
  const body: Record<string, unknown> = {};
  if (Object.keys(profile).length > 0) {
    body.business_profile = profile;
  }
  if (company) {
    const entity = given({
      name: values.company.name?.trim(),
      phone: normalizedPhone(values.company.phone) ?? values.company.phone?.trim(),
      tax_id: values.company.tax_id?.replace(/[\s-]/g, ''),
      address: stripeAddress(values.company.address),
    });
    if (Object.keys(entity).length > 0) {
      body.company = entity;
    }
  } else {
    const person = given({
      first_name: values.individual.first_name?.trim(),
      last_name: values.individual.last_name?.trim(),
      dob: dobOf(values.individual.dob),
      ssn_last_4: values.individual.ssn_last_4?.trim(),
      phone: normalizedPhone(values.individual.phone) ?? values.individual.phone?.trim(),
      email: values.individual.email?.trim(),
      address: stripeAddress(values.individual.address),
    });
    if (Object.keys(person).length > 0) {
      body.individual = person;
    }
  }
  if (values.tos && !tosAccepted) {
    body.tos_shown_and_accepted = true;
  }
  return body;
}

const FIELDS = [
  'business_profile.mcc',
  'business_profile.url',
  'business_profile.product_description',
  'company.name',
  'company.tax_id',
  'company.phone',
  'company.address.line1',
  'company.address.city',
  'company.address.state',
  'company.address.postal_code',
  'individual.first_name',
  'individual.last_name',
  'individual.dob',
  'individual.ssn_last_4',
  'individual.id_number',
  'individual.phone',
  'individual.email',
  'individual.address.line1',
  'individual.address.city',
  'individual.address.state',
  'individual.address.postal_code',
];

function AddressInputs({ prefix, disabled }: { prefix: string; disabled: boolean }) {
  return (
    <>
      <TextInput
        source={`${prefix}.line1`}
        label="resources.account.legal.line1"
        disabled={disabled}
        autoComplete="address-line1"
      />
      <TextInput
        source={`${prefix}.line2`}
        label="resources.account.legal.line2"
        disabled={disabled}
        autoComplete="address-line2"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source={`${prefix}.city`}
          label="resources.account.legal.city"
          disabled={disabled}
          autoComplete="address-level2"
        />
        <TextInput
          source={`${prefix}.state`}
          label="resources.account.legal.state"
          validate={stateProblem}
          disabled={disabled}
          autoComplete="address-level1"
        />
        <TextInput
          source={`${prefix}.postal_code`}
          label="resources.account.legal.postalCode"
          validate={zipProblem}
          disabled={disabled}
          autoComplete="postal-code"
        />
      </Stack>
    </>
  );
}

const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** Legal account: the business profile, the legal entity, the terms, and the checklist of what Stripe needs. */
export function LegalAccountTab({ onOpenTab }: { onOpenTab: (tab: ChecklistTab) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const canManage = useCanManagePayments();
  const refresh = useRefreshAccount();
  const { data: account, error, isPending } = useConnectedAccount();
  if (isPending) {
    return <CircularProgress aria-label={translate('ra.page.loading')} />;
  }
  if (!account) {
    return (
      <Alert severity="error">
        {translate('resources.account.checklist.loadFailed', { error: error instanceof Error ? error.message : '' })}
      </Alert>
    );
  }
  const company = isCompany(account);
  const express = account.connect_type === 'express';
  const readOnly = !canManage || express;
  const tosDate = account.tos_acceptance?.date;
  const submit = async (values: Partial<LegalForm>) => {
    const body = legalBody(values as LegalForm, company, Boolean(tosDate));
    try {
      await connectedAccountApi.update(body);
    } catch (failure) {
      const errors = fieldErrors(failure, FIELDS);
      if (errors) {
        return errors;
      }
      notify(failure instanceof Error ? failure.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    await refresh();
    notify('resources.account.legal.saved', { type: 'success' });
    return undefined;
  };
  const prefix = company ? 'company' : 'individual';
  return (
    <Stack spacing={3} data-testid="legal-account-tab">
      <AccountChecklist account={account} onOpenTab={onOpenTab} current="legal" />
      <Divider />
      {express ? <Alert severity="info">{translate('resources.account.legal.expressNote')}</Alert> : null}
      {!canManage ? <Alert severity="info">{translate('resources.account.readOnly')}</Alert> : null}
      {/* The account is read again in the background (useConnectedAccount): what the member is typing stays. */}
      <Form noValidate record={formOf(account)} onSubmit={submit} key={account.id} resetOptions={KEEP_TYPED_VALUES}>
        <Stack sx={{ maxWidth: 640 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('resources.account.legal.businessProfile')}
          </Typography>
          <TextInput
            source="business_profile.mcc"
            label="resources.account.legal.mcc"
            helperText="resources.account.legal.mccHelp"
            validate={mccProblem}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput
            source="business_profile.url"
            label="resources.account.legal.url"
            validate={urlProblem}
            disabled={readOnly}
            type="url"
          />
          <TextInput
            source="business_profile.product_description"
            label="resources.account.legal.productDescription"
            disabled={readOnly}
            multiline
          />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate('resources.account.legal.legalEntity')}
          </Typography>
          {company ? (
            <>
              <TextInput source="company.name" label="resources.account.legal.companyName" disabled={readOnly} />
              <TextInput
                source="company.tax_id"
                label="resources.account.legal.taxId"
                helperText={
                  account.company?.tax_id_provided
                    ? 'resources.account.legal.taxIdOnFile'
                    : 'resources.account.legal.taxIdHelp'
                }
                validate={einProblem}
                disabled={readOnly}
                autoComplete="off"
              />
              <TextInput
                source="company.phone"
                label="resources.account.legal.phone"
                validate={phoneProblem}
                disabled={readOnly}
                type="tel"
              />
            </>
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextInput
                  source="individual.first_name"
                  label="resources.account.legal.firstName"
                  disabled={readOnly}
                />
                <TextInput source="individual.last_name" label="resources.account.legal.lastName" disabled={readOnly} />
              </Stack>
              <DateInput
                source="individual.dob"
                label="resources.account.legal.dob"
                validate={(value: unknown) => dobProblem(typeof value === 'string' ? value : undefined, new Date())}
                disabled={readOnly}
              />
              <TextInput
                source="individual.ssn_last_4"
                label="resources.account.legal.ssnLast4"
                helperText={account.individual?.ssn_last_4_provided ? 'resources.account.legal.ssnOnFile' : false}
                validate={(value: unknown) => ssnLast4Problem(typeof value === 'string' ? value : undefined)}
                disabled={readOnly}
                autoComplete="off"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              />
              <TextInput
                source="individual.phone"
                label="resources.account.legal.phone"
                validate={phoneProblem}
                disabled={readOnly}
                type="tel"
              />
              <TextInput
                source="individual.email"
                label="resources.account.legal.email"
                disabled={readOnly}
                type="email"
              />
            </>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
            {translate('resources.account.legal.address')}
          </Typography>
          <AddressInputs prefix={`${prefix}.address`} disabled={readOnly} />
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate('resources.account.legal.terms')}
          </Typography>
          {tosDate ? (
            <Typography data-testid="tos-accepted" sx={{ mb: 2 }}>
              {translate('resources.account.legal.tosAccepted', {
                date: formatLongDate(new Date(tosDate * 1000), locale),
              })}
            </Typography>
          ) : (
            <BooleanInput source="tos" label="resources.account.legal.tosAccept" disabled={readOnly} />
          )}
          {readOnly ? null : (
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {translate('ra.action.save')}
            </Button>
          )}
        </Stack>
      </Form>
    </Stack>
  );
}

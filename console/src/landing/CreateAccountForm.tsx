import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  BooleanInput,
  DateInput,
  Form,
  FormDataConsumer,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { fieldErrors } from '../components/serverErrors';
import { maxLength, requiredField } from '../components/validators';
import {
  ACCOUNT_TYPES,
  ageInYears,
  BUSINESS_TYPES,
  MINIMUM_ADULT_AGE,
  type BusinessType,
} from '../config/accountKinds';
import { usePublicConfig } from '../config/PublicConfigContext';
import { intlLocale } from '../i18n/locales';

interface AccountFormValues {
  businessType: BusinessType;
  accountType: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  dob?: string;
  minor?: boolean;
  country: string;
  tos?: boolean;
}

const FIELDS = [
  'businessType',
  'accountType',
  'companyName',
  'firstName',
  'lastName',
  'dob',
  'minor',
  'country',
  'tos',
];

/** Individuals and the guardian of a minor must be 18 or older (spec sections 5 and 9). */
const adultBirthDate = (value: unknown, values?: Record<string, unknown>) => {
  if (typeof value !== 'string' || value === '') {
    return undefined;
  }
  if (new Date(`${value}T00:00:00`).getTime() > Date.now()) {
    return 'app.validation.pastDate';
  }
  const personal = values?.businessType === 'individual' || values?.businessType === 'parent';
  return personal && ageInYears(value) < MINIMUM_ADULT_AGE ? 'app.validation.mustBeAdult' : undefined;
};

/** Minors are registered only by a parent or guardian (spec section 5). */
const minorNeedsParent = (value: unknown, values?: Record<string, unknown>) =>
  value === true && values?.businessType !== 'parent' ? 'app.validation.minorNeedsParent' : undefined;

/** The creation payload of POST /api/account (services/gateway/src/account/account.requests.ts). */
export function accountPayload(values: AccountFormValues): Record<string, unknown> {
  const personal = values.businessType === 'individual' || values.businessType === 'parent';
  return {
    business_type: values.businessType,
    account_type: values.accountType,
    country: values.country,
    tos_shown_and_accepted: values.tos === true,
    minor: values.businessType === 'parent' && values.minor === true,
    ...(personal
      ? {
          individual: {
            first_name: values.firstName?.trim() ?? '',
            last_name: values.lastName?.trim() ?? '',
            dob: values.dob ?? '',
          },
        }
      : {
          company: { name: values.companyName?.trim() ?? '' },
          business_profile: { name: values.companyName?.trim() ?? '' },
        }),
  };
}

/**
 * "Create first account" and "create account": every business type (individual 18+, parent or
 * guardian of a minor, company, non-profit), the account types, the countries of spec section 9 (those
 * not yet supported shown but disabled), the terms; the age and minor rules are on the fields.
 */
export function CreateAccountForm({ first }: { first: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const config = usePublicConfig();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    return config.accountCountries
      .map((code) => {
        const name = names.of(code) ?? code;
        const supported = config.supportedCountries.includes(code);
        return {
          id: code,
          name: supported ? name : translate('app.createAccount.countryUnsupported', { country: name }),
          disabled: !supported,
        };
      })
      .sort((a, b) => Number(a.disabled) - Number(b.disabled) || a.name.localeCompare(b.name));
  }, [config, locale, translate]);
  const defaultCountry = config.supportedCountries.includes(config.defaultCountry)
    ? config.defaultCountry
    : (config.supportedCountries[0] ?? '');

  const submit = async (values: Partial<AccountFormValues>) => {
    try {
      await identityApi.createAccount(accountPayload(values as AccountFormValues));
    } catch (error) {
      const errors = fieldErrors(error, FIELDS);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('app.createAccount.created', { type: 'success' });
    void navigate('/account');
    return undefined;
  };

  return (
    <Form
      noValidate
      onSubmit={submit}
      defaultValues={{
        businessType: 'individual',
        accountType: 'talent_performer_creator',
        country: defaultCountry,
        minor: false,
        tos: false,
      }}
    >
      <Stack data-testid={first ? 'create-first-account' : 'create-account'}>
        <SelectInput
          source="businessType"
          label="app.createAccount.businessType"
          choices={BUSINESS_TYPES.map((id) => ({ id, name: `app.businessTypes.${id}` }))}
          validate={requiredField}
        />
        <SelectInput
          source="accountType"
          label="app.createAccount.accountType"
          choices={ACCOUNT_TYPES.map((id) => ({ id, name: `app.accountTypes.${id}` }))}
          validate={requiredField}
        />
        <FormDataConsumer<AccountFormValues>>
          {({ formData }) =>
            formData.businessType === 'company' || formData.businessType === 'non_profit' ? (
              <TextInput
                source="companyName"
                label="app.createAccount.companyName"
                validate={[requiredField, maxLength(100)]}
              />
            ) : (
              <>
                <TextInput
                  source="firstName"
                  label="app.createAccount.firstName"
                  validate={[requiredField, maxLength(100)]}
                />
                <TextInput
                  source="lastName"
                  label="app.createAccount.lastName"
                  validate={[requiredField, maxLength(100)]}
                />
                <DateInput
                  source="dob"
                  label="app.createAccount.dob"
                  validate={[requiredField, adultBirthDate]}
                  helperText={
                    formData.businessType === 'parent'
                      ? 'app.createAccount.dobHelpParent'
                      : 'app.createAccount.dobHelpIndividual'
                  }
                />
                <BooleanInput
                  source="minor"
                  label="app.createAccount.minor"
                  helperText="app.createAccount.minorHelp"
                  validate={minorNeedsParent}
                />
              </>
            )
          }
        </FormDataConsumer>
        <SelectInput
          source="country"
          label="app.createAccount.country"
          choices={countries}
          validate={requiredField}
          translateChoice={false}
        />
        <BooleanInput source="tos" label="app.createAccount.tos" validate={requiredField} />
        <Button type="submit" variant="contained" size="large">
          {translate('app.createAccount.submit')}
        </Button>
      </Stack>
    </Form>
  );
}

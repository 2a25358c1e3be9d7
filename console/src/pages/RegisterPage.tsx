import { Button, Link, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { PublicOnly } from '../components/PublicOnly';
import { PublicPage } from '../components/PublicPage';
import { fieldErrors } from '../components/serverErrors';
import { firstNameRequired, matches, passwordLength, requiredField, validEmail } from '../components/validators';
import { catalogueLocale } from '../i18n/locales';

interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;

/**
 * /register: sign up, then sign in with the same credentials so the verification screen can poll
 * until the address is confirmed (spec section 4).
 */
export default function RegisterPage() {
  return (
    <PublicOnly>
      <RegisterForm />
    </PublicOnly>
  );
}

function RegisterForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const [params] = useSearchParams();
  const submit = async (values: Partial<Registration>) => {
    const form = {
      firstName: values.firstName?.trim() ?? '',
      lastName: values.lastName?.trim() ?? '',
      email: values.email?.trim() ?? '',
      password: values.password ?? '',
      passwordConfirmation: values.passwordConfirmation ?? '',
      language: catalogueLocale(locale),
    };
    try {
      await identityApi.signUp(form);
    } catch (error) {
      const errors = fieldErrors(error, FIELDS);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('app.auth.registered', { type: 'success' });
    try {
      await identityApi.signIn(form.email, form.password);
      void navigate('/verify-email');
    } catch {
      // The address already had an account (sign-up answers the same): its owner got a mail instead.
      void navigate(`/verify-email?email=${encodeURIComponent(form.email)}`);
    }
    return undefined;
  };
  return (
    <PublicPage title="app.auth.registerTitle">
      <Form noValidate onSubmit={submit} defaultValues={{ email: params.get('email') ?? '' }}>
        <Stack>
          <TextInput
            source="firstName"
            label="app.auth.firstName"
            validate={firstNameRequired}
            autoComplete="given-name"
          />
          <TextInput source="lastName" label="app.auth.lastName" autoComplete="family-name" />
          <TextInput
            source="email"
            type="email"
            label="app.auth.email"
            validate={[requiredField, validEmail]}
            autoComplete="email"
          />
          <PasswordInput
            source="password"
            label="app.auth.password"
            helperText="app.auth.passwordHelp"
            validate={[requiredField, passwordLength]}
            autoComplete="new-password"
          />
          <PasswordInput
            source="passwordConfirmation"
            label="app.auth.passwordConfirmation"
            validate={[requiredField, matches('password')]}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
            {translate('app.auth.register')}
          </Button>
        </Stack>
      </Form>
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {translate('app.auth.haveAccount')}
      </Link>
    </PublicPage>
  );
}

import { Box, Button, Link, Stack } from '@mui/material';
import { Form, PasswordInput, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicOnly } from '../components/PublicOnly';
import { PublicPage } from '../components/PublicPage';
import { requiredField, validEmail } from '../components/validators';

interface Credentials {
  email: string;
  password: string;
}

/** /login: email and password (spec section 2); a signed-in member goes to the landing page. */
export default function LoginPage() {
  return (
    <PublicOnly>
      <SignInForm />
    </PublicOnly>
  );
}

function SignInForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const submit = async (values: Partial<Credentials>) => {
    try {
      await login({ username: values.email?.trim(), password: values.password });
      notify('app.auth.loginSuccess', { type: 'success' });
    } catch (error) {
      // Spec section 8: sign-in errors show the identity service's message (translated by its code).
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  return (
    <PublicPage title="app.auth.signInTitle">
      <Form noValidate onSubmit={submit}>
        <Stack>
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
            validate={requiredField}
            autoComplete="current-password"
          />
          <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
            {translate('app.auth.signIn')}
          </Button>
        </Stack>
      </Form>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/forgot-password">
          {translate('app.auth.forgotPassword')}
        </Link>
        <Link component={RouterLink} to="/register">
          {translate('app.auth.register')}
        </Link>
      </Box>
    </PublicPage>
  );
}

import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { PublicOnly } from '../components/PublicOnly';
import { PublicPage } from '../components/PublicPage';
import { fieldErrors } from '../components/serverErrors';
import { requiredField, validEmail } from '../components/validators';

/** /forgot-password: a reset link by mail (the same answer whether or not the address is known). */
export default function ForgotPasswordPage() {
  return (
    <PublicOnly>
      <ForgotPasswordForm />
    </PublicOnly>
  );
}

function ForgotPasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [sent, setSent] = useState(false);
  const submit = async (values: { email?: string }) => {
    try {
      await identityApi.forgotPassword(values.email?.trim() ?? '');
      setSent(true);
    } catch (error) {
      const errors = fieldErrors(error, ['email']);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
    return undefined;
  };
  return (
    <PublicPage title="app.auth.forgotTitle">
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.auth.resetLinkSent')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('app.auth.forgotHelp')}
          </Typography>
          <Form noValidate onSubmit={submit}>
            <Stack>
              <TextInput
                source="email"
                type="email"
                label="app.auth.email"
                validate={[requiredField, validEmail]}
                autoComplete="email"
              />
              <Button type="submit" variant="contained" size="large">
                {translate('app.auth.sendResetLink')}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {translate('app.auth.backToSignIn')}
      </Link>
    </PublicPage>
  );
}

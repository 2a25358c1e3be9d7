import { Alert, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { PublicPage } from '../components/PublicPage';
import { fieldErrors } from '../components/serverErrors';
import { matches, passwordLength, requiredField } from '../components/validators';

/** /reset-password?token=: the page of the mailed link; every session ends when it succeeds. */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const submit = async (values: { password?: string; passwordConfirmation?: string }) => {
    try {
      await identityApi.resetPassword(
        params.get('token') ?? '',
        values.password ?? '',
        values.passwordConfirmation ?? '',
      );
      setDone(true);
    } catch (error) {
      const errors = fieldErrors(error, ['password', 'passwordConfirmation']);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
    return undefined;
  };
  return (
    <PublicPage title="app.auth.resetTitle">
      {done ? (
        <Alert severity="success" role="status">
          {translate('app.auth.resetDone')}
        </Alert>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Stack>
            <PasswordInput
              source="password"
              label="app.auth.newPassword"
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
            <Button type="submit" variant="contained" size="large">
              {translate('app.auth.resetSubmit')}
            </Button>
          </Stack>
        </Form>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {translate('app.auth.backToSignIn')}
      </Link>
    </PublicPage>
  );
}

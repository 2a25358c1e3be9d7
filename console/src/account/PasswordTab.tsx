import { Button, Stack } from '@mui/material';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { identityApi } from '../auth/identityApi';
import { fieldErrors } from '../components/serverErrors';
import { matches, passwordLength, requiredField } from '../components/validators';

interface PasswordForm {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** POST /api/auth/password: the current password, the new one and its confirmation (204). */
export function PasswordTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (values: Partial<PasswordForm>) => {
    try {
      await identityApi.changePassword(
        values.currentPassword ?? '',
        values.password ?? '',
        values.passwordConfirmation ?? '',
      );
    } catch (error) {
      const errors = fieldErrors(error, ['currentPassword', 'password', 'passwordConfirmation']);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('app.settings.passwordChanged', { type: 'success' });
    return undefined;
  };
  return (
    <Form noValidate onSubmit={submit}>
      <Stack sx={{ maxWidth: 420 }}>
        <PasswordInput
          source="currentPassword"
          label="app.auth.currentPassword"
          validate={requiredField}
          autoComplete="current-password"
        />
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
        <Button type="submit" variant="contained">
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Form>
  );
}

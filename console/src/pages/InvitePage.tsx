import { Alert, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { validAccessToken } from '../auth/session';
import { authProvider } from '../authProvider';
import { PublicPage } from '../components/PublicPage';
import { requiredField, validEmail } from '../components/validators';
import { formatLongDate } from '../i18n/format';

interface InviteInfo {
  accountName: string;
  role: string;
  email: string;
  expiresAt: string;
}

/**
 * /invite?token=: what the invitation offers (GET /public/token/{token}/info), then accepting it
 * signed in (POST /api/token/{token}/process). Signing in here first signs out whoever was signed in,
 * without leaving the page (spec section 4); a newcomer registers first.
 */
export default function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const [info, setInfo] = useState<InviteInfo | undefined>();
  const [failure, setFailure] = useState<string | undefined>(token ? undefined : 'app.auth.inviteMissing');
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!token) {
      return;
    }
    identityApi
      .inviteInfo(token)
      .then(setInfo, (error: unknown) => setFailure(error instanceof Error ? error.message : 'errors.error'));
    void validAccessToken().then((access) => setSignedIn(access !== undefined));
  }, [token]);

  const accept = async () => {
    try {
      const { account } = await identityApi.processInvite(token);
      await identityApi.selectAccount(account);
      notify('app.auth.inviteAccepted', { type: 'success', messageArgs: { account: info?.accountName ?? '' } });
      void navigate('/account');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };

  const signInAndAccept = async (values: { email?: string; password?: string }) => {
    try {
      await authProvider.logout({});
      await identityApi.signIn(values.email?.trim() ?? '', values.password ?? '');
      setSignedIn(true);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      return;
    }
    await accept();
  };

  return (
    <PublicPage title="app.auth.inviteTitle">
      {failure ? (
        <Alert severity="error">{translate(failure)}</Alert>
      ) : info ? (
        <Stack spacing={2}>
          <Typography data-testid="invite-info">
            {translate('app.auth.inviteInfo', {
              account: info.accountName,
              role: translate(`app.roles.${info.role}`),
              email: info.email,
              date: formatLongDate(info.expiresAt, locale),
            })}
          </Typography>
          {signedIn && (
            <Button variant="contained" onClick={() => void accept()}>
              {translate('app.auth.inviteAccept')}
            </Button>
          )}
          <Divider />
          <Form noValidate onSubmit={signInAndAccept} defaultValues={{ email: info.email }}>
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
              <Button type="submit" variant={signedIn ? 'outlined' : 'contained'}>
                {translate('app.auth.inviteSignIn')}
              </Button>
            </Stack>
          </Form>
          <Typography variant="body2">
            <Link component={RouterLink} to={`/register?email=${encodeURIComponent(info.email)}`}>
              {translate('app.auth.inviteRegister', { email: info.email })}
            </Link>
          </Typography>
        </Stack>
      ) : null}
    </PublicPage>
  );
}

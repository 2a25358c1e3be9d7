import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';

/**
 * /sso?token=&lang=: the single-sign-on hand-off, without chrome. The one-time token is exchanged for
 * a session with the account selected, then /account; on failure the member is signed out (spec 4).
 */
export default function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const [, setLocale] = useLocaleState();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    const lang = params.get('lang');
    if (lang) {
      setLocale(lang);
    }
    identityApi.exchangeSso(params.get('token') ?? '').then(
      () => navigate('/account', { replace: true }),
      () => {
        notify('app.auth.ssoFailed', { type: 'error' });
        void logout({}, '/login');
      },
    );
  }, [params, navigate, logout, notify, setLocale]);
  return (
    <Box
      component="main"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography component="h1" variant="h6">
        {translate('app.auth.ssoTitle')}
      </Typography>
    </Box>
  );
}

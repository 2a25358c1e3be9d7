import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { identityApi } from '../auth/identityApi';
import { currentClaims, refreshSession, validAccessToken } from '../auth/session';
import { destinationAfterSignIn, loadMe } from '../authProvider';
import { PublicPage } from '../components/PublicPage';

/** Spec section 9: verification polling every 2 seconds. */
export const VERIFICATION_POLL_MS = 2_000;

/**
 * The email verification screen. From the mailed link (?token=) it confirms the address and says so;
 * signed in and unverified, it offers to resend the mail and polls every 2 s until the address is
 * confirmed (from any tab), then continues with a token that says so.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmFromLink token={token} /> : <WaitForConfirmation email={params.get('email') ?? undefined} />;
}

function ConfirmFromLink({ token }: { token: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [state, setState] = useState<string>('pending');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    identityApi.verifyEmail(token).then(
      () => setState('verified'),
      (error: unknown) => setState(error instanceof Error ? error.message : 'errors.error'),
    );
  }, [token]);
  const next = async () => {
    if (await validAccessToken()) {
      await refreshSession();
      void navigate(await destinationAfterSignIn());
    } else {
      void navigate('/login');
    }
  };
  return (
    <PublicPage title="app.auth.verifyTitle">
      {state === 'pending' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label={translate('app.auth.verifying')} />
          <Typography>{translate('app.auth.verifying')}</Typography>
        </Stack>
      ) : state === 'verified' ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status" data-testid="email-verified">
            {translate('app.auth.verified')}
          </Alert>
          <Button variant="contained" onClick={() => void next()}>
            {translate('app.auth.continue')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="error">{translate(state)}</Alert>
      )}
    </PublicPage>
  );
}

function WaitForConfirmation({ email: givenEmail }: { email?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [email, setEmail] = useState(givenEmail ?? '');
  useEffect(() => {
    if (!currentClaims() && !givenEmail) {
      void validAccessToken().then((token) => {
        if (!token) {
          void navigate('/login');
        }
      });
    }
    let active = true;
    const poll = async () => {
      if (!active || !(await validAccessToken())) {
        return;
      }
      try {
        const me = await loadMe(true);
        setEmail(me.email);
        if (me.emailVerified && active) {
          active = false;
          // A new token carries emailVerified; then the usual destination (landing or the account).
          await refreshSession();
          void navigate(await destinationAfterSignIn());
        }
      } catch {
        // Keep polling: a transient failure must not strand the member here.
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), VERIFICATION_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [givenEmail, navigate]);
  // The latest answer shows on the page itself: toasts would queue behind each other when a member
  // clicks several times, and the limit's "try again in …" must show at once.
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; message: string }>();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await identityApi.resendVerification(email);
      setOutcome({ severity: 'success', message: translate('app.auth.verifyResent') });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'errors.error';
      setOutcome({ severity: 'error', message: translate(message, { _: message }) });
    } finally {
      setSending(false);
    }
  };
  return (
    <PublicPage title="app.auth.verifyTitle">
      <Stack spacing={2}>
        <Typography data-testid="verify-waiting">{translate('app.auth.verifyHelp', { email })}</Typography>
        <Button variant="outlined" onClick={() => void resend()} disabled={!email || sending}>
          {translate('app.auth.verifyResend')}
        </Button>
        {outcome ? (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.message}
          </Alert>
        ) : null}
      </Stack>
    </PublicPage>
  );
}

import { Box, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Authenticated, useLogout, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { identityApi, type Me } from '../auth/identityApi';
import { currentClaims } from '../auth/session';
import { loadMe } from '../authProvider';
import { LanguagePicker } from '../components/PublicPage';
import { Logo } from '../layout/Logo';
import { CreateAccountForm } from './CreateAccountForm';

/**
 * /landing: the member's accounts (select one: POST /api/auth/session) and the account creation form;
 * without chrome. Signing in with an account already in the token skips it (destinationAfterSignIn);
 * a member with an account selected comes back here to create another one.
 */
export default function LandingPage() {
  return (
    <Authenticated>
      <Landing />
    </Authenticated>
  );
}

function Landing() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const [me, setMe] = useState<Me | undefined>();
  useEffect(() => {
    loadMe(true).then(setMe, (error: unknown) =>
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' }),
    );
  }, [notify]);
  const claims = currentClaims();
  if (claims && !claims.emailVerified) {
    return <Navigate to="/verify-email" replace />;
  }
  const select = async (account: string) => {
    try {
      await identityApi.selectAccount(account);
      void navigate('/account');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const accounts = Object.entries(me?.accounts ?? {});
  const first = me !== undefined && accounts.length === 0;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: 4 }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 2 }}>
          <Logo />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <LanguagePicker />
            <Button onClick={() => void logout()}>{translate('app.auth.logout')}</Button>
          </Box>
        </Box>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {translate('app.landing.title')}
        </Typography>
        {me && (
          <Card sx={{ mb: 3 }}>
            <CardContent>
              {first ? (
                <Typography>{translate('app.landing.empty')}</Typography>
              ) : (
                <List data-testid="account-list">
                  {accounts.map(([id, membership]) => (
                    <ListItem
                      key={id}
                      secondaryAction={
                        <Button
                          variant="contained"
                          onClick={() => void select(id)}
                          aria-label={`${translate('app.landing.select')} ${membership.name}`}
                        >
                          {translate('app.landing.select')}
                        </Button>
                      }
                    >
                      <ListItemText
                        primary={membership.name}
                        secondary={`${translate(`app.accountTypes.${membership.accountType}`)} · ${translate(
                          'app.landing.role',
                          {
                            role: translate(`app.roles.${membership.role}`),
                          },
                        )}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        )}
        {me && (
          <Card>
            <CardContent>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {translate(first ? 'app.landing.createFirst' : 'app.landing.create')}
              </Typography>
              <CreateAccountForm first={first} />
            </CardContent>
          </Card>
        )}
      </Box>
    </Box>
  );
}

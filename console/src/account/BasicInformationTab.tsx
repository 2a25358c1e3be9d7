import { Box, Button, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, SelectInput, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { identityApi, type Me } from '../auth/identityApi';
import { useClaims } from '../auth/useClaims';
import { loadMe } from '../authProvider';
import { fieldErrors } from '../components/serverErrors';
import { requiredField, validEmail } from '../components/validators';

/** The selected account and the member; switching account (SSO hand-off); inviting members. */
export function BasicInformationTab() {
  const translate = useTranslate();
  const claims = useClaims();
  const [me, setMe] = useState<Me | undefined>();
  useEffect(() => {
    loadMe().then(setMe, () => undefined);
  }, [claims?.account]);
  if (!me || !claims?.account) {
    return null;
  }
  const membership = me.accounts[claims.account];
  const others = Object.entries(me.accounts).filter(([id]) => id !== claims.account);
  const canInvite = claims.role === 'owner' || claims.role === 'admin';
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        data-testid="basic-information"
      >
        <Field label={translate('app.settings.accountName')} value={membership?.name ?? ''} />
        <Field
          label={translate('app.settings.accountType')}
          value={translate(`app.accountTypes.${claims.accountType ?? membership?.accountType}`)}
        />
        <Field label={translate('app.settings.yourRole')} value={translate(`app.roles.${claims.role}`)} />
        <Field label={translate('app.settings.displayName')} value={me.displayName} />
        <Field label={translate('app.settings.email')} value={me.email} />
      </Box>
      <Divider />
      <SwitchAccount accounts={others} />
      {canInvite && (
        <>
          <Divider />
          <InviteMember inviterRole={claims.role} />
        </>
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}

/** The SSO hand-off (spec section 7): a one-time token for the other account, then /sso with token and lang. */
function SwitchAccount({ accounts }: { accounts: Array<[string, Me['accounts'][string]]> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const handOff = async (account: string) => {
    try {
      const token = await identityApi.ssoHandOff(account);
      window.location.assign(`/sso?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(locale)}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('app.settings.switchAccount')}
      </Typography>
      <Button component={RouterLink} to="/landing" sx={{ mt: 1 }}>
        {translate('app.landing.create')}
      </Button>
      <List dense data-testid="switch-account">
        {accounts.map(([id, membership]) => (
          <ListItem
            key={id}
            secondaryAction={
              <Button
                onClick={() => void handOff(id)}
                aria-label={`${translate('app.settings.switchAccount')}: ${membership.name}`}
              >
                {translate('app.landing.select')}
              </Button>
            }
          >
            <ListItemText
              primary={membership.name}
              secondary={translate(`app.accountTypes.${membership.accountType}`)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** POST /api/account/invites: owners invite admins and members, admins invite members. */
function InviteMember({ inviterRole }: { inviterRole: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const roles = inviterRole === 'owner' ? ['admin', 'user'] : ['user'];
  const submit = async (values: { email?: string; role?: string }) => {
    const email = values.email?.trim() ?? '';
    try {
      await identityApi.invite(email, values.role ?? 'user');
    } catch (error) {
      const errors = fieldErrors(error, ['email', 'role']);
      if (errors) {
        return errors;
      }
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
      return undefined;
    }
    notify('app.settings.invited', { type: 'success', messageArgs: { email } });
    return undefined;
  };
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.settings.inviteTitle')}
      </Typography>
      <Form noValidate onSubmit={submit} defaultValues={{ role: 'user' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            source="email"
            type="email"
            label="app.settings.inviteEmail"
            validate={[requiredField, validEmail]}
            sx={{ minWidth: 280 }}
          />
          <SelectInput
            source="role"
            label="app.settings.inviteRole"
            choices={roles.map((id) => ({ id, name: `app.roles.${id}` }))}
            validate={requiredField}
          />
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
            {translate('app.settings.inviteSubmit')}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}

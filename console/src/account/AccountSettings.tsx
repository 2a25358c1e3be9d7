import { Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BasicInformationTab } from './BasicInformationTab';
import { PasswordTab } from './PasswordTab';
import { PlaceholderTab } from './PlaceholderTab';
import { PreferencesTab } from './PreferencesTab';

/** Spec section 2's tabs, in order. Legal account, Representative, Billing and External Account come with Stripe. */
export const SETTINGS_TABS = [
  'basic',
  'legal',
  'representative',
  'password',
  'preferences',
  'billing',
  'external',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

/** /account: the account settings. */
export default function AccountSettings() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as SettingsTab | null;
  const [tab, setTab] = useState<SettingsTab>(requested && SETTINGS_TABS.includes(requested) ? requested : 'basic');
  const select = (next: SettingsTab) => {
    setTab(next);
    setParams({ tab: next }, { replace: true });
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.settings.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.settings.title')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, next: SettingsTab) => select(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('app.settings.title')}
        >
          {SETTINGS_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={translate(`app.settings.tabs.${key}`)}
              id={`tab-${key}`}
              aria-controls={`panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ p: 3 }}>
          {tab === 'basic' && <BasicInformationTab />}
          {tab === 'password' && <PasswordTab />}
          {tab === 'preferences' && <PreferencesTab />}
          {(tab === 'legal' || tab === 'representative' || tab === 'billing' || tab === 'external') && (
            <PlaceholderTab />
          )}
        </Box>
      </Card>
    </Box>
  );
}

import { Box, Card, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { BasicInformationTab } from './BasicInformationTab';
import { PasswordTab } from './PasswordTab';
import { PreferencesTab } from './PreferencesTab';

// The Stripe tabs (Stripe Elements and their texts with them) load when one of them is opened.
const StripeTab = lazy(() => import('./stripe/StripeTab'));

/** Spec section 2's tabs, in order. Legal account, Representative, Billing and External Account are the account's Stripe side (stripe/). */
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
            <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
              <StripeTab tab={tab} onOpenTab={select} />
            </Suspense>
          )}
        </Box>
      </Card>
    </Box>
  );
}

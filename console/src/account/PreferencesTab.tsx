import { Button, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { AutocompleteInput, Form, SelectInput, useLocales, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Me } from '../auth/identityApi';
import { identityApi } from '../auth/identityApi';
import { loadMe } from '../authProvider';
import { requiredField } from '../components/validators';
import { catalogueLocale } from '../i18n/locales';

let savedBeforeLanguageChange = false;

/** Timezone and language, saved with PATCH /api/auth/me; the language also becomes the console's. */
export function PreferencesTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [me, setMe] = useState<Me | undefined>();
  useEffect(() => {
    loadMe(true).then(setMe, () => undefined);
    if (savedBeforeLanguageChange) {
      savedBeforeLanguageChange = false;
      notify('app.settings.preferencesSaved', { type: 'success' });
    }
  }, [notify]);
  // The browser's list, plus the member's zone when this browser names it differently (links).
  const timezones = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const all = me?.timezone && !zones.includes(me.timezone) ? [me.timezone, ...zones] : zones;
    return all.map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));
  }, [me?.timezone]);
  if (!me) {
    return null;
  }
  const submit = async (values: { timezone?: string; language?: string }) => {
    try {
      const updated = await identityApi.updateMe({ timezone: values.timezone, language: values.language });
      setMe(updated);
      await loadMe(true);
      if (values.language && values.language !== locale) {
        // A new language remounts the whole console (react-admin's i18n context), this tab included,
        // which says it once mounted again, in the new language.
        savedBeforeLanguageChange = true;
        setLocale(values.language);
      } else {
        notify('app.settings.preferencesSaved', { type: 'success' });
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.error', { type: 'error' });
    }
  };
  const defaultZone = me.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Form
      noValidate
      onSubmit={submit}
      // The picker offers the interface languages: an fr-CA or en-CA member sees fr-QC or en-US chosen.
      defaultValues={{ timezone: defaultZone, language: catalogueLocale(me.language || locale) }}
    >
      <Stack sx={{ maxWidth: 420 }}>
        <AutocompleteInput
          source="timezone"
          label="app.settings.timezone"
          choices={timezones}
          validate={requiredField}
          translateChoice={false}
        />
        <SelectInput
          source="language"
          label="app.settings.language"
          choices={locales.map((candidate) => ({ id: candidate.locale, name: candidate.name }))}
          validate={requiredField}
          translateChoice={false}
        />
        <Button type="submit" variant="contained">
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Form>
  );
}

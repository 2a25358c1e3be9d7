import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { Logo } from '../layout/Logo';

/** The frame of the pages without chrome (sign-in, sign-up, password, verification, invitation). */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        pt: { xs: 4, sm: 10 },
        px: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 460 }} elevation={2}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
            <Logo />
            <LanguagePicker />
          </Box>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {translate('app.poweredBy')}
      </Typography>
    </Box>
  );
}

/** The language picker, shown only when more than one language is configured (spec section 2). */
export function LanguagePicker() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  if (locales.length <= 1) {
    return null;
  }
  const value = locales.some((candidate) => candidate.locale === locale) ? locale : '';
  return (
    <TextField
      select
      size="small"
      label={translate('app.language')}
      value={value}
      onChange={(event) => setLocale(event.target.value)}
      fullWidth={false}
      sx={{ width: 150, flex: 'none' }}
      slotProps={{ select: { inputProps: { 'data-testid': 'language-picker' } } }}
    >
      {locales.map((candidate) => (
        <MenuItem key={candidate.locale} value={candidate.locale} lang={candidate.locale}>
          {candidate.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A drawer destination whose screens arrive in a later issue. */
export function ComingSoonPage({ feature }: { feature: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`app.menu.${feature}`} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`app.menu.${feature}`)}
      </Typography>
      <Alert severity="info">{translate('app.comingSoon')}</Alert>
    </Box>
  );
}

import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A public profile's line: its label (a message key) and its value, as a description list's pair. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: 1, py: 0.75 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A titled card of Rows. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A list of option names as chips. */
export function Chips({ values }: { values: string[] }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} size="small" label={value} component="span" />
      ))}
    </Box>
  );
}

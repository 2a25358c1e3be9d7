import { Box, Typography } from '@mui/material';

/** The wordmark: a clapperboard glyph and the product name. */
export function Logo({ color = 'primary.main' }: { color?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        sx={{ width: 28, height: 28, fill: 'currentColor', color }}
      >
        <path d="M4 4h3l2 3H6L4 4zm5 0h3l2 3h-3L9 4zm5 0h3l2 3h-3l-2-3zM3 8h18v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8z" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 20, color }}>
        Callsheet
      </Typography>
    </Box>
  );
}

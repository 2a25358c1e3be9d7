import { Chip } from '@mui/material';
import { alpha } from '@mui/material/styles';

export type Tone = 'error' | 'warning' | 'info' | 'success' | 'neutral';

/**
 * A state in a word, its tone as a tinted background and border with the text in the theme's primary
 * text colour: MUI's filled and outlined warning and info chips put white or orange text below the
 * 4.5:1 contrast WCAG asks for small text; a tint keeps it readable in both themes.
 */
export function StatusChip({ tone, label, strong = false }: { tone: Tone; label: string; strong?: boolean }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
        return {
          color: 'text.primary',
          bgcolor: alpha(main, tone === 'neutral' ? 0.08 : 0.16),
          border: `1px solid ${alpha(main, 0.6)}`,
          fontWeight: strong ? 600 : undefined,
        };
      }}
    />
  );
}

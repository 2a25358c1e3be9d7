import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The light and dark pair (spec section 9: theme colours are configured). Colours chosen for WCAG AA
 * contrast (4.5:1 for text) against their backgrounds in both modes; the browser tests run axe on each.
 */
const shape = { borderRadius: 8 };

/** react-admin draws the empty-list message in the disabled text colour: too faint for 4.5:1 contrast. */
const readableEmpty = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
        '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  shape,
  palette: {
    mode: 'light',
    primary: { main: '#3949ab', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
    text: { primary: '#1c1f2a', secondary: '#4a5060' },
  },
  components: {
    ...defaultLightTheme.components,
    ...readableEmpty,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { color: '#ffffff' } } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  shape,
  palette: {
    mode: 'dark',
    primary: { main: '#9fa8da', contrastText: '#10131c' },
    secondary: { main: '#80cbc4', contrastText: '#10131c' },
    error: { main: '#ef9a9a' },
    success: { main: '#a5d6a7', contrastText: '#10131c' },
    background: { default: '#121418', paper: '#1c1f26' },
    text: { primary: '#eceef4', secondary: '#b4b9c6' },
  },
  components: {
    ...defaultDarkTheme.components,
    ...readableEmpty,
  },
};

import { createTheme } from '@mui/material/styles';
import { trTR } from '@mui/material/locale';

import { palette } from './theme-palette';
import { FONT_STACK } from './font-stack';

export { palette };

export const theme = createTheme(
  {
    cssVariables: true,
    breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1200, xl: 1366 } },
    palette: {
      primary: { main: palette.navy, dark: palette.navyDark, contrastText: '#fff' },
      secondary: { main: palette.red, contrastText: '#fff' },
      text: { primary: palette.ink, secondary: palette.muted },
      background: { default: palette.surface, paper: '#fff' },
      divider: palette.line,
      success: { main: palette.success },
      warning: { main: palette.warning },
      error: { main: palette.red },
      info: { main: palette.info },
    },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `3px solid ${palette.red}`, outlineOffset: 2 } },
        },
      },
    },
  },
  trTR,
);

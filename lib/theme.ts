import { createTheme } from '@mui/material/styles';
import { trTR } from '@mui/material/locale';

/**
 * The portal's look: institutional navy with a restrained Turkish red accent, generous spacing,
 * readable type. Colours are chosen for WCAG AA contrast on white and on the navy header.
 */
export const palette = {
  navy: '#0b3558',
  navyDark: '#072540',
  red: '#b3121f',
  ink: '#1c2833',
  muted: '#4a5968',
  line: '#d9e0e7',
  surface: '#f4f6f9',
};

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
      success: { main: '#1b6e3a' },
      warning: { main: '#8a5300' },
      error: { main: '#b3121f' },
      info: { main: '#0b5cab' },
    },
    typography: {
      fontFamily: '"Source Sans 3", "Segoe UI", Arial, sans-serif',
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

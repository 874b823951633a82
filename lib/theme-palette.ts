/**
 * The portal's look: institutional navy with a restrained Turkish red accent, generous spacing,
 * readable type. Colours are chosen for WCAG AA contrast on white and on the navy header. Plain
 * values without MUI, so the server's notification e-mails use the same colours (lib/theme.ts).
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

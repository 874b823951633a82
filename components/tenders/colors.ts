/**
 * The portal colours as CSS variables (app/globals.css), usable in inline styles of server and
 * client components alike.
 */
export const palette = {
  navy: 'var(--navy)',
  navyDark: 'var(--navy-dark)',
  red: 'var(--red)',
  ink: 'var(--ink)',
  muted: 'var(--muted)',
  line: 'var(--line)',
  surface: 'var(--surface)',
} as const;

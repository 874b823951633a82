/**
 * Hides text visually but keeps it for screen readers. Sizes are strings on purpose: in MUI's sx a
 * bare `width: 1` means 100%, which would make the "hidden" text as wide as its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

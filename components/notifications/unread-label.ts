/** The badge's text: large counts are capped so the badge keeps its size. */
export const BADGE_MAX = 99;

/** The bell's accessible name (docs/architecture.md §13): the count is in words, not only in the badge. */
export function bellLabel(unread: number | null): string {
  if (unread === null) return 'Bildirimler';
  if (unread === 0) return 'Bildirimler, okunmamış bildirim yok';
  // The name starts with what the badge shows (WCAG 2.5.3), then the exact number.
  if (unread > BADGE_MAX) return `Bildirimler, ${BADGE_MAX}+ okunmamış (${unread})`;
  return `Bildirimler, ${unread} okunmamış`;
}

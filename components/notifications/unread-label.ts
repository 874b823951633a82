/** The bell's accessible name (docs/architecture.md §14): the count is in words, not only in the badge. */
export function bellLabel(unread: number | null): string {
  if (unread === null) return 'Bildirimler';
  if (unread === 0) return 'Bildirimler, okunmamış bildirim yok';
  return `Bildirimler, ${unread} okunmamış`;
}

/** The badge's text: large counts are capped so the badge keeps its size. */
export const BADGE_MAX = 99;

/** The favourite toggle's and Favori İhalelerim's toasts (docs/spec.md §5, §8). */
export const FAVOURITE_MESSAGES = {
  loginRequired: 'Sisteme giriş yapmanız gerekmektedir.',
  added: 'Favorilere eklendi.',
  removed: 'Favorilerden kaldırıldı.',
} as const;

/** Every date on screen and every calendar rule is Istanbul's (docs/architecture.md §5). */
export const PORTAL_TIME_ZONE = 'Europe/Istanbul';

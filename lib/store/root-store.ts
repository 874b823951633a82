/**
 * The persisted user state moved into the one session store (lib/session/session-store.ts,
 * docs/architecture.md §8 "Client state"). This name stays only for files of the notifications
 * work running in parallel (components/notifications/*); new code imports the session store.
 */
export { type FirmaKaydi, type UserInfos, useSessionStore as useRootStore } from '../session/session-store';

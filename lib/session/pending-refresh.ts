import { readCookie } from '../browser-cookies';
import { COOKIE, STORAGE_PREFIX } from './cookie-names';

/**
 * A refresh whose page is left before the answer comes: fetch's keepalive still delivers the
 * answer's cookies (the rotated refresh cookie and a new session marker), but the page's script is
 * gone, and with it the cross-tab lock (./refresh.ts). The next page must not send the spent
 * refresh cookie meanwhile: the server would take it for a stolen copy and end the session
 * (server/auth/token-grants.ts). So a refresh leaves a note, with the marker it was sent under,
 * for as long as it is on the way, and a refresh that finds a note waits until the marker has
 * changed (the answer landed) or the wait is over (it never reached the server).
 */
export const PENDING_REFRESH_KEY = `${STORAGE_PREFIX}refresh-pending`;

/** How long a left page's refresh may still land: far longer than a token answer takes. */
export const LEFT_REFRESH_WAIT_MS = 10_000;

/** How often the marker is read while waiting. */
const POLL_MS = 100;

interface Note {
  marker: string | null;
  at: number;
}

/** Called just before a refresh is sent. */
export function notePendingRefresh(): void {
  const note: Note = { marker: readCookie(COOKIE.sessionMarker), at: Date.now() };
  storage()?.setItem(PENDING_REFRESH_KEY, JSON.stringify(note));
}

/** Called when this page has the refresh's answer (or its failure). */
export function clearPendingRefresh(): void {
  storage()?.removeItem(PENDING_REFRESH_KEY);
}

/** Resolves once no left page's refresh can still land: at once without a note. */
export async function leftRefreshSettled(): Promise<void> {
  const note = readNote();
  if (note) {
    while (readCookie(COOKIE.sessionMarker) === note.marker && Date.now() < note.at + LEFT_REFRESH_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  clearPendingRefresh();
}

function readNote(): Note | null {
  try {
    const note = JSON.parse(storage()?.getItem(PENDING_REFRESH_KEY) ?? 'null') as Partial<Note> | null;
    return note && typeof note.at === 'number' ? { marker: note.marker ?? null, at: note.at } : null;
  } catch {
    return null; // a note someone else wrote differently is no note
  }
}

/** localStorage where the browser allows it (private modes and policies may not): without it, no note. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

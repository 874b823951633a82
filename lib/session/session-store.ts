'use client';
import { create } from 'zustand';
import { createJSONStorage, type PersistStorage, persist } from 'zustand/middleware';
import { secureStorage } from './secure-storage';

/** A company the signed-in person may act for (userFirmaKayitlarInfo). */
export interface FirmaKaydi {
  id: number;
  adi: string;
  vergiNo: string;
}

/** userInfos of docs/spec.md §3: the user-info answer plus the active account and the company records. */
export interface UserInfos {
  email: string | null;
  phone_number: string | null;
  NameSurname: string;
  preferred_username: string;
  name: string;
  gercekKisilikId: number | null;
  aktifCariId: number | null;
  /** 'gercek' when acting as the natural person, 'firma' when acting for a company. */
  aktifCariTuru: 'gercek' | 'firma' | null;
  userFirmaKayitlarInfo: FirmaKaydi[];
}

/**
 * What the session runner (components/auth/session-manager.tsx) is asked to do: 'refresh' after a
 * 401 (docs/spec.md §4 no-auth), 'logout' to end the session. `seq` grows with every ask, so two
 * asks in a row run twice, as two events did.
 */
export interface SessionRequest {
  kind: 'refresh' | 'logout';
  seq: number;
}

/** The access token as this tab last stored or removed it (the cookie stays the source of truth). */
export interface TokenState {
  present: boolean;
  /** When it expires (ms since the epoch), read from the token; null when unknown. */
  expiresAt: number | null;
}

export type SessionStatus = 'signed-in' | 'signed-out';

export interface SessionState {
  /** The person and the account acting for (aktifCariId/aktifCariTuru); null when signed out. */
  userInfos: UserInfos | null;
  token: TokenState;
  /** The last ask of the session runner (null before the first). */
  request: SessionRequest | null;
  /** Bumped by every logout: work begun under an earlier epoch (a refresh in flight) drops its result. */
  epoch: number;
  /** The login flow finished: the person and the account chosen (components/auth/callback-flow.tsx). */
  signedIn(userInfos: UserInfos): void;
  /** Part of the user infos changed (the company records after a profile edit). */
  patched(p: Partial<UserInfos>): void;
  /** lib/session/tokens.ts stored or removed the access token. */
  tokenChanged(token: TokenState): void;
  /** A 401: ask the runner for the silent refresh (it is deduplicated there). */
  expired(): void;
  /** The silent refresh settled; `refreshed` writes the (unchanged) user back, a 401 having wiped storage. */
  refreshSettled(outcome: 'refreshed' | 'failed' | 'logged-out'): void;
  /** Ask the runner to end the session (Çıkış, a refused refresh, a hub connection closed for good). */
  logoutRequested(): void;
  /** Tokens and storage are gone (lib/session/logout.ts): the user goes, the epoch moves on. */
  loggedOut(): void;
}

/** Who is signed in, from the store's state. */
export const sessionStatus = (s: Pick<SessionState, 'userInfos'>): SessionStatus =>
  s.userInfos ? 'signed-in' : 'signed-out';

type Persisted = Pick<SessionState, 'userInfos'>;

/**
 * The encrypted storage, written only when the user infos change. The store's other fields change
 * often (a token stored, a refresh asked for) and must not write `root` back: a 401 and a logout
 * clear the storage (docs/spec.md §4), and it stays clear until the user is written again.
 */
function userInfosStorage(): PersistStorage<Persisted> {
  const json = createJSONStorage<Persisted>(() => secureStorage) as PersistStorage<Persisted>;
  // Nothing to write before a user exists (the aborted login flow leaves no `root` behind).
  let written: UserInfos | null = null;
  return {
    getItem: (name) => json.getItem(name),
    setItem: (name, value) => {
      if (value.state.userInfos === written) return;
      written = value.state.userInfos;
      return json.setItem(name, value);
    },
    removeItem: (name) => json.removeItem(name),
  };
}

const nextRequest = (s: SessionState, kind: SessionRequest['kind']): SessionRequest => ({
  kind,
  seq: (s.request?.seq ?? 0) + 1,
});

/**
 * The ONE session store (docs/architecture.md §3 "Client state"): everything that reacts to the
 * session subscribes here (the runner, the hub connection, the notification inbox) instead of
 * window events, logout hooks, token listeners or a generation counter. Only `userInfos` is
 * persisted, under the key `root` of the encrypted storage (docs/spec.md §3, §9), as before.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      userInfos: null,
      token: { present: false, expiresAt: null },
      request: null,
      epoch: 0,
      signedIn: (userInfos) => set({ userInfos }),
      patched: (p) => set((s) => (s.userInfos ? { userInfos: { ...s.userInfos, ...p } } : s)),
      tokenChanged: (token) => set({ token }),
      expired: () => set((s) => ({ request: nextRequest(s, 'refresh') })),
      refreshSettled: (outcome) =>
        // A fresh object: the persist middleware writes the user back to storage.
        set((s) => (outcome === 'refreshed' && s.userInfos ? { userInfos: { ...s.userInfos } } : s)),
      logoutRequested: () => set((s) => ({ request: nextRequest(s, 'logout') })),
      loggedOut: () => set((s) => ({ userInfos: null, epoch: s.epoch + 1 })),
    }),
    {
      name: 'root',
      storage: userInfosStorage(),
      partialize: (s): Persisted => ({ userInfos: s.userInfos }),
      version: 1,
    },
  ),
);

/** Runs `cb` after every logout (the epoch moving on); returns the unsubscribe. */
export function onLoggedOut(cb: () => void): () => void {
  return useSessionStore.subscribe((s, prev) => {
    if (s.epoch !== prev.epoch) cb();
  });
}

/** Runs `cb` for every new ask of the session runner; returns the unsubscribe. */
export function onSessionRequest(cb: (r: SessionRequest) => void): () => void {
  return useSessionStore.subscribe((s, prev) => {
    if (s.request && s.request !== prev.request) cb(s.request);
  });
}

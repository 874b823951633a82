import type { VerifiedRecord } from '@/lib/api/transparency';

/**
 * The verifier page's check as a pure state machine (docs/architecture.md §11), like the login flow
 * (lib/session/login-flow.ts): record-verifier.tsx runs the fetch and the check when the state
 * enters 'loading' (once per `seq`) and dispatches what it came to. Events that do not fit the
 * current phase leave the state untouched (a late answer after 'Yeniden doğrula').
 *   loading → verified | failed (the record does not verify) | network-error (nothing to check)
 *   any settled phase → loading again on 'Yeniden doğrula' or a pinned / unpinned key.
 */
export type RecordCheckPhase = 'loading' | 'verified' | 'failed' | 'network-error';

export interface RecordCheckState {
  phase: RecordCheckPhase;
  /** Bumped on every entry into 'loading': the runner checks each seq exactly once. */
  seq: number;
  /** The key the visitor pasted and trusts; null: the portal's published key. */
  pinnedKey: string | null;
  /** The key the portal publishes (known after the first answer). */
  serverKey: string | null;
  /** The key the last check trusted. */
  usedKey: string | null;
  record: VerifiedRecord | null;
  /** The Turkish reason of a failure or a network error. */
  message: string | null;
}

export type RecordCheckEvent =
  | { type: 'verified'; seq: number; serverKey: string; usedKey: string; record: VerifiedRecord }
  | { type: 'failed'; seq: number; serverKey: string; usedKey: string; message: string }
  | { type: 'network-failed'; seq: number; message: string }
  | { type: 'retry' }
  | { type: 'pin'; key: string }
  | { type: 'unpin' };

export const initialRecordCheckState: RecordCheckState = {
  phase: 'loading',
  seq: 1,
  pinnedKey: null,
  serverKey: null,
  usedKey: null,
  record: null,
  message: null,
};

/** Starts a new check; what the previous one showed is cleared so no stale verdict stays on screen. */
function reload(state: RecordCheckState, pinnedKey: string | null): RecordCheckState {
  return { ...state, phase: 'loading', seq: state.seq + 1, pinnedKey, record: null, message: null };
}

export function recordCheckReducer(state: RecordCheckState, event: RecordCheckEvent): RecordCheckState {
  switch (event.type) {
    case 'verified':
      if (state.phase !== 'loading' || event.seq !== state.seq) return state;
      return {
        ...state,
        phase: 'verified',
        serverKey: event.serverKey,
        usedKey: event.usedKey,
        record: event.record,
        message: null,
      };
    case 'failed':
      if (state.phase !== 'loading' || event.seq !== state.seq) return state;
      return {
        ...state,
        phase: 'failed',
        serverKey: event.serverKey,
        usedKey: event.usedKey,
        record: null,
        message: event.message,
      };
    case 'network-failed':
      if (state.phase !== 'loading' || event.seq !== state.seq) return state;
      return { ...state, phase: 'network-error', record: null, message: event.message };
    case 'retry':
      return state.phase === 'loading' ? state : reload(state, state.pinnedKey);
    case 'pin': {
      const key = event.key.trim();
      return key && state.phase !== 'loading' ? reload(state, key) : state;
    }
    case 'unpin':
      return state.pinnedKey !== null && state.phase !== 'loading' ? reload(state, null) : state;
  }
}

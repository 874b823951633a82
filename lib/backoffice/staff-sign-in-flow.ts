import type { StaffChallenge } from '../contract/staff';

/**
 * Staff sign-in at /yonetim/giris (docs/architecture.md §8) as a pure state machine, like the
 * bidders' login flow (lib/session/login-flow.ts). The page dispatches events and runs the effect
 * of the step it lands in:
 *   start        → a button to e-Devlet (the stand-in in development)
 *   exchanging   → the e-Devlet code is spent: POST /api/yonetim/oturum/kod
 *   second-factor→ a TOTP code (or a recovery code); at the first sign-in, the QR code to scan
 *   verifying    → POST /api/yonetim/oturum/dogrula
 *   recovery-codes → shown once after enrolment, until "Kodları kaydettim"
 *   done         → on to the page asked for
 *   failed       → the message and a way to start again
 * Events that do not fit the current step leave the state untouched (double submits, late answers).
 */
export type StaffSignInState =
  | { step: 'start'; notice: string | null }
  | { step: 'exchanging'; code: string }
  | { step: 'second-factor'; challenge: StaffChallenge; mode: 'totp' | 'recovery'; error: string | null }
  | { step: 'verifying'; challenge: StaffChallenge; mode: 'totp' | 'recovery'; input: string }
  | { step: 'recovery-codes'; codes: string[] }
  | { step: 'done' }
  | { step: 'failed'; message: string };

export type StaffSignInEvent =
  | { type: 'code-found'; code: string }
  | { type: 'exchanged'; challenge: StaffChallenge }
  | { type: 'exchange-failed'; message: string }
  | { type: 'toggle-mode' }
  | { type: 'submit'; input: string }
  | { type: 'verified'; recoveryCodes: string[] | null }
  | { type: 'verify-failed'; message: string; fatal: boolean }
  | { type: 'codes-saved' };

export const initialStaffSignInState = (notice: string | null = null): StaffSignInState => ({ step: 'start', notice });

export function staffSignInReducer(state: StaffSignInState, event: StaffSignInEvent): StaffSignInState {
  switch (event.type) {
    case 'code-found':
      return state.step === 'start' ? { step: 'exchanging', code: event.code } : state;
    case 'exchanged':
      return state.step === 'exchanging'
        ? { step: 'second-factor', challenge: event.challenge, mode: 'totp', error: null }
        : state;
    case 'exchange-failed':
      return state.step === 'exchanging' ? { step: 'failed', message: event.message } : state;
    case 'toggle-mode':
      // Recovery codes exist only once enrolled; at enrolment the QR code's first code is the way in.
      return state.step === 'second-factor' && !state.challenge.kayit
        ? { ...state, mode: state.mode === 'totp' ? 'recovery' : 'totp', error: null }
        : state;
    case 'submit':
      return state.step === 'second-factor'
        ? { step: 'verifying', challenge: state.challenge, mode: state.mode, input: event.input }
        : state;
    case 'verified':
      if (state.step !== 'verifying') return state;
      return event.recoveryCodes?.length ? { step: 'recovery-codes', codes: event.recoveryCodes } : { step: 'done' };
    case 'verify-failed':
      if (state.step !== 'verifying') return state;
      return event.fatal
        ? { step: 'failed', message: event.message }
        : { step: 'second-factor', challenge: state.challenge, mode: state.mode, error: event.message };
    case 'codes-saved':
      return state.step === 'recovery-codes' ? { step: 'done' } : state;
  }
}

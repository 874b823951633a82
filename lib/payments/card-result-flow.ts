import type { CardPaymentStatus } from '../api/profile/payments';
import { CARD_PAYMENT_LIMITS, CARD_PAYMENT_MESSAGES as M } from '../rules/card-payment';

/**
 * Back from the bank (`?odeme=<id>`): what the page says, as a pure state machine like the login
 * flow (lib/session/login-flow.ts). The runner (components/profile/payments/use-card-payment-result.ts)
 * does each step's work once:
 *   checking → read the payment's state     waiting → pause, then check again
 *   done     → show the outcome, refresh the amounts, drop ?odeme= from the address
 * A payment still 'baslatildi' is asked about a few times (the callback may trail the browser);
 * after that the page says the result has not come yet. Events that do not fit the step are ignored.
 */
export type CardResultStep = 'idle' | 'checking' | 'waiting' | 'done';

export type CardResultKind = 'success' | 'declined' | 'timeout' | 'pending' | 'error';

export interface CardResultOutcome {
  kind: CardResultKind;
  message: string;
}

export interface CardResultState {
  step: CardResultStep;
  seq: number;
  odemeId: string | null;
  checks: number;
  outcome: CardResultOutcome | null;
}

export type CardResultEvent =
  | { type: 'returned'; odemeId: string }
  | { type: 'state'; status: CardPaymentStatus }
  | { type: 'wait-over' }
  | { type: 'failed'; message?: string }
  | { type: 'dismissed' };

export const initialCardResultState: CardResultState = {
  step: 'idle',
  seq: 0,
  odemeId: null,
  checks: 0,
  outcome: null,
};

const go = (s: CardResultState, step: CardResultStep, patch: Partial<CardResultState> = {}): CardResultState => ({
  ...s,
  ...patch,
  step,
  seq: s.seq + 1,
});

/** The message of a finished payment: success by purpose, a decline with the bank's own words. */
export function outcomeOf(status: CardPaymentStatus): CardResultOutcome | null {
  switch (status.state) {
    case 'basarili':
      return { kind: 'success', message: status.purpose === 'teminat' ? M.depositSucceeded : M.balanceSucceeded };
    case 'reddedildi':
      return {
        kind: 'declined',
        message: [M.declined, status.bankMessage, M.declinedNextStep].filter(Boolean).join(' '),
      };
    case 'zaman_asimi':
      return { kind: 'timeout', message: M.timedOut };
    default:
      return null;
  }
}

export function cardResultReducer(state: CardResultState, event: CardResultEvent): CardResultState {
  switch (event.type) {
    case 'returned':
      return state.step === 'idle' ? go(state, 'checking', { odemeId: event.odemeId, checks: 0 }) : state;
    case 'state': {
      if (state.step !== 'checking') return state;
      const checks = state.checks + 1;
      const outcome = outcomeOf(event.status);
      if (outcome) return go(state, 'done', { checks, outcome });
      if (checks >= CARD_PAYMENT_LIMITS.pollAttempts) {
        return go(state, 'done', { checks, outcome: { kind: 'pending', message: M.pending } });
      }
      return go(state, 'waiting', { checks });
    }
    case 'wait-over':
      return state.step === 'waiting' ? go(state, 'checking') : state;
    case 'failed':
      return state.step === 'checking'
        ? go(state, 'done', { outcome: { kind: 'error', message: event.message || M.paymentNotFound } })
        : state;
    case 'dismissed':
      return state.step === 'done' ? { ...state, outcome: null } : state;
    default:
      return state;
  }
}

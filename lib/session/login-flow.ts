import { type AccountCheck, type Firma, SONUC_TIPI } from '../contract/account-check';
import type { UserInfo } from '../api/auth';
import type { UserInfos } from './session-store';
import { safeReturnPath } from './route-guard';

/**
 * The login flow of docs/spec.md §4 as a pure state machine. The /callback page dispatches events and runs
 * the side effect that belongs to the step it lands in:
 *   exchanging  → token exchange + user info   registering → natural-person registration
 *   checking    → account check               linking     → contract update for the person
 *   binding     → the session is fixed to the chosen account on the server (its new access token)
 *   activating  → company login activity      done        → store state, toast, go to /
 *   aborted     → remove tokens, go to /
 * Dialog steps (missing-contact, approval, choice) wait for a button. Events that do not fit the
 * current step leave the state untouched (double clicks, late answers).
 */
export type LoginStep =
  | 'start'
  | 'exchanging'
  | 'missing-contact'
  | 'checking'
  | 'approval'
  | 'registering'
  | 'linking'
  | 'choice'
  | 'binding'
  | 'activating'
  | 'done'
  | 'aborted';

export type AccountKind = 'gercek' | 'firma';

export interface LoginFlowState {
  step: LoginStep;
  /** Bumped on every transition so an effect runner can run each step's work exactly once. */
  seq: number;
  userInfo: UserInfo | null;
  /** The person's account id (aktifCariId when acting as the natural person). */
  personId: number | null;
  firmalar: Firma[];
  active: { cariId: number; kind: AccountKind } | null;
  /** Aborted after a failed login activity: go to / with the 'callback' navigation state. */
  callbackState: boolean;
  /** The guarded page the visitor wanted before signing in (validated), where 'done' goes. */
  returnTo: string | null;
}

export type LoginFlowEvent =
  | { type: 'token-received'; returnTo?: string | null }
  | { type: 'exchanged'; userInfo: UserInfo }
  | { type: 'checked'; result: AccountCheck }
  | { type: 'missing-contact-confirmed' }
  | { type: 'approval-confirmed' }
  | { type: 'approval-cancelled' }
  | { type: 'registered'; personId: number }
  | { type: 'linked' }
  | { type: 'chosen'; cariId: number }
  | { type: 'bound' }
  | { type: 'bind-failed' }
  | { type: 'activity-logged' }
  | { type: 'activity-failed' }
  /** A failed exchange, user info, check, registration or link call (the runner shows the toast). */
  | { type: 'failed' };

export const initialLoginFlowState: LoginFlowState = {
  step: 'start',
  seq: 0,
  userInfo: null,
  personId: null,
  firmalar: [],
  active: null,
  callbackState: false,
  returnTo: null,
};

function go(state: LoginFlowState, step: LoginStep, patch: Partial<LoginFlowState> = {}): LoginFlowState {
  return { ...state, ...patch, step, seq: state.seq + 1 };
}

/**
 * Step 7: the chosen account becomes the session's, on the server (docs/spec.md §1: fixed for the session);
 * then a company needs its login activity, the person is logged in at once.
 */
function activate(state: LoginFlowState, cariId: number, kind: AccountKind): LoginFlowState {
  return go(state, 'binding', { active: { cariId, kind } });
}

/** With a known person: choose when there are companies, otherwise the person becomes active. */
function chooseOrActivatePerson(state: LoginFlowState, personId: number): LoginFlowState {
  return state.firmalar.length > 0
    ? go(state, 'choice', { personId })
    : activate({ ...state, personId }, personId, 'gercek');
}

export function hasContact(u: UserInfo): boolean {
  return Boolean(u.email) || Boolean(u.phone_number);
}

export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case 'token-received':
      return state.step === 'start' ? go(state, 'exchanging', { returnTo: safeReturnPath(event.returnTo) }) : state;

    case 'exchanged':
      if (state.step !== 'exchanging') return state;
      return go(state, hasContact(event.userInfo) ? 'checking' : 'missing-contact', { userInfo: event.userInfo });

    case 'missing-contact-confirmed':
      return state.step === 'missing-contact' ? go(state, 'aborted') : state;

    case 'checked': {
      if (state.step !== 'checking') return state;
      const { sonucTipi, gercekKisilikId, firmalar } = event.result;
      // 1: no portal record yet; nothing to keep.
      if (sonucTipi === SONUC_TIPI.kayitYok) return go(state, 'approval', { personId: null, firmalar: [] });
      // 2: a record whose contract acceptance is outdated; keep the person and the companies.
      if (sonucTipi === SONUC_TIPI.sozlesmeEksik) return go(state, 'approval', { personId: gercekKisilikId, firmalar });
      // 3: in order. Without a person id the answer is unusable (the API mapper already rejects it).
      if (gercekKisilikId === null) return go(state, 'aborted');
      return chooseOrActivatePerson({ ...state, firmalar }, gercekKisilikId);
    }

    case 'approval-confirmed':
      if (state.step !== 'approval') return state;
      return go(state, state.personId === null ? 'registering' : 'linking');

    case 'approval-cancelled':
      if (state.step !== 'approval') return state;
      return state.personId === null ? go(state, 'aborted') : chooseOrActivatePerson(state, state.personId);

    case 'registered':
      if (state.step !== 'registering') return state;
      return activate({ ...state, personId: event.personId }, event.personId, 'gercek');

    case 'linked':
      if (state.step !== 'linking' || state.personId === null) return state;
      return chooseOrActivatePerson(state, state.personId);

    case 'chosen': {
      if (state.step !== 'choice') return state;
      if (event.cariId === state.personId) return activate(state, event.cariId, 'gercek');
      if (state.firmalar.some((f) => f.id === event.cariId)) return activate(state, event.cariId, 'firma');
      return state;
    }

    case 'bound':
      if (state.step !== 'binding' || !state.active) return state;
      return go(state, state.active.kind === 'firma' ? 'activating' : 'done');

    case 'bind-failed':
      // Like a failed login activity: the session is given up and the user starts again.
      return state.step === 'binding' ? go(state, 'aborted', { callbackState: true }) : state;

    case 'activity-logged':
      return state.step === 'activating' ? go(state, 'done') : state;

    case 'activity-failed':
      return state.step === 'activating' ? go(state, 'aborted', { callbackState: true }) : state;

    case 'failed':
      // A failed registration or link leaves the approval dialog open for another try or Vazgeç;
      // anything earlier ends the attempt.
      if (state.step === 'registering' || state.step === 'linking') return go(state, 'approval');
      if (state.step === 'exchanging' || state.step === 'checking') return go(state, 'aborted');
      return state;
  }
}

/** The persisted userInfos once the flow is done (docs/spec.md §3). */
export function toUserInfos(state: LoginFlowState): UserInfos | null {
  if (state.step !== 'done' || !state.userInfo || !state.active) return null;
  return {
    ...state.userInfo,
    gercekKisilikId: state.personId,
    aktifCariId: state.active.cariId,
    aktifCariTuru: state.active.kind,
    userFirmaKayitlarInfo: state.firmalar,
  };
}

/**
 * Where the browser goes when the flow ends: the page the visitor wanted when the sign-in is done
 * (checked again, a guarded profile path only), the home page otherwise.
 */
export function destinationAfterLogin(state: LoginFlowState): string {
  return (state.step === 'done' && safeReturnPath(state.returnTo)) || '/';
}

/** Whether the approval dialog's Tamam must be disabled because a request runs. */
export function isApprovalBusy(step: LoginStep): boolean {
  return step === 'registering' || step === 'linking';
}

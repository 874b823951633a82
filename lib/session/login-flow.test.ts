import type { AccountCheck } from '../contract/account-check';
import type { UserInfo } from '../api/auth';
import {
  initialLoginFlowState,
  loginFlowReducer,
  toUserInfos,
  type LoginFlowEvent,
  type LoginFlowState,
} from './login-flow';

const ayse: UserInfo = {
  email: 'ayse.yilmaz@example.com.tr',
  phone_number: '5321234567',
  NameSurname: 'Ayşe Yılmaz',
  preferred_username: '10000000146',
  name: '10000000146',
};
const firmalar = [
  { id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
  { id: 5, adi: 'Ege Geri Dönüşüm Ltd. Şti.', vergiNo: '9876543217' },
];

function run(...events: LoginFlowEvent[]): LoginFlowState {
  return events.reduce(loginFlowReducer, initialLoginFlowState);
}

const checked = (result: AccountCheck): LoginFlowEvent => ({ type: 'checked', result });
const BOUND: LoginFlowEvent = { type: 'bound' };
const toCheck = (u: UserInfo = ayse): LoginFlowEvent[] => [
  { type: 'token-received' },
  { type: 'exchanged', userInfo: u },
];

describe('login flow: contact details', () => {
  it('asks for the account check when e-mail or phone exists', () => {
    expect(run(...toCheck()).step).toBe('checking');
    expect(run(...toCheck({ ...ayse, email: null })).step).toBe('checking');
    expect(run(...toCheck({ ...ayse, phone_number: null })).step).toBe('checking');
  });

  it('stops with the missing-contact dialog when both are missing; Tamam ends the attempt', () => {
    const s = run(...toCheck({ ...ayse, email: null, phone_number: null }));
    expect(s.step).toBe('missing-contact');
    expect(loginFlowReducer(s, { type: 'missing-contact-confirmed' }).step).toBe('aborted');
  });

  it('ends the attempt when the exchange or the check fails', () => {
    expect(run({ type: 'token-received' }, { type: 'failed' }).step).toBe('aborted');
    expect(run(...toCheck(), { type: 'failed' }).step).toBe('aborted');
  });
});

describe('login flow: sonucTipi 3 (in order)', () => {
  it('with companies opens the choice; choosing a company records its login first', () => {
    let s = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }));
    expect(s.step).toBe('choice');
    expect(s.personId).toBe(1);
    s = loginFlowReducer(s, { type: 'chosen', cariId: 5 });
    // The server fixes the session to the chosen account first (docs/spec.md §1).
    expect(s.step).toBe('binding');
    expect(s.active).toEqual({ cariId: 5, kind: 'firma' });
    s = loginFlowReducer(s, { type: 'bound' });
    expect(s.step).toBe('activating');
    s = loginFlowReducer(s, { type: 'activity-logged' });
    expect(s.step).toBe('done');
    expect(toUserInfos(s)).toEqual({
      ...ayse,
      gercekKisilikId: 1,
      aktifCariId: 5,
      aktifCariTuru: 'firma',
      userFirmaKayitlarInfo: firmalar,
    });
  });

  it('choosing the person logs in at once, without an activity record', () => {
    const s = run(
      ...toCheck(),
      checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }),
      { type: 'chosen', cariId: 1 },
      BOUND,
    );
    expect(s.step).toBe('done');
    expect(toUserInfos(s)?.aktifCariTuru).toBe('gercek');
    expect(toUserInfos(s)?.aktifCariId).toBe(1);
  });

  it('ignores a choice that is not on offer', () => {
    const s = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }));
    expect(loginFlowReducer(s, { type: 'chosen', cariId: 99 })).toBe(s);
  });

  it('without companies the person becomes active directly', () => {
    const s = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 2, firmalar: [] }));
    expect(s.step).toBe('binding');
    expect(loginFlowReducer(s, BOUND).step).toBe('done');
    expect(s.active).toEqual({ cariId: 2, kind: 'gercek' });
  });

  it('a failed company login activity ends the attempt with the callback state', () => {
    const s = run(
      ...toCheck(),
      checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }),
      { type: 'chosen', cariId: 4 },
      BOUND,
      { type: 'activity-failed' },
    );
    expect(s.step).toBe('aborted');
    expect(s.callbackState).toBe(true);
    expect(toUserInfos(s)).toBeNull();
  });
});

describe('login flow: the session is fixed to the chosen account', () => {
  it('a refused binding ends the attempt with the callback state, before any activity', () => {
    const s = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }), { type: 'chosen', cariId: 4 });
    expect(s.step).toBe('binding');
    const failed = loginFlowReducer(s, { type: 'bind-failed' });
    expect(failed.step).toBe('aborted');
    expect(failed.callbackState).toBe(true);
    expect(toUserInfos(failed)).toBeNull();
  });

  it('a late or repeated answer outside the binding step changes nothing', () => {
    const choice = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }));
    expect(loginFlowReducer(choice, BOUND)).toBe(choice);
    expect(loginFlowReducer(choice, { type: 'bind-failed' })).toBe(choice);
  });
});

describe('login flow: sonucTipi 1 (no account record)', () => {
  const approval = () => run(...toCheck(), checked({ sonucTipi: 1, gercekKisilikId: null, firmalar: [] }));

  it('opens the approval dialog; Tamam registers and the new person becomes active', () => {
    let s = approval();
    expect(s.step).toBe('approval');
    s = loginFlowReducer(s, { type: 'approval-confirmed' });
    expect(s.step).toBe('registering');
    s = loginFlowReducer(s, { type: 'registered', personId: 12 });
    expect(s.step).toBe('binding');
    s = loginFlowReducer(s, BOUND);
    expect(s.step).toBe('done');
    expect(toUserInfos(s)).toMatchObject({
      gercekKisilikId: 12,
      aktifCariId: 12,
      aktifCariTuru: 'gercek',
      userFirmaKayitlarInfo: [],
    });
  });

  it('Vazgeç without a person id ends the attempt', () => {
    expect(loginFlowReducer(approval(), { type: 'approval-cancelled' }).step).toBe('aborted');
  });

  it('a failed registration returns to the dialog; buttons pressed meanwhile are ignored', () => {
    const busy = loginFlowReducer(approval(), { type: 'approval-confirmed' });
    expect(loginFlowReducer(busy, { type: 'approval-cancelled' })).toBe(busy);
    expect(loginFlowReducer(busy, { type: 'approval-confirmed' })).toBe(busy);
    expect(loginFlowReducer(busy, { type: 'failed' }).step).toBe('approval');
  });
});

describe('login flow: sonucTipi 2 (outdated contracts)', () => {
  const approval = (f = firmalar) => run(...toCheck(), checked({ sonucTipi: 2, gercekKisilikId: 3, firmalar: f }));

  it('keeps the person and companies; Tamam links, then the choice opens', () => {
    let s = approval();
    expect(s.step).toBe('approval');
    expect(s.personId).toBe(3);
    expect(s.firmalar).toEqual(firmalar);
    s = loginFlowReducer(s, { type: 'approval-confirmed' });
    expect(s.step).toBe('linking');
    s = loginFlowReducer(s, { type: 'linked' });
    expect(s.step).toBe('choice');
  });

  it('after linking without companies the person becomes active', () => {
    const s = run(
      ...toCheck(),
      checked({ sonucTipi: 2, gercekKisilikId: 3, firmalar: [] }),
      { type: 'approval-confirmed' },
      { type: 'linked' },
      BOUND,
    );
    expect(s.step).toBe('done');
    expect(s.active).toEqual({ cariId: 3, kind: 'gercek' });
  });

  it('Vazgeç with a person id goes on: to the choice, or straight in without companies', () => {
    expect(loginFlowReducer(approval(), { type: 'approval-cancelled' }).step).toBe('choice');
    const s = loginFlowReducer(loginFlowReducer(approval([]), { type: 'approval-cancelled' }), BOUND);
    expect(s.step).toBe('done');
    expect(s.active).toEqual({ cariId: 3, kind: 'gercek' });
  });

  it('a failed link returns to the dialog', () => {
    const s = run(
      ...toCheck(),
      checked({ sonucTipi: 2, gercekKisilikId: 3, firmalar }),
      { type: 'approval-confirmed' },
      { type: 'failed' },
    );
    expect(s.step).toBe('approval');
    expect(s.personId).toBe(3);
  });
});

describe('login flow: robustness', () => {
  it('handles the token only once', () => {
    const s = run({ type: 'token-received' });
    expect(loginFlowReducer(s, { type: 'token-received' })).toBe(s);
  });

  it('numbers every transition so each step runs its work once', () => {
    const s1 = run({ type: 'token-received' });
    const s2 = loginFlowReducer(s1, { type: 'exchanged', userInfo: ayse });
    expect(s2.seq).toBe(s1.seq + 1);
  });

  it('ignores answers that arrive in the wrong step', () => {
    const s = run(...toCheck(), checked({ sonucTipi: 3, gercekKisilikId: 1, firmalar }));
    expect(loginFlowReducer(s, { type: 'registered', personId: 9 })).toBe(s);
    expect(loginFlowReducer(s, { type: 'activity-logged' })).toBe(s);
    expect(loginFlowReducer(s, checked({ sonucTipi: 1, gercekKisilikId: null, firmalar: [] }))).toBe(s);
  });
});

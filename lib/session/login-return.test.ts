import type { UserInfo } from '../api/auth';
import { destinationAfterLogin, initialLoginFlowState, loginFlowReducer, type LoginFlowEvent } from './login-flow';
import { rememberReturnPath, takeReturnPath } from './return-path';

const mehmet: UserInfo = {
  email: 'mehmet@example.com.tr',
  phone_number: '5320000000',
  NameSurname: 'Mehmet Kaya',
  preferred_username: '10000000214',
  name: '10000000214',
};

const signIn = (returnTo?: string | null): LoginFlowEvent[] => [
  { type: 'token-received', returnTo },
  { type: 'exchanged', userInfo: mehmet },
  { type: 'checked', result: { sonucTipi: 3, gercekKisilikId: 2, firmalar: [] } },
  { type: 'bound' },
];
const run = (events: LoginFlowEvent[]) => events.reduce(loginFlowReducer, initialLoginFlowState);

describe('login flow: back to the page wanted before the sign-in', () => {
  it('goes to the remembered guarded page once signed in', () => {
    const s = run(signIn('/finansal-bilgilerim'));
    expect(s.step).toBe('done');
    expect(destinationAfterLogin(s)).toBe('/finansal-bilgilerim');
  });

  it('goes home without one, or with one that is not a guarded same-origin path', () => {
    expect(destinationAfterLogin(run(signIn()))).toBe('/');
    expect(destinationAfterLogin(run(signIn(null)))).toBe('/');
    expect(destinationAfterLogin(run(signIn('//evil.example/hesabim')))).toBe('/');
    expect(destinationAfterLogin(run(signIn('https://evil.example/')))).toBe('/');
    expect(destinationAfterLogin(run(signIn('/callback')))).toBe('/');
  });

  it('never goes there from an attempt that was given up', () => {
    const s = run([{ type: 'token-received', returnTo: '/hesabim' }, { type: 'failed' }]);
    expect(s.step).toBe('aborted');
    expect(destinationAfterLogin(s)).toBe('/');
  });

  it('keeps the first page when the token arrives twice', () => {
    const s1 = run([{ type: 'token-received', returnTo: '/hesabim' }]);
    expect(loginFlowReducer(s1, { type: 'token-received', returnTo: '/firmalarim' })).toBe(s1);
  });
});

describe('the remembered page in this tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is read once', () => {
    rememberReturnPath('/finansal-bilgilerim/banka-bilgileri');
    expect(takeReturnPath()).toBe('/finansal-bilgilerim/banka-bilgileri');
    expect(takeReturnPath()).toBeNull();
  });

  it('keeps only guarded same-origin paths, and forgets an older one when given a bad one', () => {
    rememberReturnPath('/hesabim');
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBeNull();
  });

  it('checks what it reads too (storage written by someone else)', () => {
    window.sessionStorage.setItem('esatis:return-path', 'https://evil.example/hesabim');
    expect(takeReturnPath()).toBeNull();
  });

  it('does not break when storage is blocked', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(takeReturnPath()).toBeNull();
    spy.mockRestore();
  });
});

import { useToastStore } from '../toast/toast-store';
import { clearSession } from './clear-session';
import { logout } from './logout';
import { onLoggedOut, onSessionRequest, type UserInfos, useSessionStore } from './session-store';
import { markRefreshSession } from './test-session';
import { hasAccessToken, hasRefreshSession, storeTokens } from './tokens';

const fetchMock = jest.fn();
const base: UserInfos = {
  email: 'ayse.yilmaz@example.com.tr',
  phone_number: '5321234567',
  NameSurname: 'Ayşe Yılmaz',
  preferred_username: '10000000146',
  name: '10000000146',
  gercekKisilikId: 1,
  aktifCariId: 4,
  aktifCariTuru: 'firma',
  userFirmaKayitlarInfo: [{ id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' }],
};

describe('explicit logout (Çıkış)', () => {
  let logouts = 0;
  let stop: () => void;
  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(() => {
    logouts = 0;
    stop = onSessionRequest((r) => r.kind === 'logout' && logouts++);
    fetchMock.mockReset();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => stop());

  it('records the company logout activity first, then asks for the logout and the toast', async () => {
    useSessionStore.getState().signedIn(base);
    fetchMock.mockResolvedValue({ status: 204, ok: true, json: () => Promise.resolve(null) });
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/CariBilgisi/CariFirmaCikisiLogu');
    expect(JSON.parse(init.body)).toEqual({ cariId: 4, activityType: 'logout' });
    expect(logouts).toBe(1);
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: 'Çıkış yapıldı.', severity: 'success', duration: 2000 }),
    ]);
  });

  it('logs out even when the activity call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().signedIn(base);
    fetchMock.mockResolvedValue({ status: 500, ok: false, json: () => Promise.resolve({ key: 'x', message: 'y' }) });
    await logout();
    expect(logouts).toBe(1);
  });

  it('does not record an activity for the natural person', async () => {
    useSessionStore.getState().signedIn({ ...base, aktifCariId: 1, aktifCariTuru: 'gercek' });
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logouts).toBe(1);
  });
});

describe('clearing the session (logout request)', () => {
  /** Long enough for clearSession's import of the revocation and its call: one turn of the loop. */
  const revocationLoaded = () => new Promise((resolve) => setTimeout(resolve, 0));
  const settings = { authUrl: 'http://localhost/auth', clientSecret: 'ihale-client-secret' };
  beforeEach(() => fetchMock.mockReset());

  it('removes tokens, prefixed storage and user state at once, stops connections, and revokes the refresh session', async () => {
    useSessionStore.getState().signedIn(base);
    storeTokens({ accessToken: 'a', expiresIn: 900 });
    markRefreshSession();
    window.localStorage.setItem('esatis:recent-tenders', '[]');
    window.localStorage.setItem('other-app', 'keep');
    fetchMock.mockResolvedValue({ status: 200, ok: true, json: () => Promise.resolve(null) });
    const stopHub = jest.fn();
    const off = onLoggedOut(stopHub);
    clearSession(settings);
    off();
    // The browser's state goes before the revocation's code has arrived (./clear-session.ts).
    expect(useSessionStore.getState().userInfos).toBeNull();
    expect(hasRefreshSession()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    await revocationLoaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost/auth/connect/revocation');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      client_id: 'ihale-client',
      client_secret: 'ihale-client-secret',
      token_type_hint: 'refresh_token',
    });
    expect(useSessionStore.getState().userInfos).toBeNull();
    expect(hasAccessToken()).toBe(false);
    expect(hasRefreshSession()).toBe(false);
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('esatis:'))).toEqual([]);
    expect(window.localStorage.getItem('other-app')).toBe('keep');
    expect(stopHub).toHaveBeenCalledTimes(1);
  });

  it('clears the session whatever the revocation answers', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().signedIn(base);
    storeTokens({ accessToken: 'a', expiresIn: 900 });
    markRefreshSession();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    clearSession(settings);
    expect(useSessionStore.getState().userInfos).toBeNull();
    expect(hasAccessToken()).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('makes no revocation call when the browser holds no refresh session', async () => {
    useSessionStore.getState().signedIn(base);
    clearSession(settings);
    // As long as the test above waits for the call that a session gets.
    await revocationLoaded();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userInfos).toBeNull();
  });
});

describe('the persisted user state', () => {
  it('is written again only when the user changes, not when a token or a request changes', () => {
    useSessionStore.getState().signedIn(base);
    expect(window.localStorage.getItem('esatis:root')).not.toBeNull();
    window.localStorage.removeItem('esatis:root'); // what a 401 does (on-unauthorized.ts)
    useSessionStore.getState().expired();
    storeTokens({ accessToken: 'a', expiresIn: 900 });
    expect(window.localStorage.getItem('esatis:root')).toBeNull();
    useSessionStore.getState().refreshSettled('refreshed');
    expect(window.localStorage.getItem('esatis:root')).not.toBeNull();
  });

  it('is not written by a logout before anyone signed in (an abandoned login)', () => {
    useSessionStore.getState().loggedOut();
    window.localStorage.clear();
    useSessionStore.getState().loggedOut();
    expect(window.localStorage.getItem('esatis:root')).toBeNull();
  });
});

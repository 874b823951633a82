import { handleNoAuth } from './refresh';
import { onSessionRequest, useSessionStore } from './session-store';
import { markRefreshSession } from './test-session';
import { hasAccessToken, hasRefreshSession, removeTokens, storeTokens } from './tokens';

const settings = { authUrl: 'http://localhost/auth', clientSecret: 'ihale-client-secret' };
const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) });
}

describe('silent refresh on the no-auth event', () => {
  let logouts = 0;
  let stop: () => void;

  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(() => {
    logouts = 0;
    stop = onSessionRequest((r) => r.kind === 'logout' && logouts++);
    fetchMock.mockReset();
    storeTokens({ accessToken: 'old-access', expiresIn: 900 });
    markRefreshSession();
  });
  afterEach(() => {
    stop();
    removeTokens();
    jest.restoreAllMocks();
  });

  it('asks with the refresh cookie (credentials, no token in the form) and stores the new access token', async () => {
    fetchMock.mockReturnValue(answer(200, { access_token: 'new-access', token_type: 'Bearer', expires_in: 900 }));
    await expect(handleNoAuth(settings)).resolves.toBe('refreshed');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost/auth/connect/token');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'ihale-client',
      client_secret: 'ihale-client-secret',
    });
    expect(init.credentials).toBe('include');
    // The rotated refresh cookie must land even when the page that asked is left meanwhile.
    expect(init.keepalive).toBe(true);
    expect(init.headers.Authorization).toBeUndefined();
    expect(document.cookie).toContain('esatis_at=new-access');
    expect(document.cookie).not.toContain('esatis_rt');
    expect(logouts).toBe(0);
  });

  it('logs out on invalid_grant (400)', async () => {
    fetchMock.mockReturnValue(
      answer(400, {
        error: 'invalid_grant',
        key: 'invalid_grant',
        message: 'Oturum süresi doldu.',
        errors: ['Oturum süresi doldu.'],
      }),
    );
    await expect(handleNoAuth(settings)).resolves.toBe('logged-out');
    expect(logouts).toBe(1);
  });

  it('only logs a network failure and keeps the user signed in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(handleNoAuth(settings)).resolves.toBe('failed');
    expect(logouts).toBe(0);
    expect(warn).toHaveBeenCalled();
    expect(hasRefreshSession()).toBe(true);
  });

  it('logs out at once without a refresh session (no marker of a refresh cookie)', async () => {
    removeTokens();
    await expect(handleNoAuth(settings)).resolves.toBe('logged-out');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logouts).toBe(1);
  });

  it('removes the access cookie before refreshing', async () => {
    let cookieDuringCall: boolean | null = null;
    fetchMock.mockImplementation(() => {
      cookieDuringCall = hasAccessToken();
      return answer(200, { access_token: 'a2', expires_in: 900 });
    });
    await handleNoAuth(settings);
    expect(cookieDuringCall).toBe(false);
  });

  it('treats an answer without an access token and its lifetime as a failed refresh', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockReturnValue(answer(200, { access_token: 'a2', refresh_token: 'r2' }));
    await expect(handleNoAuth(settings)).resolves.toBe('failed');
    expect(hasAccessToken()).toBe(false);
  });

  it('spends the refresh token once when several requests fail together', async () => {
    fetchMock.mockReturnValue(answer(200, { access_token: 'a2', expires_in: 900 }));
    const outcomes = await Promise.all([handleNoAuth(settings), handleNoAuth(settings), handleNoAuth(settings)]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops a refresh answer that arrives after the user logged out', async () => {
    let release: () => void = () => {};
    fetchMock.mockReturnValue(
      new Promise((r) => (release = () => r(answer(200, { access_token: 'late', expires_in: 900 })))),
    );
    const pending = handleNoAuth(settings);
    removeTokens();
    useSessionStore.getState().loggedOut(); // what clearSession does on logout
    release();
    await expect(pending).resolves.toBe('logged-out');
    expect(hasAccessToken()).toBe(false);
  });
});

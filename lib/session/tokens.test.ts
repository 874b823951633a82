import { COOKIE } from './cookie-names';
import { decode } from './secure-storage';
import { getAccessToken } from './access-token';
import { markRefreshSession } from './test-session';
import { hasAccessToken, hasRefreshSession, removeAccessCookie, removeTokens, storeTokens } from './tokens';

const grant = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.payload.sig', expiresIn: 900 };

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

describe('token storage', () => {
  afterEach(() => {
    removeTokens();
    window.localStorage.clear();
  });

  it('keeps the access token in a cookie and encrypted in storage, and writes no refresh token', () => {
    storeTokens(grant);
    expect(cookie(COOKIE.accessToken)).toBe(grant.accessToken);
    expect(getAccessToken()).toBe(grant.accessToken);
    expect(cookie(COOKIE.refreshToken)).toBeUndefined();
    const stored = window.localStorage.getItem('esatis:access-token');
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(grant.accessToken);
    expect(decode(stored!)).toBe(grant.accessToken);
  });

  it('lets the access cookie expire with its token instead of keeping it for 30 days', () => {
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void written.push(v));
    storeTokens({ ...grant, expiresIn: 60 });
    setter.mockRestore();
    const access = written.filter((c) => c.startsWith(`${COOKIE.accessToken}=`));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/; Max-Age=60(;|$)/i);
  });

  it('knows of a refresh session only by the server-set marker', () => {
    storeTokens(grant);
    expect(hasRefreshSession()).toBe(false);
    markRefreshSession();
    expect(hasRefreshSession()).toBe(true);
  });

  it('no-auth removes only the access cookie, keeping the refresh session for the refresh', () => {
    storeTokens(grant);
    markRefreshSession();
    removeAccessCookie();
    expect(hasAccessToken()).toBe(false);
    expect(hasRefreshSession()).toBe(true);
  });

  it('removing the tokens clears the access cookie, the marker and storage', () => {
    storeTokens(grant);
    markRefreshSession();
    removeTokens();
    expect(cookie(COOKIE.accessToken)).toBeUndefined();
    expect(hasRefreshSession()).toBe(false);
    expect(window.localStorage.getItem('esatis:access-token')).toBeNull();
  });
});

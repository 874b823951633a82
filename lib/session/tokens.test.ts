import { COOKIE } from './cookie-names';
import { decode } from './secure-storage';
import { getAccessToken } from './access-token';
import { getRefreshToken, hasAccessToken, removeAccessCookie, removeTokens, storeTokens } from './tokens';

const pair = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.payload.sig', refreshToken: 'r3fr3sh-t0k3n' };

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

  it('keeps both tokens in cookies and the access token encrypted in storage', () => {
    storeTokens(pair);
    expect(cookie(COOKIE.accessToken)).toBe(pair.accessToken);
    expect(cookie(COOKIE.refreshToken)).toBe(pair.refreshToken);
    expect(getAccessToken()).toBe(pair.accessToken);
    expect(getRefreshToken()).toBe(pair.refreshToken);
    const stored = window.localStorage.getItem('esatis:access-token');
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(pair.accessToken);
    expect(decode(stored!)).toBe(pair.accessToken);
  });

  it('no-auth removes only the access cookie, keeping the refresh token for the refresh', () => {
    storeTokens(pair);
    removeAccessCookie();
    expect(hasAccessToken()).toBe(false);
    expect(getRefreshToken()).toBe(pair.refreshToken);
  });

  it('removing the tokens clears cookies and storage', () => {
    storeTokens(pair);
    removeTokens();
    expect(cookie(COOKIE.accessToken)).toBeUndefined();
    expect(cookie(COOKIE.refreshToken)).toBeUndefined();
    expect(window.localStorage.getItem('esatis:access-token')).toBeNull();
  });
});

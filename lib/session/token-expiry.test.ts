import { isTokenStale, tokenExpiresAt } from './token-expiry';

const b64url = (o: object) => btoa(unescape(encodeURIComponent(JSON.stringify(o)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.c2ln`;

describe('access token expiry', () => {
  it('reads exp from the token payload, Turkish claims included', () => {
    expect(tokenExpiresAt(jwt({ sub: '10000000146', name: 'Ayşe', exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
  });

  it('treats an expired or nearly expired token as stale', () => {
    const t = jwt({ exp: 1000 });
    expect(isTokenStale(t, 1_000_000)).toBe(true);
    expect(isTokenStale(t, 995_000)).toBe(true); // within the 10 s margin
    expect(isTokenStale(t, 980_000)).toBe(false);
  });

  it('never calls a malformed or opaque token stale', () => {
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(tokenExpiresAt('a.%%%.c')).toBeNull();
    expect(isTokenStale(null, Date.now())).toBe(false);
    expect(isTokenStale(jwt({ sub: 'x' }), Date.now())).toBe(false);
  });
});

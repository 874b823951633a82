import { act, render, waitFor } from '@testing-library/react';
import { apiRequest } from '@/lib/api/http';
import { PublicConfigProvider } from '@/lib/public-config-context';
import { getQueryClient } from '@/lib/query-client';
import { markRefreshSession } from '@/lib/session/test-session';
import { hasAccessToken, hasRefreshSession, removeTokens, storeTokens } from '@/lib/session/tokens';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { SessionManager } from './session-manager';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => '/ihaleler' }));

const fetchMock = jest.fn();
const config = {
  publicOrigin: 'http://localhost',
  portalApiUrl: '/api',
  authUrl: 'http://localhost/auth',
  clientSecret: 'ihale-client-secret',
};
const json = (status: number, body: unknown) => ({ status, ok: status < 300, json: () => Promise.resolve(body) });
const jwt = (exp: number, claims: Record<string, unknown> = {}) =>
  `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ exp, ...claims }))}.sig`;
const isTokenCall = (c: unknown[]) => String(c[0]).endsWith('/auth/connect/token');
const isRevocation = (c: unknown[]) => String(c[0]).endsWith('/auth/connect/revocation');
/** A signed-in browser: the access token and the marker the server set beside the refresh cookie. */
const signedIn = (accessToken: string) => {
  storeTokens({ accessToken, expiresIn: 900 });
  markRefreshSession();
};
const granted = (accessToken: string) =>
  json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 900 });

function mount() {
  return render(
    <PublicConfigProvider value={config}>
      <SessionManager />
    </PublicConfigProvider>,
  );
}

describe('session manager', () => {
  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(() => {
    fetchMock.mockReset();
    replace.mockReset();
    window.localStorage.clear();
    // One page load's store: no request left from the test before.
    useSessionStore.setState({ request: null });
    useSessionStore.getState().signedIn(MEHMET);
  });
  afterEach(() => removeTokens());

  it('answers a 401 with a silent refresh and keeps the user signed in', async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    signedIn(fresh);
    mount();
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/auth/connect/token')
          ? granted('new-at')
          : json(401, { key: 'Unauthorized', message: 'Unauthorized' }),
      ),
    );
    await expect(apiRequest('/v1/Finans/Ozet?cariId=2')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(document.cookie).toContain('esatis_at=new-at'));
    // The 401 wiped the stored state; the refresh writes the same user back.
    await waitFor(() => expect(window.localStorage.getItem('esatis:root')).not.toBeNull());
    expect(useSessionStore.getState().userInfos?.NameSurname).toBe('Mehmet Kaya');
    expect(replace).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token when the page loads', async () => {
    signedIn(jwt(Math.floor(Date.now() / 1000) - 5));
    fetchMock.mockResolvedValue(granted('new-at'));
    mount();
    await waitFor(() => expect(fetchMock.mock.calls.filter(isTokenCall)).toHaveLength(1));
    await waitFor(() => expect(document.cookie).toContain('esatis_at=new-at'));
  });

  it('refreshes when the access cookie has expired but the refresh session remains', async () => {
    markRefreshSession();
    fetchMock.mockResolvedValue(granted('new-at'));
    mount();
    await waitFor(() => expect(document.cookie).toContain('esatis_at=new-at'));
    expect(useSessionStore.getState().userInfos?.NameSurname).toBe('Mehmet Kaya');
  });

  it('clears a stale signed-in state without any session, making no call', async () => {
    mount();
    await waitFor(() => expect(useSessionStore.getState().userInfos).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a valid token alone', () => {
    signedIn(jwt(Math.floor(Date.now() / 1000) + 900));
    mount();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out when the refresh token is refused, and goes home', async () => {
    signedIn(jwt(Math.floor(Date.now() / 1000) - 5));
    fetchMock.mockResolvedValue(
      json(400, { error: 'invalid_grant', key: 'invalid_grant', message: 'Oturumunuz sona erdi.' }),
    );
    mount();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(useSessionStore.getState().userInfos).toBeNull());
    expect(hasAccessToken()).toBe(false);
    expect(hasRefreshSession()).toBe(false);
  });

  it('on a logout request revokes the refresh session, clears the session and goes home', async () => {
    signedIn(jwt(Math.floor(Date.now() / 1000) + 900));
    fetchMock.mockResolvedValue(json(200, null));
    // What an island cached for this user (the browser's one query client, lib/query-client.ts).
    getQueryClient().setQueryData(['participation', 61, 2], { alias: 'Rumuz-7', hasBid: true });
    mount();
    act(() => useSessionStore.getState().logoutRequested());
    expect(replace).toHaveBeenCalledWith('/');
    expect(getQueryClient().getQueryData(['participation', 61, 2])).toBeUndefined();
    await waitFor(() => expect(useSessionStore.getState().userInfos).toBeNull());
    await waitFor(() => expect(fetchMock.mock.calls.filter(isRevocation)).toHaveLength(1));
    expect(hasAccessToken()).toBe(false);
    expect(hasRefreshSession()).toBe(false);
  });

  it('runs a logout asked before its chunk arrived (the providers load it after hydration), once', async () => {
    signedIn(jwt(Math.floor(Date.now() / 1000) + 900));
    fetchMock.mockResolvedValue(json(200, null));
    act(() => useSessionStore.getState().logoutRequested());
    const { rerender } = mount();
    expect(replace).toHaveBeenCalledWith('/');
    await waitFor(() => expect(useSessionStore.getState().userInfos).toBeNull());
    await waitFor(() => expect(fetchMock.mock.calls.filter(isRevocation)).toHaveLength(1));
    rerender(
      <PublicConfigProvider value={config}>
        <SessionManager />
      </PublicConfigProvider>,
    );
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('gives a live session whose stored user is gone its user back from the server', async () => {
    // A 401 on the page just left wiped storage before its refresh wrote the user back.
    act(() => useSessionStore.getState().loggedOut());
    signedIn(jwt(Math.floor(Date.now() / 1000) + 900, { cari: 5 }));
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.endsWith('/auth/connect/userinfo')
          ? json(200, {
              sub: '10000000146',
              preferred_username: '10000000146',
              name: '10000000146',
              NameSurname: 'Ayşe Yılmaz',
              email: 'ayse@example.com.tr',
              phone_number: '5321234567',
            })
          : url.endsWith('/v1/CariBilgisi/CariGirisIslemleri')
            ? json(200, {
                data: {
                  sonucTipi: 3,
                  gercekKisilikId: 1,
                  firmalar: [{ id: 5, adi: 'Ege Geri Dönüşüm', vergiNo: '9876543217' }],
                },
              })
            : json(404, {}),
      ),
    );
    mount();
    await waitFor(() => expect(useSessionStore.getState().userInfos?.NameSurname).toBe('Ayşe Yılmaz'));
    expect(useSessionStore.getState().userInfos).toMatchObject({
      aktifCariId: 5,
      aktifCariTuru: 'firma',
      gercekKisilikId: 1,
      userFirmaKayitlarInfo: [{ id: 5, adi: 'Ege Geri Dönüşüm', vergiNo: '9876543217' }],
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves a session bound to no account yet to the login flow', async () => {
    act(() => useSessionStore.getState().loggedOut());
    signedIn(jwt(Math.floor(Date.now() / 1000) + 900));
    mount();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().userInfos).toBeNull();
  });
});

import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/http';
import { PublicConfigProvider } from '@/lib/public-config-context';
import { emitSessionEvent } from '@/lib/session/events';
import { getRefreshToken, hasAccessToken, removeTokens, storeTokens } from '@/lib/session/tokens';
import { useRootStore, type UserInfos } from '@/lib/store/root-store';
import { SessionManager } from './session-manager';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => '/ihaleler' }));

const fetchMock = jest.fn();
const config = { publicOrigin: 'http://localhost', portalApiUrl: '/api', authUrl: 'http://localhost/auth', clientSecret: 'ihale-client-secret' };
const mehmet: UserInfos = {
  email: 'mehmet.kaya@example.com.tr',
  phone_number: '5332345678',
  NameSurname: 'Mehmet Kaya',
  preferred_username: '10000000214',
  name: '10000000214',
  gercekKisilikId: 2,
  aktifCariId: 2,
  aktifCariTuru: 'gercek',
  userFirmaKayitlarInfo: [],
};
const json = (status: number, body: unknown) => ({ status, ok: status < 300, json: () => Promise.resolve(body) });
const jwt = (exp: number) => `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify({ exp }))}.sig`;
const isTokenCall = (c: unknown[]) => String(c[0]).endsWith('/auth/connect/token');

function mount() {
  return render(
    <PublicConfigProvider value={config}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionManager />
      </QueryClientProvider>
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
    useRootStore.getState().setUserInfos(mehmet);
  });
  afterEach(() => removeTokens());

  it('answers a 401 with a silent refresh and keeps the user signed in', async () => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 900);
    storeTokens({ accessToken: fresh, refreshToken: 'r1' });
    mount();
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/auth/connect/token') ? json(200, { access_token: 'new-at', refresh_token: 'r2' }) : json(401, { key: 'Unauthorized', message: 'Unauthorized' })),
    );
    await expect(apiRequest('/v1/Finans/Ozet?cariId=2')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(getRefreshToken()).toBe('r2'));
    expect(document.cookie).toContain('esatis_at=new-at');
    // The 401 wiped the stored state; the refresh writes the same user back.
    await waitFor(() => expect(window.localStorage.getItem('esatis:root')).not.toBeNull());
    expect(useRootStore.getState().userInfos?.NameSurname).toBe('Mehmet Kaya');
    expect(replace).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token when the page loads', async () => {
    storeTokens({ accessToken: jwt(Math.floor(Date.now() / 1000) - 5), refreshToken: 'r1' });
    fetchMock.mockResolvedValue(json(200, { access_token: 'new-at', refresh_token: 'r2' }));
    mount();
    await waitFor(() => expect(fetchMock.mock.calls.filter(isTokenCall)).toHaveLength(1));
    await waitFor(() => expect(getRefreshToken()).toBe('r2'));
  });

  it('leaves a valid token alone', () => {
    storeTokens({ accessToken: jwt(Math.floor(Date.now() / 1000) + 900), refreshToken: 'r1' });
    mount();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out when the refresh token is refused, and goes home', async () => {
    storeTokens({ accessToken: jwt(Math.floor(Date.now() / 1000) - 5), refreshToken: 'spent' });
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_grant', key: 'invalid_grant', message: 'Oturumunuz sona erdi.' }));
    mount();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(useRootStore.getState().userInfos).toBeNull());
    expect(hasAccessToken()).toBe(false);
    expect(getRefreshToken()).toBeNull();
  });

  it('on the logout event clears the session and goes home', async () => {
    storeTokens({ accessToken: jwt(Math.floor(Date.now() / 1000) + 900), refreshToken: 'r1' });
    mount();
    act(() => emitSessionEvent('logout'));
    expect(replace).toHaveBeenCalledWith('/');
    await waitFor(() => expect(useRootStore.getState().userInfos).toBeNull());
    expect(getRefreshToken()).toBeNull();
  });
});

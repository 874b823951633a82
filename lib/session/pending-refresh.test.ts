import { writeCookie } from '../browser-cookies';
import { COOKIE } from './cookie-names';
import { handleUnauthorized } from './on-unauthorized';
import { LEFT_REFRESH_WAIT_MS, PENDING_REFRESH_KEY } from './pending-refresh';
import type * as Refresh from './refresh';
import { markRefreshSession } from './test-session';

const settings = { authUrl: 'http://localhost/auth', clientSecret: 'ihale-client-secret' };
const fetchMock = jest.fn();
const granted = () =>
  Promise.resolve({
    status: 200,
    ok: true,
    json: () => Promise.resolve({ access_token: 'b-access', token_type: 'Bearer', expires_in: 900 }),
  });

/** One page's scripts: its own copy of the session modules, in the browser both pages share (cookies, storage). */
function openPage(): typeof Refresh {
  let page!: typeof Refresh;
  jest.isolateModules(() => {
    page = require('./refresh');
  });
  return page;
}

/**
 * Page A sends a refresh and is left before the answer comes (fetch's keepalive still delivers
 * its cookies); page B needs a token meanwhile. Sending the spent refresh cookie again would end
 * the session on the server as a stolen copy (server/auth/token-grants.ts).
 */
describe('a page left while its refresh was on the way (lib/session/pending-refresh.ts)', () => {
  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    markRefreshSession();
    window.localStorage.clear();
    // Page A: its refresh is sent, and its script is gone before the answer.
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    void openPage().handleNoAuth(settings);
  });
  afterEach(() => jest.useRealTimers());

  it('the next page waits until that answer has rotated the cookies, then refreshes with the new ones', async () => {
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReturnValueOnce(granted());
    const pageB = openPage().handleNoAuth(settings);
    await jest.advanceTimersByTimeAsync(LEFT_REFRESH_WAIT_MS / 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A's answer lands: the browser stores the rotated refresh cookie and its new marker.
    writeCookie(COOKIE.sessionMarker, 'Zk3mQ1x9_aB-');
    await jest.advanceTimersByTimeAsync(100);
    await expect(pageB).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('esatis_at=b-access');
    // No note is left.
    expect(window.localStorage.getItem(PENDING_REFRESH_KEY)).toBeNull();
  });

  it('the next page sends its own once the wait is over (the left refresh never reached the server)', async () => {
    fetchMock.mockReturnValueOnce(granted());
    const pageB = openPage().handleNoAuth(settings);
    await jest.advanceTimersByTimeAsync(LEFT_REFRESH_WAIT_MS - 200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    await expect(pageB).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('where there are no Web Locks, a page waiting on another open tab takes the token that tab stored', async () => {
    // jsdom has no navigator.locks: tab A's refresh (its page stays open) and tab B's overlap.
    fetchMock.mockReset();
    window.localStorage.clear();
    let answerA!: () => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerA = () => resolve(granted()))));
    const tabA = openPage().handleNoAuth(settings);
    await jest.advanceTimersByTimeAsync(0);
    const tabB = openPage().handleNoAuth(settings);
    await jest.advanceTimersByTimeAsync(500);
    // A's answer: the browser stores the rotated cookies, A's script the access token.
    writeCookie(COOKIE.sessionMarker, 'Zk3mQ1x9_aB-');
    answerA();
    await expect(tabA).resolves.toBe('refreshed');
    await jest.advanceTimersByTimeAsync(100);
    await expect(tabB).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the next page, which clears the app storage, keeps the note', async () => {
    await jest.advanceTimersByTimeAsync(0);
    handleUnauthorized();
    expect(window.localStorage.getItem(PENDING_REFRESH_KEY)).not.toBeNull();
  });

  it('the next page signs out when that answer ended the session (its cookies deleted)', async () => {
    const outcome = openPage().handleNoAuth(settings);
    await jest.advanceTimersByTimeAsync(1000);
    writeCookie(COOKIE.sessionMarker, '', { maxAge: 0 });
    await jest.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toBe('logged-out');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

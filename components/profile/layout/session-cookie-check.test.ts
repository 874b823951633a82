import { checkSessionCookie, type SessionCheckDeps } from './session-cookie-check';

function deps(over: Partial<SessionCheckDeps> = {}) {
  const calls: string[] = [];
  const d: SessionCheckDeps = {
    hasAccessToken: () => true,
    hasRefreshToken: () => true,
    whenRefreshSettled: async () => calls.push('settled'),
    refresh: async () => calls.push('refresh'),
    emitLogout: () => calls.push('logout'),
    ...over,
  };
  return { d, calls };
}

describe('profile area session check', () => {
  it('does nothing while the session cookie is there', async () => {
    const { d, calls } = deps();
    await expect(checkSessionCookie(d)).resolves.toBe('present');
    expect(calls).toEqual(['settled']);
  });

  it('emits the logout event when the cookies are gone', async () => {
    const { d, calls } = deps({ hasAccessToken: () => false, hasRefreshToken: () => false });
    await expect(checkSessionCookie(d)).resolves.toBe('logout');
    expect(calls).toEqual(['settled', 'logout']);
  });

  it('waits for a running refresh, which briefly removes the access cookie, before judging', async () => {
    let cookie = false;
    const { d, calls } = deps({
      hasAccessToken: () => cookie,
      hasRefreshToken: () => false,
      whenRefreshSettled: async () => {
        cookie = true;
      },
    });
    await expect(checkSessionCookie(d)).resolves.toBe('present');
    expect(calls).not.toContain('logout');
  });

  it('tries the refresh token once when only the access cookie is missing', async () => {
    const { d, calls } = deps({ hasAccessToken: () => false });
    await expect(checkSessionCookie(d)).resolves.toBe('refreshing');
    expect(calls).toEqual(['settled', 'refresh']);
  });
});

import { guardRedirect, isGuardedPath, safeReturnPath } from './route-guard';

describe('login guard of the profile routes', () => {
  it.each([
    '/hesabim',
    '/finansal-bilgilerim',
    '/finansal-bilgilerim/teminat-bilgileri',
    '/firmalarim',
    '/katildigim-ihaleler',
    '/favori-ihaleler',
    '/profil-iletisim',
    '/bildirimler',
    '/hesabim/',
  ])('guards %s', (p) => {
    expect(isGuardedPath(p)).toBe(true);
    const wanted = `/?girisGerekli=1&donus=${encodeURIComponent(p)}`;
    expect(guardRedirect(p, {})).toBe(wanted);
    expect(guardRedirect(p, { accessToken: '', sessionMarker: '' })).toBe(wanted);
  });

  it('lets a visitor with the access cookie through', () => {
    expect(guardRedirect('/hesabim', { accessToken: 'eyJ...' })).toBeNull();
  });

  it('lets a signed-in visitor whose access cookie expired through while the refresh session lasts', () => {
    expect(guardRedirect('/hesabim', { sessionMarker: '1' })).toBeNull();
  });

  it.each(['/', '/ihaleler', '/callback', '/hesabimiz', '/favori-ihaleler-x', '/duyurular/3'])(
    'leaves %s public',
    (p) => {
      expect(guardRedirect(p, {})).toBeNull();
    },
  );

  it('carries the wanted page with its query to the home page', () => {
    expect(guardRedirect('/katildigim-ihaleler', {}, '?sekme=kazandigim')).toBe(
      '/?girisGerekli=1&donus=%2Fkatildigim-ihaleler%3Fsekme%3Dkazandigim',
    );
  });
});

describe('the page to come back to after the sign-in', () => {
  it.each([
    ['/finansal-bilgilerim', '/finansal-bilgilerim'],
    ['/finansal-bilgilerim/teminat-bilgileri', '/finansal-bilgilerim/teminat-bilgileri'],
    ['/katildigim-ihaleler?sekme=kazandigim#x', '/katildigim-ihaleler?sekme=kazandigim'],
    ['/hesabim/../favori-ihaleler', '/favori-ihaleler'],
  ])('keeps the guarded profile page %s', (given, kept) => {
    expect(safeReturnPath(given)).toBe(kept);
  });

  it.each([
    '//evil.example/hesabim',
    '/\\evil.example/hesabim',
    'https://evil.example/hesabim',
    'javascript:alert(1)',
    'hesabim',
    '/',
    '/callback',
    '/ihaleler/5',
    '/hesabim/../callback',
    '/hesabim\n',
    `/hesabim?${'a'.repeat(600)}`,
    '',
  ])('refuses %j', (given) => {
    expect(safeReturnPath(given)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(['/hesabim'])).toBeNull();
  });
});

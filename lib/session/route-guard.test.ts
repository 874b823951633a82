import { guardRedirect, isGuardedPath } from './route-guard';

describe('login guard of the profile routes', () => {
  it.each(['/hesabim', '/finansal-bilgilerim', '/finansal-bilgilerim/teminat-bilgileri', '/firmalarim', '/katildigim-ihaleler', '/favori-ihaleler', '/profil-iletisim', '/hesabim/'])(
    'guards %s',
    (p) => {
      expect(isGuardedPath(p)).toBe(true);
      expect(guardRedirect(p, {})).toBe('/?girisGerekli=1');
      expect(guardRedirect(p, { accessToken: '', sessionMarker: '' })).toBe('/?girisGerekli=1');
    },
  );

  it('lets a visitor with the access cookie through', () => {
    expect(guardRedirect('/hesabim', { accessToken: 'eyJ...' })).toBeNull();
  });

  it('lets a signed-in visitor whose access cookie expired through while the refresh session lasts', () => {
    expect(guardRedirect('/hesabim', { sessionMarker: '1' })).toBeNull();
  });

  it.each(['/', '/ihaleler', '/callback', '/hesabimiz', '/favori-ihaleler-x', '/duyurular/3'])('leaves %s public', (p) => {
    expect(guardRedirect(p, {})).toBeNull();
  });
});

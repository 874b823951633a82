import { activeLeaf, isUnder, menuLeaves, PROFILE_MENU } from './profile-menu-items';

describe('profile menu', () => {
  it('lists the entries of docs/spec.md §2 in order, with the three finance children', () => {
    expect(PROFILE_MENU.map((i) => i.label)).toEqual([
      'Hesabım',
      'Finansal Bilgilerim',
      'Firmalarım',
      'Katıldığım İhalelerim',
      'Favori İhalelerim',
      'İletişim',
      'Bildirimler',
    ]);
    expect(
      menuLeaves()
        .filter((l) => l.group === 'Finansal Bilgilerim')
        .map((l) => l.href),
    ).toEqual([
      '/finansal-bilgilerim/finansal-ozet',
      '/finansal-bilgilerim/teminat-bilgileri',
      '/finansal-bilgilerim/banka-bilgileri',
    ]);
  });

  it('marks the entry of the current path, not its neighbours', () => {
    expect(activeLeaf('/finansal-bilgilerim/banka-bilgileri')?.label).toBe('Banka Bilgileri');
    expect(activeLeaf('/profil-iletisim')?.label).toBe('İletişim');
    expect(activeLeaf('/hesabim/')?.label).toBe('Hesabım');
    expect(activeLeaf('/iletisim')).toBeNull();
    expect(isUnder('/hesabimx', '/hesabim')).toBe(false);
  });
});

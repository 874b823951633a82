import { MAIN_NAV, activeNavIndex, isLinkActive, isNavGroup, normalizePath } from './nav-items';

const labelOfActive = (path: string) => {
  const i = activeNavIndex(path);
  return i < 0 ? null : MAIN_NAV[i].label;
};

describe('header active item', () => {
  it('marks Ana Sayfa only on the home page', () => {
    expect(labelOfActive('/')).toBe('Ana Sayfa');
    expect(isLinkActive('/duyurular', '/')).toBe(false);
  });

  it('keeps a section active on its detail pages and with a query string', () => {
    expect(labelOfActive('/ihaleler')).toBe('İhaleler');
    expect(labelOfActive('/ihaleler/42')).toBe('İhaleler');
    expect(labelOfActive('/duyurular/7')).toBe('Duyurular');
    expect(labelOfActive('/duyurular?sayfa=2')).toBe('Duyurular');
    expect(labelOfActive('/iletisim/')).toBe('İletişim');
  });

  it('marks the dropdown parent when one of its pages is open', () => {
    expect(labelOfActive('/portal-hakkinda/kvkk-metni')).toBe('Portal Hakkında');
    expect(labelOfActive('/yardim/sikca-sorulan-sorular')).toBe('Yardım');
    // The cookie policy sits under Yardım even though the menu does not list it.
    expect(labelOfActive('/yardim/cerez-politikasi')).toBe('Yardım');
  });

  it('does not confuse paths that only share a prefix', () => {
    expect(labelOfActive('/ihalelerim')).toBeNull();
    expect(labelOfActive('/duyurularim')).toBeNull();
  });

  it('marks nothing on pages outside the menu', () => {
    expect(labelOfActive('/sartlar')).toBeNull();
    expect(labelOfActive('/hesabim')).toBeNull();
  });

  it('lists the menu of docs/spec.md §2 in order with its sub-pages', () => {
    expect(MAIN_NAV.map((i) => i.label)).toEqual([
      'Ana Sayfa',
      'İhaleler',
      'Portal Hakkında',
      'Duyurular',
      'Yardım',
      'İletişim',
    ]);
    const groups = MAIN_NAV.filter(isNavGroup).map((g) => g.children.map((c) => c.label));
    expect(groups).toEqual([
      ['Üyelik Şartları', 'KVKK Metni', 'Kullanıcı Sözleşmesi'],
      ['Sıkça Sorulan Sorular', 'Portal Kullanım Kılavuzu'],
    ]);
  });

  it('normalises paths', () => {
    expect(normalizePath('/duyurular/?x=1#a')).toBe('/duyurular');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath(null)).toBe('/');
  });
});

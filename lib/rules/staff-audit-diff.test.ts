import { auditDiff, auditValueText } from './staff-audit-diff';

describe('auditDiff', () => {
  it('lines up the fields of before and after and marks the changed ones', () => {
    expect(auditDiff({ roller: ['ihale'] }, { roller: ['ihale', 'mali'] })).toEqual([
      {
        alan: 'roller',
        etiket: 'Roller',
        onceki: 'İhale Sorumlusu',
        sonraki: 'İhale Sorumlusu, Mali İşler',
        degisti: true,
      },
    ]);
  });

  it('flattens nested objects, keeps unchanged fields unmarked, and shows a missing side as —', () => {
    const lines = auditDiff(
      { baslik: 'Şanzıman', fiyat: { tutar: 100, doviz: 'TL' } },
      { baslik: 'Şanzıman', fiyat: { tutar: 120, doviz: 'TL' }, yeni: true },
    );
    expect(lines.map((l) => [l.alan, l.onceki, l.sonraki, l.degisti])).toEqual([
      ['baslik', 'Şanzıman', 'Şanzıman', false],
      ['fiyat.tutar', '100', '120', true],
      ['fiyat.doviz', 'TL', 'TL', false],
      ['yeni', '—', 'Evet', true],
    ]);
  });

  it('shows an addition (no before) and a plain value', () => {
    expect(auditDiff(null, { aktif: false })).toEqual([
      { alan: 'aktif', etiket: 'Etkin', onceki: '—', sonraki: 'Hayır', degisti: true },
    ]);
    expect(auditDiff('a', 'b')[0]).toMatchObject({ alan: 'değer', onceki: 'a', sonraki: 'b', degisti: true });
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('writes values for a reader', () => {
    expect(auditValueText('x', null)).toBe('—');
    expect(auditValueText('x', [])).toBe('—');
    expect(auditValueText('x', [1, 2])).toBe('1, 2');
    expect(auditValueText('roller', ['yonetici', 'bilinmeyen'])).toBe('Yönetici, bilinmeyen');
    expect(auditValueText('x', { a: 1 })).toBe('{"a":1}');
  });
});

import {
  SORT_OPTIONS,
  FILTER_MESSAGES,
  filterFormErrors,
  hasActiveFilters,
  ignoredFieldErrors,
  keepNumericText,
  parseAmountText,
  parseTenderListParams,
  tenderListHref,
} from './tender-filters';

describe('sort options', () => {
  it('say what comes first, not "Artan/Azalan" of a status number (issue #36)', () => {
    const labels = SORT_OPTIONS.map((o) => o.label);
    expect(labels).toContain('Durum (Başlamayanlar Önce)');
    expect(labels).toContain('Durum (Sonuçlananlar Önce)');
    expect(labels.filter((l) => l.startsWith('Durum (A'))).toEqual([]);
  });
});

describe('typing into number fields', () => {
  it('drops everything but digits, dot and comma, and stops at 10 characters', () => {
    expect(keepNumericText('12a.5,0-x')).toBe('12.5,0');
    expect(keepNumericText('12345678901234')).toBe('1234567890');
  });
});

describe('parseAmountText', () => {
  it.each([
    ['1500', 1500],
    ['10.000', 10000],
    ['10.000,50', 10000.5],
    ['1.250.000', 1250000],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1.50', 1.5],
    ['1.500,50', 1500.5],
    [' 750 ', 750],
  ])('%s → %p', (text, n) => expect(parseAmountText(text)).toBe(n));

  // Read any other way these would filter by a number nobody typed (issue #36).
  it.each(['', 'abc', '5bin', '1,2,3', ',', '.', '1-2', '1,500.50', '1.5.0', '12,345', '1.', '1,', '10.00.000'])(
    '%p is unreadable',
    (text) => expect(parseAmountText(text)).toBeNull(),
  );
});

describe('filter panel messages (docs/spec.md §5)', () => {
  it('accepts an empty panel', () => expect(filterFormErrors({})).toEqual({}));

  it('limits lengths and characters', () => {
    const e = filterFormErrors({
      ihaleNo: '12345678901',
      minFiyat: '12a',
      baslik: 'x'.repeat(51),
      kelime: 'y'.repeat(51),
    });
    expect(e.ihaleNo).toBe('İhale numarası en fazla 10 karakter olabilir.');
    expect(e.minFiyat).toBe('Yalnızca rakam, nokta ve virgül girilebilir.');
    expect(e.baslik).toBe('Başlık en fazla 50 karakter olabilir.');
    expect(e.kelime).toBe('Anahtar kelime en fazla 50 karakter olabilir.');
  });

  it('refuses a minimum above the maximum, on both fields', () => {
    expect(filterFormErrors({ minFiyat: '5.000', maxFiyat: '1000' })).toEqual({
      minFiyat: 'En düşük fiyat en yüksek fiyattan büyük olamaz.',
      maxFiyat: 'En yüksek fiyat en düşük fiyattan küçük olamaz.',
    });
  });

  it('refuses a price that is not written the Turkish way', () => {
    expect(filterFormErrors({ maxFiyat: '1,500.50' }).maxFiyat).toBe('Geçerli bir fiyat giriniz (ör. 1.500,50).');
  });

  it('says why the list ignored a price the address brought', () => {
    expect(ignoredFieldErrors({ minFiyat: '5bin' }, ['minFiyat'])).toEqual({ minFiyat: FILTER_MESSAGES.numericChars });
    expect(ignoredFieldErrors({ minFiyat: '500', maxFiyat: '100' }, ['maxFiyat'])).toEqual({
      maxFiyat: FILTER_MESSAGES.maxMin,
    });
    expect(ignoredFieldErrors({ baslik: 'x' }, ['sayfa'])).toEqual({});
  });
});

describe('parseTenderListParams', () => {
  it('reads every filter, the sort and the page from the URL', () => {
    const { params, invalid } = parseTenderListParams(
      new URLSearchParams(
        'ihaleNo=1.234&minFiyat=10.000&maxFiyat=50.000,50&baslik=Bakır&kelime=kablo&teslimatYeri=3&durum=213&kategori=4&etiket=Hurda&siralama=fiyat-azalan&sayfa=3',
      ),
    );
    expect(invalid).toEqual([]);
    expect(params).toEqual({
      ihaleNo: 1234,
      minFiyat: 10000,
      maxFiyat: 50000.5,
      baslik: 'Bakır',
      kelime: 'kablo',
      teslimatYeri: 3,
      durum: 213,
      kategori: 4,
      etiket: 'Hurda',
      siralama: 'fiyat-azalan',
      sayfa: 3,
    });
  });

  it('drops hand-edited values that break a rule and names them, instead of failing', () => {
    const { params, invalid } = parseTenderListParams({
      durum: '217',
      sayfa: '-1',
      siralama: 'random',
      minFiyat: 'abc',
      teslimatYeri: "1' or 1=1",
      baslik: 'x'.repeat(60),
      kategori: ['7', '8'],
    });
    expect(params).toEqual({ sayfa: 1, kategori: 7 });
    // Kept as typed, so the panel shows it marked and a page link does not filter by a stripped '5'.
    expect(parseTenderListParams({ minFiyat: '5bin' }).raw.minFiyat).toBe('5bin');
    expect(invalid.sort()).toEqual(['baslik', 'durum', 'minFiyat', 'sayfa', 'siralama', 'teslimatYeri']);
  });

  it('ignores empty parameters (an unfilled GET form)', () => {
    const { params, invalid } = parseTenderListParams(new URLSearchParams('ihaleNo=&baslik=+&durum=&sayfa='));
    expect(params).toEqual({ sayfa: 1 });
    expect(invalid).toEqual([]);
  });

  it('drops a maximum price below the minimum', () => {
    const { params, invalid } = parseTenderListParams({ minFiyat: '500', maxFiyat: '100' });
    expect(params.minFiyat).toBe(500);
    expect(params.maxFiyat).toBeUndefined();
    expect(invalid).toEqual(['maxFiyat']);
  });
});

describe('tenderListHref', () => {
  it('keeps filters and sort, and leaves page 1 out so a change returns to the first page', () => {
    expect(tenderListHref({ baslik: 'Bakır Kablo', siralama: 'bitis-artan' })).toBe(
      '/ihaleler?baslik=Bak%C4%B1r+Kablo&siralama=bitis-artan',
    );
    expect(tenderListHref({ etiket: 'Hurda' }, 2)).toBe('/ihaleler?etiket=Hurda&sayfa=2');
    expect(tenderListHref({})).toBe('/ihaleler');
  });

  it('tells active filters from sort alone', () => {
    expect(hasActiveFilters({ siralama: 'fiyat-artan' })).toBe(false);
    expect(hasActiveFilters({ kategori: '3' })).toBe(true);
  });
});

import { lastPageOf, pageClampHref, parseTenderListParams } from './tender-filters';

describe('a page number past the last page', () => {
  it('knows the last page of a list', () => {
    expect(lastPageOf(25)).toBe(3);
    expect(lastPageOf(30)).toBe(3);
    expect(lastPageOf(31)).toBe(4);
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(Number.NaN)).toBe(1);
  });

  it('sends ?sayfa=99 of 25 results to page 3, keeping filters and sort', () => {
    const { params, raw } = parseTenderListParams({ sayfa: '99', baslik: 'hurda', siralama: 'fiyat-artan' });
    const href = pageClampHref(raw, params.sayfa, 25);
    expect(href).not.toBeNull();
    const url = new URL(href!, 'http://x');
    expect(url.pathname).toBe('/ihaleler');
    expect(url.searchParams.get('sayfa')).toBe('3');
    expect(url.searchParams.get('baslik')).toBe('hurda');
  });

  it('sends a page of an empty list to page 1 (no sayfa in the address)', () => {
    expect(pageClampHref({}, 4, 0)).toBe('/ihaleler');
  });

  it('leaves existing pages alone', () => {
    expect(pageClampHref({}, 1, 0)).toBeNull();
    expect(pageClampHref({}, 3, 25)).toBeNull();
    expect(pageClampHref({}, 1, 25)).toBeNull();
  });
});

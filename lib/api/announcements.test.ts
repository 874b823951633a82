import {
  announcementListHref,
  announcementListPath,
  parseAnnouncementId,
  parseAnnouncementSearchParams,
} from './announcements';

const decoded = (path: string) => decodeURIComponent(path);
const params = (p: Partial<{ page: number; title: string; from: string; to: string }> = {}) => ({
  page: 1,
  title: '',
  from: '',
  to: '',
  ...p,
});

describe('announcement list URL parsing', () => {
  it('reads page, title and date range from the URL', () => {
    expect(
      parseAnnouncementSearchParams({ sayfa: '3', baslik: '  Hurda  ', baslangic: '2026-01-05', bitis: '2026-02-10' }),
    ).toEqual({ page: 3, title: 'Hurda', from: '2026-01-05', to: '2026-02-10' });
  });

  it('falls back to defaults for broken values instead of failing', () => {
    expect(parseAnnouncementSearchParams({ sayfa: 'abc', baslangic: '2026-02-30', bitis: '31.02.2026' })).toEqual(
      params(),
    );
    expect(parseAnnouncementSearchParams({ sayfa: '-4' }).page).toBe(1);
    expect(parseAnnouncementSearchParams({ sayfa: ['2', '5'] }).page).toBe(2);
  });

  it('cuts the title at 250 characters', () => {
    expect(parseAnnouncementSearchParams({ baslik: 'a'.repeat(300) }).title).toHaveLength(250);
  });

  it('builds short shareable URLs and leaves out page 1 and empty fields', () => {
    expect(announcementListHref(params())).toBe('/duyurular');
    expect(announcementListHref(params({ page: 2, title: 'Satış ilanı' }))).toBe(
      '/duyurular?baslik=Sat%C4%B1%C5%9F+ilan%C4%B1&sayfa=2',
    );
  });
});

describe('announcement list OData query', () => {
  it('asks for page 1 newest first with the total count and hides withdrawn ones', () => {
    const path = decoded(announcementListPath(params()));
    expect(path).toMatch(/^\/external-odata\/DuyuruOData\?/);
    expect(path).toContain('$filter=YayindanKaldir eq false');
    expect(path).toContain('$orderby=YayinTarihi desc');
    expect(path).toContain('$top=10');
    expect(path).not.toContain('$skip');
    expect(path).toContain('$count=true');
  });

  it('skips ten rows per page', () => {
    expect(decoded(announcementListPath(params({ page: 3 })))).toContain('$skip=20');
  });

  it('matches the title case-insensitively in Turkish and escapes quotes', () => {
    const path = decoded(announcementListPath(params({ title: "İHALE'Lİ" })));
    expect(path).toContain("contains(tolower(Baslik), 'ihale''li')");
  });

  it('turns the date range into whole Istanbul days, both ends inclusive', () => {
    const path = decoded(announcementListPath(params({ from: '2026-03-01', to: '2026-03-31' })));
    // Istanbul is UTC+3: the first day starts at 21:00 UTC the evening before, and the last day
    // ends where 1 April starts.
    expect(path).toContain('YayinTarihi ge 2026-02-28T21:00:00.000Z');
    expect(path).toContain('YayinTarihi lt 2026-03-31T21:00:00.000Z');
  });

  it('combines every filter with and', () => {
    const path = decoded(announcementListPath(params({ title: 'x', from: '2026-03-01' })));
    expect(path).toContain("(YayindanKaldir eq false) and (contains(tolower(Baslik), 'x')) and (YayinTarihi ge");
  });
});

describe('announcement id', () => {
  it('accepts positive integers only', () => {
    expect(parseAnnouncementId('12')).toBe(12);
    expect(parseAnnouncementId('abc')).toBeNull();
    expect(parseAnnouncementId('0')).toBeNull();
    expect(parseAnnouncementId('1e3')).toBeNull();
    expect(parseAnnouncementId('99999999999')).toBeNull();
  });
});

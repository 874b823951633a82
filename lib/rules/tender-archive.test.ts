import { formatMoney } from '../format/money';
import {
  archiveHref,
  archivePageClampHref,
  bidCountText,
  endDateLabel,
  resultShortText,
  resultStatement,
  tenderResultOf,
} from './tender-archive';
import { pageParam } from './tender-filters';

const tl = (amount: number) => formatMoney(amount, 'TL');

describe('tender results', () => {
  it('has a result only for 215, 216 and 217', () => {
    expect(tenderResultOf(215, 1180000)).toEqual({ kind: 'won', amount: 1180000 });
    expect(tenderResultOf(215, null)).toEqual({ kind: 'won', amount: null });
    // An amount sent for another status is not a winning amount.
    expect(tenderResultOf(216, 5000)).toEqual({ kind: 'noWinner' });
    expect(tenderResultOf(217, undefined)).toEqual({ kind: 'cancelled' });
    for (const status of [211, 212, 213, 214, 999]) expect(tenderResultOf(status, 5000)).toBeNull();
  });

  it('words the archive row', () => {
    expect(resultShortText({ kind: 'won', amount: 1180000 }, tl)).toBe('Kazanan teklif: 1.180.000,00 TL');
    expect(resultShortText({ kind: 'won', amount: null }, tl)).toBe('Kazanan belirlendi');
    expect(resultShortText({ kind: 'noWinner' }, tl)).toBe('Kazanan belirlenemedi');
    expect(resultShortText({ kind: 'cancelled' }, tl)).toBe('İptal edildi');
    expect(bidCountText(12)).toBe('12 teklif');
    expect(bidCountText(1)).toBe('1 teklif');
    expect(endDateLabel({ kind: 'won', amount: 1 })).toBe('Bitiş');
    expect(endDateLabel({ kind: 'noWinner' })).toBe('Bitiş');
    expect(endDateLabel({ kind: 'cancelled' })).toBe('Planlanan bitiş');
  });

  it('words the detail page statement', () => {
    expect(resultStatement({ kind: 'won', amount: 1180000 }, 12, tl)).toBe(
      'Bu ihale sonuçlanmıştır. Kazanan teklif: 1.180.000,00 TL (12 teklif)',
    );
    expect(resultStatement({ kind: 'noWinner' }, 0, tl)).toBe('Bu ihale sonuçlanmıştır. Kazanan belirlenemedi.');
    expect(resultStatement({ kind: 'cancelled' }, 0, tl)).toBe('Bu ihale iptal edilmiştir.');
  });
});

describe('archive paging', () => {
  it('addresses pages like the list: page 1 without a query', () => {
    expect(archiveHref()).toBe('/ihaleler/sonuclanan');
    expect(archiveHref(1)).toBe('/ihaleler/sonuclanan');
    expect(archiveHref(3)).toBe('/ihaleler/sonuclanan?sayfa=3');
  });

  it('sends a page past the last one to the last page', () => {
    expect(archivePageClampHref(99, 24)).toBe('/ihaleler/sonuclanan?sayfa=3');
    expect(archivePageClampHref(2, 0)).toBe('/ihaleler/sonuclanan');
    expect(archivePageClampHref(3, 24)).toBeNull();
    expect(archivePageClampHref(1, 0)).toBeNull();
  });

  it('reads ?sayfa= and refuses what is not a page number', () => {
    expect(pageParam(new URLSearchParams(''))).toBe(1);
    expect(pageParam(new URLSearchParams('sayfa=4'))).toBe(4);
    expect(pageParam({ sayfa: ['2', '5'] })).toBe(2);
    for (const bad of ['0', '-1', 'abc', '1.5', '1001', '99999999999']) {
      expect(pageParam(new URLSearchParams(`sayfa=${bad}`))).toBeNull();
    }
  });
});

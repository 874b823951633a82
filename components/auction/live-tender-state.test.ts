import { applyRecive, initialLiveState } from './live-tender-state';
import type { LiveTenderSnapshot } from './live-snapshot';

const snapshot: LiveTenderSnapshot = {
  id: 7,
  statusId: 213,
  openingPrice: 8000,
  highestBid: 8400,
  bids: [
    { id: 2, alias: 'Kartal-101', amount: 8400, time: '2026-11-20T09:00:00Z', automatic: false },
    { id: 1, alias: 'Şahin-202', amount: 8000, time: '2026-11-20T08:50:00Z', automatic: true },
  ],
  start: '2026-11-19T09:00:00Z',
  end: '2026-11-20T10:00:00Z',
  currency: 'TL',
  deposit: 800,
  vatIncluded: false,
  lastSiraNo: 2,
};

const recive = (teklif: number, over: Partial<Parameters<typeof applyRecive>[1]> = {}) => ({
  id: 7,
  teklif,
  cariRumuzu: 'Atmaca-303',
  teklifZamani: '2026-11-20T09:10:00Z',
  uzatildiMi: false,
  ihaleBitisSuresi: snapshot.end,
  ...over,
});

describe('live tender state', () => {
  it('puts a live bid on top, raises the highest bid and counts it', () => {
    const s = applyRecive(initialLiveState(snapshot), recive(8450, { siraNo: 3 }));
    expect(s.highestBid).toBe(8450);
    expect(s.bids.map((b) => [b.alias, b.amount])).toEqual([
      ['Atmaca-303', 8450],
      ['Kartal-101', 8400],
      ['Şahin-202', 8000],
    ]);
    expect(s.end).toBe(snapshot.end);
    expect(s.extendedLive).toBe(false);
  });

  it('marks a bid the portal placed for a maximum (otomatik) and only that one', () => {
    const base = initialLiveState(snapshot);
    const auto = applyRecive(base, recive(8450, { siraNo: 3, otomatik: true }));
    expect(auto.bids[0]).toMatchObject({ alias: 'Atmaca-303', amount: 8450, automatic: true });
    // Other servers leave the flag out: a plain bid.
    expect(applyRecive(base, recive(8450)).bids[0].automatic).toBe(false);
    expect(applyRecive(base, recive(8450, { otomatik: false })).bids[0].automatic).toBe(false);
  });

  it('moves the end on an extension', () => {
    const s = applyRecive(
      initialLiveState(snapshot),
      recive(8500, { uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T10:03:00Z' }),
    );
    expect(s.end).toBe('2026-11-20T10:03:00Z');
    expect(s.extendedLive).toBe(true);
  });

  it('does not list a bid twice when the page data already has it', () => {
    const s = applyRecive(initialLiveState(snapshot), recive(8400));
    expect(s.bids).toHaveLength(2);
  });

  it('never moves the end back: a caught-up bid arriving behind a newer extension keeps the later end', () => {
    const later = '2026-11-20T10:06:00Z';
    const s = [
      recive(8600, { siraNo: 4, uzatildiMi: true, ihaleBitisSuresi: later }),
      recive(8500, { siraNo: 3, uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T10:03:00Z' }),
    ].reduce(applyRecive, initialLiveState(snapshot));
    expect(s.end).toBe(later);
    expect(s.highestBid).toBe(8600);
    expect(s.bids.map((b) => b.amount)).toEqual([8600, 8500, 8400, 8000]);
  });

  it('ignores a malformed end or amount', () => {
    const base = initialLiveState(snapshot);
    expect(applyRecive(base, recive(8500, { uzatildiMi: true, ihaleBitisSuresi: 'yarın' })).end).toBe(snapshot.end);
    expect(applyRecive(base, recive(Number.NaN))).toBe(base);
  });
});

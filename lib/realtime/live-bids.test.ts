import { act, renderHook } from '@testing-library/react';
import type { RecivePayload } from '../contract/hub-events';
import {
  hasGap,
  LIVE_PULSE_MS,
  lastSiraNoOf,
  noteLastSiraNo,
  useLiveBids,
  useLiveBidsSince,
  useLiveBidsStore,
  useOnLiveBid,
} from './live-bids';
import { receiveLiveBid } from './live-bids-feed';

const bid = (p: Partial<RecivePayload>): RecivePayload => ({
  id: 1,
  teklif: 1000,
  cariRumuzu: 'Kartal-482',
  teklifZamani: '2026-11-20T12:00:00Z',
  uzatildiMi: false,
  ihaleBitisSuresi: '2026-11-20T12:05:00Z',
  ...p,
});
const recive = (p: unknown) => act(() => receiveLiveBid(p));

describe('the live bids store (one Recive listener feeds it)', () => {
  beforeEach(() => useLiveBidsStore.setState({ tenders: {} }));

  it('keeps per tender the highest amount, its alias, the announced end and every frame in arrival order', () => {
    recive(bid({ teklif: 1000 }));
    recive(bid({ teklif: 1200, cariRumuzu: 'Şahin-101', uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T12:08:00Z' }));
    recive(bid({ id: 2, teklif: 50 }));
    // A frame from before, arriving late: kept, but the price and leader stay the highest's.
    recive(bid({ teklif: 1100, cariRumuzu: 'Doğan-7' }));
    const t = useLiveBidsStore.getState().tenders[1];
    expect(t).toMatchObject({ seq: 3, price: 1200, leader: 'Şahin-101', end: '2026-11-20T12:08:00Z', extended: true });
    expect(t.frames.map((f) => [f.n, f.bid.teklif])).toEqual([
      [1, 1000],
      [2, 1200],
      [3, 1100],
    ]);
    expect(useLiveBidsStore.getState().tenders[2].price).toBe(50);
  });

  it('keeps the later end when an older extension arrives behind a newer one (a catch-up)', () => {
    recive(bid({ teklif: 1200, uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T12:08:00Z' }));
    recive(bid({ teklif: 1100, uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T12:06:00Z' }));
    expect(useLiveBidsStore.getState().tenders[1].end).toBe('2026-11-20T12:08:00Z');
  });

  it('knows per tender up to which sequence number the page has every bid, from its server data or heard live', () => {
    expect(lastSiraNoOf(31)).toBeNull();
    noteLastSiraNo(31, 4);
    // #6 before #5 (two instances' frames crossed): every bid only up to 4 until #5 arrives.
    recive(bid({ id: 31, teklif: 1000, siraNo: 6 }));
    expect(lastSiraNoOf(31)).toBe(4);
    expect(hasGap(31)).toBe(true);
    recive(bid({ id: 31, teklif: 900, siraNo: 5 }));
    expect(lastSiraNoOf(31)).toBe(6);
    expect(hasGap(31)).toBe(false);
    noteLastSiraNo(31, 3);
    expect(lastSiraNoOf(31)).toBe(6);
    // Newer server data closes a gap too.
    recive(bid({ id: 31, teklif: 1300, siraNo: 9 }));
    noteLastSiraNo(31, 8);
    expect(lastSiraNoOf(31)).toBe(9);
    // A card without server data: from the first bid it hears; a frame without a number tells nothing.
    recive(bid({ id: 33, teklif: 1000, siraNo: 12 }));
    expect(lastSiraNoOf(33)).toBe(12);
    recive(bid({ id: 32, teklif: 1000 }));
    expect(lastSiraNoOf(32)).toBeNull();
  });

  it('ignores a frame it already heard (same amount) and anything that is not a bid', () => {
    recive(bid({ teklif: 1000 }));
    recive(bid({ teklif: 1000 }));
    recive(null);
    recive({ id: 1, teklif: Number.NaN });
    recive({ teklif: 5 });
    expect(useLiveBidsStore.getState().tenders[1].seq).toBe(1);
    expect(Object.keys(useLiveBidsStore.getState().tenders)).toEqual(['1']);
  });

  it('pulses a tender for one second after a bid', () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useLiveBids(1));
      recive(bid({ teklif: 1000 }));
      act(() => jest.advanceTimersByTime(20));
      expect(result.current?.pulsing).toBe(true);
      act(() => jest.advanceTimersByTime(LIVE_PULSE_MS));
      expect(result.current?.pulsing).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a screen the bids heard since it mounted, and since its server data last changed', () => {
    recive(bid({ teklif: 900 }));
    const { result, rerender } = renderHook(({ key }) => useLiveBidsSince(1, key), { initialProps: { key: 'a' } });
    expect(result.current).toEqual([]);
    recive(bid({ teklif: 1000 }));
    recive(bid({ teklif: 1100 }));
    expect(result.current.map((b) => b.teklif)).toEqual([1000, 1100]);
    rerender({ key: 'b' });
    expect(result.current).toEqual([]);
    recive(bid({ teklif: 1200 }));
    expect(result.current.map((b) => b.teklif)).toEqual([1200]);
  });

  it('hands each new bid of the watched tenders to a screen once', () => {
    const seen: number[] = [];
    const { unmount } = renderHook(() => useOnLiveBid([1, 3], (b) => seen.push(b.teklif)));
    recive(bid({ teklif: 1000 }));
    recive(bid({ id: 2, teklif: 5 }));
    recive(bid({ id: 3, teklif: 70 }));
    recive(bid({ teklif: 1000 }));
    unmount();
    recive(bid({ teklif: 1500 }));
    expect(seen).toEqual([1000, 70]);
  });
});

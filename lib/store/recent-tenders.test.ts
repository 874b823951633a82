import { act, renderHook } from '@testing-library/react';
import { addRecentTender, useRecentTenders } from './recent-tenders';

const t = (id: number) => ({ id, baslik: `İhale ${id}`, baslangicTarihi: '2026-11-21T10:00:00Z', bitisTarihi: '2026-11-22T10:00:00Z' });

describe('recently visited tenders', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last four, newest first, without duplicates', () => {
    const { result } = renderHook(() => useRecentTenders());
    act(() => {
      for (const id of [1, 2, 3, 4, 5]) addRecentTender(t(id));
      addRecentTender(t(3));
    });
    expect(result.current.map((x) => x.id)).toEqual([3, 5, 4, 2]);
  });

  it('ignores broken storage', () => {
    window.localStorage.setItem('esatis:recent-tenders', '{oops');
    const { result } = renderHook(() => useRecentTenders());
    expect(result.current).toEqual([]);
  });
});

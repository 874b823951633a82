import { fromLiveMessage, mergeMessage, toConversationRow, toThreadMessage } from './conversations';

describe('conversations', () => {
  it('maps a conversation with its topic badge and last answer', () => {
    expect(
      toConversationRow({
        Id: 1,
        CariId: 1,
        Baslik: 'Teminat iadesi ne zaman yapılır?',
        AcilisTarihi: '2026-11-15T03:20:59Z',
        SonCevap: null,
        KonuId: 191,
        Konu: { Id: 191, Adi: 'Teminat İşlemleri' },
        DurumId: 201,
        IhaleTipiId: 51,
      }),
    ).toEqual({
      id: 1,
      baslik: 'Teminat iadesi ne zaman yapılır?',
      konu: 'Teminat İşlemleri',
      acilisTarihi: '2026-11-15T03:20:59Z',
      sonCevap: null,
      kapali: false,
    });
  });

  it('marks a conversation the support desk closed (203)', () => {
    const row = (DurumId: number) =>
      toConversationRow({
        Id: 2,
        CariId: 1,
        Baslik: 'b',
        AcilisTarihi: '2026-11-15T03:20:59Z',
        SonCevap: null,
        KonuId: 191,
        DurumId,
        IhaleTipiId: 51,
      });
    expect(row(203).kapali).toBe(true);
    expect(row(202).kapali).toBe(false);
  });

  const mine = toThreadMessage({
    Id: 1,
    IletisimId: 5,
    Icerik: 'Soru',
    OlusturmaTarihi: '2026-11-15T03:00:00Z',
    KurumYazisi: false,
    YazanAdiSoyadi: 'Ayşe Yılmaz',
  });

  it('marks institution messages, including live ones', () => {
    expect(mine.kurum).toBe(false);
    const live = fromLiveMessage({ id: 7, iletisimId: 5, icerik: 'Yanıt', olustumaTarihi: '2026-11-15T04:00:00Z' });
    expect(live).toMatchObject({ id: 7, iletisimId: 5, icerik: 'Yanıt', tarih: '2026-11-15T04:00:00Z', kurum: true });
  });

  it('adds a message once and keeps the thread in time order', () => {
    const live = fromLiveMessage({ id: 7, iletisimId: 5, icerik: 'Yanıt', olustumaTarihi: '2026-11-15T04:00:00Z' });
    const earlier = { ...mine, id: 3, tarih: '2026-11-15T02:00:00Z' };
    const thread = mergeMessage(mergeMessage([mine], live), earlier);
    expect(thread.map((m) => m.id)).toEqual([3, 1, 7]);
    expect(mergeMessage(thread, live)).toBe(thread);
  });
});

describe('thread reading', () => {
  it('reads a long thread in pages of 100 (the server limit) until a short page', async () => {
    const { fetchThread } = await import('./conversations');
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        Id: from + i,
        IletisimId: 5,
        Icerik: `m${from + i}`,
        OlusturmaTarihi: '2026-11-15T03:00:00Z',
        KurumYazisi: false,
        YazanAdiSoyadi: 'A',
      }));
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ status: 200, ok: true, json: async () => ({ value: page(1, 100) }) })
      .mockResolvedValueOnce({ status: 200, ok: true, json: async () => ({ value: page(101, 5) }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    const thread = await fetchThread(5);
    expect(thread).toHaveLength(105);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const urls = fetchMock.mock.calls.map(([u]) => decodeURIComponent(String(u)));
    expect(urls[0]).toContain('$top=100');
    expect(urls[0]).not.toContain('$skip');
    expect(urls[1]).toContain('$skip=100');
  });
});

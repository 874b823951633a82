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
    ).toEqual({ id: 1, baslik: 'Teminat iadesi ne zaman yapılır?', konu: 'Teminat İşlemleri', acilisTarihi: '2026-11-15T03:20:59Z', sonCevap: null });
  });

  const mine = toThreadMessage({ Id: 1, IletisimId: 5, Icerik: 'Soru', OlusturmaTarihi: '2026-11-15T03:00:00Z', KurumYazisi: false, YazanAdiSoyadi: 'Ayşe Yılmaz' });

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

import type { BildirimWire } from '@/lib/contract/notifications';

/**
 * A stand-in of the inbox API for the component tests: fetch answers GET /api/bildirimler?sayfa=n and
 * the two mark-read calls from an in-memory list, and records what was asked.
 */
export function inboxServer(initial: BildirimWire[]) {
  let items = initial.map((i) => ({ ...i }));
  const calls: string[] = [];
  const unread = () => items.filter((i) => !i.OkunmaTarihi).length;
  const reply = (status: number, body?: unknown) => ({ status, ok: status < 300, json: async () => body });
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    const one = /^\/api\/bildirimler\/(\d+)\/okundu$/.exec(url);
    if (method === 'POST' && one) {
      const item = items.find((i) => i.Id === Number(one[1]));
      if (!item) return reply(404, { key: 'NotFound', message: 'Bildirim bulunamadı.' });
      item.OkunmaTarihi ??= '2026-11-20T09:30:00.000Z';
      return reply(200, { data: { okunmamis: unread() } });
    }
    if (method === 'POST' && url === '/api/bildirimler/okundu') {
      items = items.map((i) => ({ ...i, OkunmaTarihi: i.OkunmaTarihi ?? '2026-11-20T09:30:00.000Z' }));
      return reply(200, { data: { okunmamis: 0 } });
    }
    const page = /^\/api\/bildirimler\?sayfa=(\d+)$/.exec(url);
    if (page) {
      const n = Number(page[1]);
      const sorted = [...items].sort((a, b) => b.Id - a.Id);
      return reply(200, {
        data: {
          items: sorted.slice((n - 1) * 20, n * 20),
          total: items.length,
          okunmamis: unread(),
          sayfa: n,
          sayfaBoyutu: 20,
        },
      });
    }
    return reply(404, { key: 'NotFound', message: 'Kayıt bulunamadı.' });
  });
  return {
    fetch,
    calls,
    add(item: BildirimWire) {
      items.push(item);
    },
  };
}

export function wireItem(id: number, over: Partial<BildirimWire> = {}): BildirimWire {
  return {
    Id: id,
    Tur: 'teklifGecildi',
    Baslik: `Teklifiniz geçildi: İhale ${id}`,
    Metin: `Yeni en yüksek teklif ${id}.000,00 TL`,
    Baglanti: `/ihaleler/${id}`,
    OlusturmaTarihi: `2026-11-20T0${id % 10}:00:00.000Z`,
    OkunmaTarihi: null,
    ...over,
  };
}

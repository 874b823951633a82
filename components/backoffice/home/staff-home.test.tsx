import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { StaffMe, StaffRole } from '@/lib/contract/staff';
import type { StaffWorkQueue, WorkItem } from '@/lib/contract/work-queue';
import { StaffHome } from './staff-home';

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const me = (roller: StaffRole[]): StaffMe => ({
  personelId: 7,
  adiSoyadi: 'Elif Şahin',
  roller,
  oturumBitis: '2026-11-20T09:30:00.000Z',
});
const item = (o: Partial<WorkItem>): WorkItem => ({
  id: 1,
  baslik: '',
  ayrinti: null,
  tarih: '2026-11-20T09:00:00.000Z',
  tutar: null,
  paraBirimi: null,
  ...o,
});

let calls: string[] = [];

function renderHome(roles: StaffRole[], queue: StaffWorkQueue | { status: number; body: unknown }) {
  calls = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    if (url.endsWith('/yonetim/ben')) return reply(200, { data: me(roles) });
    if ('status' in queue) return reply(queue.status, queue.body);
    return reply(200, { data: queue });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StaffHome />
    </QueryClientProvider>,
  );
}

describe('the back-office home: work waiting for my roles', () => {
  it('Mali İşler: a card per kind of their work with the count, the oldest items and the screen to do it', async () => {
    renderHome(['mali'], {
      isler: [
        {
          tur: 'iadeOnayi',
          sayi: 1,
          ogeler: [
            item({
              id: 12,
              baslik: '12 numaralı ödeme talimatı',
              ayrinti: '2 talep · Hazırlayan: Hakan Yıldız',
              tutar: 1500.5,
              paraBirimi: 'TL',
            }),
          ],
        },
        {
          tur: 'ekstreSatiri',
          sayi: 5,
          ogeler: [
            item({ id: 3, baslik: 'Bilinmeyen', tutar: 120, paraBirimi: 'TL' }),
            item({ id: 4, baslik: 'Ahmet Yurt', ayrinti: 'Benzer satır · Kira', tutar: 75.5, paraBirimi: 'TL' }),
            item({ id: 5, baslik: 'Ayşe Demir', tutar: 10, paraBirimi: 'TL' }),
          ],
        },
        { tur: 'bugunOdeme', sayi: 0, ogeler: [] },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bekleyen İşler' })).toBeVisible();
    // Only the kinds the server answered for this role: no support or tender cards.
    expect(screen.queryByTestId('is-destek')).toBeNull();
    expect(screen.queryByTestId('is-karar')).toBeNull();

    const orders = await screen.findByRole('article', { name: 'Onayınızı Bekleyen Ödeme Talimatları' });
    expect(orders).toHaveTextContent('1 talimat bekliyor');
    expect(orders).toHaveTextContent('1.500,50 TL');
    expect(orders).toHaveTextContent('Hazırlayan: Hakan Yıldız');
    expect(within(orders).getByRole('link', { name: '12 numaralı ödeme talimatı' })).toHaveAttribute(
      'href',
      '/yonetim/mali/iadeler',
    );

    const lines = screen.getByRole('article', { name: 'Eşleşmeyen Ekstre Satırları' });
    expect(lines).toHaveTextContent('5 satır bekliyor');
    expect(within(within(lines).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(lines).toHaveTextContent('ve 2 satır daha');
    expect(within(lines).getByRole('link', { name: 'Banka ekstrelerine git' })).toHaveAttribute(
      'href',
      '/yonetim/mali/ekstreler',
    );

    // Nothing due today: the card says so, and still leads to the screen.
    const due = screen.getByRole('article', { name: 'Son Ödeme Günü Bugün Olan Satışlar' });
    expect(due).toHaveTextContent('Bugün son ödeme günü olan satış yok.');
    expect(within(due).queryByRole('list')).toBeNull();
    expect(within(due).getByRole('link', { name: 'Satış ödemelerine git' })).toHaveAttribute(
      'href',
      '/yonetim/mali/odemeler',
    );

    // The sections stay below the work.
    const sections = screen.getByRole('region', { name: 'Bölümler' });
    expect(within(sections).getByRole('heading', { level: 3, name: 'Teminat İadeleri' })).toBeVisible();
  });

  it('İhale Sorumlusu: a tender to decide links to its result page; the list opens on tenders in evaluation', async () => {
    renderHome(['ihale'], {
      isler: [
        {
          tur: 'karar',
          sayi: 1,
          ogeler: [item({ id: 61, baslik: 'Hurda Kablo', ayrinti: 'Teklif yok', tarih: '2026-11-20T08:00:00.000Z' })],
        },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Karar Bekleyen İhaleler' });
    expect(within(card).getByRole('link', { name: 'Hurda Kablo' })).toHaveAttribute(
      'href',
      '/yonetim/ihaleler/61/sonuc',
    );
    expect(card).toHaveTextContent('Teklif yok · Bitiş: 20.11.2026 11:00');
    expect(within(card).getByRole('link', { name: 'Değerlendirmedeki ihalelere git' })).toHaveAttribute(
      'href',
      '/yonetim/ihaleler?durum=214',
    );
  });

  it('Destek with nothing waiting: the empty state, not a zero', async () => {
    renderHome(['destek'], { isler: [{ tur: 'destek', sayi: 0, ogeler: [] }] });
    const card = await screen.findByRole('article', { name: 'Yanıt Bekleyen Destek Talepleri' });
    expect(card).toHaveTextContent('Yanıt bekleyen destek talebi yok.');
    expect(card).not.toHaveTextContent('bekliyor');
  });

  it('Yönetici, whose work has no queue: the sections only, and the queue is never asked for', async () => {
    renderHome(['yonetici'], { isler: [] });
    expect(await screen.findByRole('heading', { level: 3, name: 'Personel ve Roller' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Bekleyen İşler' })).toBeNull();
    expect(calls.some((u) => u.includes('bekleyen-isler'))).toBe(false);
  });

  it('a refusal of the queue is shown, and the sections still are', async () => {
    renderHome(['mali'], { status: 500, body: { key: 'Hata', message: 'Beklenmeyen bir hata oluştu.' } });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Banka Ekstreleri' })).toBeVisible();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffPaymentOrder, StaffPaymentOrderPreview } from '@/lib/contract/refund-queue';
import { PaymentOrderList } from './payment-order-list';

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const order = (o: Partial<StaffPaymentOrder>): StaffPaymentOrder => ({
  id: 7,
  paraBirimi: 'TL',
  durum: 'hazirlandi',
  hazirlayan: 'Elif Arslan',
  hazirlamaTarihi: '2026-11-20T09:00:00Z',
  onaylayan: null,
  onayTarihi: null,
  talepSayisi: 2,
  toplamTutar: 1500.5,
  benHazirladim: false,
  mesajKimligi: null,
  gonderimTarihi: null,
  gonderen: null,
  ...o,
});

let orders: StaffPaymentOrder[] = [];
const posts: string[] = [];
const gets: string[] = [];
const preview: StaffPaymentOrderPreview = {
  id: 7,
  durum: 'hazirlandi',
  paraBirimi: 'TL',
  talepSayisi: 2,
  toplamTutar: 1500.5,
  mesajKimligi: null,
  kalemler: [
    { talepId: 41, alici: 'Mehmet Kaya', maskeliIban: 'TR33 **** **** **** **** 1326', tutar: 1200.5 },
    { talepId: 42, alici: 'Ali Çelik', maskeliIban: 'TR32 **** **** **** **** 7890', tutar: 300 },
  ],
};

function renderList() {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(url);
      return reply(200, { data: null });
    }
    gets.push(url);
    if (url.endsWith('/onizleme')) return reply(200, { data: preview });
    return reply(200, { data: orders });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PaymentOrderList />
    </QueryClientProvider>,
  );
}

describe('payment orders (four eyes)', () => {
  beforeEach(() => {
    posts.length = 0;
    gets.length = 0;
  });

  it('disables Onayla for the preparer and says why, next to the button', async () => {
    orders = [order({ benHazirladim: true })];
    renderList();
    const approve = await screen.findByRole('button', { name: 'Onayla' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Ödeme talimatını hazırlayan personel onaylayamaz (dört göz ilkesi).');
    expect(screen.getByRole('button', { name: 'İptal Et' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Talimat Dosyasını İndir' })).not.toBeInTheDocument();
  });

  it('lets another Mali İşler approve, and offers the bank file only once approved', async () => {
    orders = [order({})];
    renderList();
    const approve = await screen.findByRole('button', { name: 'Onayla' });
    expect(approve).toBeEnabled();
    fireEvent.click(approve);
    await waitFor(() => expect(posts).toEqual(['/api/yonetim/mali/talimatlar/7/onay']));
  });

  it('shows an approved order with its approver and the download button', async () => {
    orders = [order({ durum: 'onaylandi', onaylayan: 'Hakan Yıldız', onayTarihi: '2026-11-20T10:00:00Z' })];
    renderList();
    const card = (await screen.findByRole('heading', { name: /Talimat #7/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(card).getByText(/Hakan Yıldız · 20\.11\.2026 13:00/)).toBeInTheDocument();
    expect(within(card).getByText(/1\.500,50 TL/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Talimat Dosyasını İndir' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Onayla' })).not.toBeInTheDocument();
  });

  it('shows an unapproved order as a summary to read in a dialog, never as a file', async () => {
    orders = [order({ benHazirladim: true })];
    renderList();
    const open = await screen.findByRole('button', { name: 'Önizleme' });
    act(() => open.focus());
    expect(open).toHaveFocus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Talimat #7 Önizlemesi' });
    expect(dialog).toHaveAccessibleDescription(/banka dosyası değildir/);
    const table = await within(dialog).findByRole('table', { name: 'Talimattaki ödemeler' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['41', 'Mehmet Kaya', 'TR33 **** **** **** **** 1326', '1.200,50 TL'],
      ['42', 'Ali Çelik', 'TR32 **** **** **** **** 7890', '300,00 TL'],
    ]);
    expect(within(dialog).getByText('1.500,50 TL')).toBeInTheDocument();
    expect(gets).toContain('/api/yonetim/mali/talimatlar/7/onizleme');
    expect(gets.some((u) => u.includes('/dosya'))).toBe(false);
    expect(screen.queryByRole('button', { name: /Dosyasını İndir/ })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows an approved order's fixed bank message id", async () => {
    orders = [
      order({
        durum: 'onaylandi',
        onaylayan: 'Hakan Yıldız',
        onayTarihi: '2026-11-20T10:00:00Z',
        mesajKimligi: 'IADE-7-20261120',
      }),
    ];
    renderList();
    const card = (await screen.findByRole('heading', { name: /Talimat #7/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('IADE-7-20261120')).toBeInTheDocument();
  });
});

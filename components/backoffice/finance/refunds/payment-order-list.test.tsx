import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffPaymentOrder } from '@/lib/contract/refund-queue';
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
  ...o,
});

let orders: StaffPaymentOrder[] = [];
const posts: string[] = [];

function renderList() {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(url);
      return reply(200, { data: null });
    }
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
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffCardMismatch } from '@/lib/contract/card-mismatch';
import { CARD_MISMATCH_MESSAGES } from '@/lib/rules/card-mismatch';
import { CardMismatchScreen } from './card-mismatch-screen';

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const item = (o: Partial<StaffCardMismatch>): StaffCardMismatch => ({
  id: 3,
  odemeId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  neden: 'tutar_farkli',
  durum: 'beklemede',
  cariId: 2,
  cariUnvan: 'Mehmet Kaya',
  amac: 'teminat',
  ihaleId: null,
  siparisTutari: 700,
  siparisParaBirimi: 'TL',
  bankaTutari: '750.00',
  bankaParaBirimiKodu: '949',
  bankaParaBirimi: 'TL',
  onayKodu: '654321',
  maskeliKartNo: '450803******4509',
  bankaYaniti: 'Approved 00',
  alinmaTarihi: '2026-11-20T09:00:00Z',
  odemeDurumu: 'baslatildi',
  karar: null,
  iadeSonucu: null,
  ...o,
});

let items: StaffCardMismatch[] = [];
const posts: string[] = [];

function renderScreen() {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(url);
      return reply(200, { data: null });
    }
    return reply(200, { data: items });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CardMismatchScreen />
    </QueryClientProvider>,
  );
}

describe('Kart Ödemesi Uyuşmazlıkları', () => {
  beforeEach(() => {
    posts.length = 0;
  });

  it('shows what the bank reported and credits only after the confirmation', async () => {
    items = [item({})];
    renderScreen();
    const card = (await screen.findByRole('heading', { name: /Mehmet Kaya · 750,00 TL/ })).closest('li') as HTMLElement;
    expect(within(card).getByText('654321')).toBeInTheDocument();
    expect(within(card).getByText('450803******4509')).toBeInTheDocument();
    expect(within(card).getByText(/Teminat · 700,00 TL/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Teminata aktar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teminata aktar' });
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teminata aktar' }));
    await waitFor(() => expect(posts).toEqual(['/api/yonetim/mali/kart-uyusmazliklari/3/teminata-aktar']));
  });

  it('offers only the refund when the bank’s currency is none of the portal’s, and cancelling sends nothing', async () => {
    items = [item({ bankaParaBirimiKodu: '826', bankaParaBirimi: null })];
    renderScreen();
    const credit = await screen.findByRole('button', { name: 'Teminata aktar' });
    expect(credit).toBeDisabled();
    expect(screen.getByText(CARD_MISMATCH_MESSAGES.currencyUnknown)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Karta iade et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Karta iade et' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);
  });
});

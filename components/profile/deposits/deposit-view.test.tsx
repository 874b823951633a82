import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRootStore } from '@/lib/store/root-store';
import { useToastStore } from '@/lib/toast/toast-store';
import { DepositView } from './deposit-view';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const IBAN = 'TR330006100519786457841326';

let refuseWith: string[] | null = null;
const posts: unknown[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    if (refuseWith) return reply(400, { key: 'ValidationError', message: 'x', errors: [], mesajList: refuseWith });
    return reply(200, { data: { id: 1 } });
  }
  if (url.includes('CariIbanBilgisi')) return reply(200, { data: { cariId: 2, iban: IBAN } });
  if (url.includes('TeminatGecmisi')) return reply(200, { data: { items: [], totalCount: 0 } });
  return reply(200, {
    data: { teminatKullanilabilirTutar: 5000, aktifIhaleBlokajliTutar: 0, kazanilanIhaleKullanilanTeminat: 0 },
  });
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DepositView />
    </QueryClientProvider>,
  );
}

async function requestRefund(amount: string) {
  const open = await screen.findByRole('button', { name: 'Teminat İade Talebi' });
  await waitFor(() => expect(open).toBeEnabled());
  fireEvent.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Teminat İade Talebi' });
  fireEvent.change(screen.getByRole('textbox', { name: /İade edilecek tutar/ }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
  return dialog;
}

describe('Teminat Bilgileri: the refund request', () => {
  beforeEach(() => {
    refuseWith = null;
    posts.length = 0;
    global.fetch = fetchMock as unknown as typeof fetch;
    useToastStore.setState({ toasts: [] });
    useRootStore.setState({
      userInfos: {
        email: null,
        phone_number: null,
        NameSurname: 'Mehmet Kaya',
        preferred_username: '10000000214',
        name: '10000000214',
        gercekKisilikId: 2,
        aktifCariId: 2,
        aktifCariTuru: 'gercek',
        userFirmaKayitlarInfo: [],
      },
    });
  });

  it('acknowledges an accepted request with the docs/spec.md §8 toast and closes the dialog', async () => {
    renderView();
    const dialog = await requestRefund('1500,50');
    await waitFor(() => expect(toastTexts()).toEqual(['success: Teminat iade talebiniz başarıyla alınmıştır.']));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(posts).toEqual([{ cariId: 2, talepTutari: 1500.5 }]);
  });

  it('shows the refusal and keeps the dialog open', async () => {
    refuseWith = ['Kullanılabilir teminat tutarınız yetersiz.'];
    renderView();
    const dialog = await requestRefund('99');
    await waitFor(() => expect(toastTexts()).toEqual(['error: Kullanılabilir teminat tutarınız yetersiz.']));
    expect(dialog).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore as useRootStore } from '@/lib/session/session-store';
import { MEHMET_NO_CONTACT } from '@/lib/session/test-users';
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

// The address of the page: `?odeme=` after the bank; replace() is how the page drops it.
let search = new URLSearchParams();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useSearchParams: () => search,
  useRouter: () => ({ replace }),
  usePathname: () => '/finansal-bilgilerim/teminat-bilgileri',
}));

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const IBAN = 'TR330006100519786457841326';

let refuseWith: string[] | null = null;
let payment: Record<string, unknown> = {};
const posts: unknown[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    if (refuseWith) return reply(400, { key: 'ValidationError', message: 'x', errors: [], mesajList: refuseWith });
    return reply(200, { data: { id: 1 } });
  }
  if (url.includes('/Odeme/Kart/')) return reply(200, { data: payment });
  if (url.includes('HavaleBilgileri'))
    return reply(200, {
      data: {
        paraBirimi: 'TL',
        hesap: { banka: 'Örnek Bankası', sube: 'Ankara Kurumsal', hesapAdi: 'Kurum Tahsilat Hesabı', iban: IBAN },
        referans: 'TMN0000000285',
      },
    });
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
    search = new URLSearchParams();
    replace.mockReset();
    refuseWith = null;
    posts.length = 0;
    global.fetch = fetchMock as unknown as typeof fetch;
    useToastStore.setState({ toasts: [] });
    useRootStore.setState({
      userInfos: MEHMET_NO_CONTACT,
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

describe('Teminat Bilgileri: paying a deposit in', () => {
  beforeEach(() => {
    search = new URLSearchParams();
    replace.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    useToastStore.setState({ toasts: [] });
    useRootStore.setState({
      userInfos: MEHMET_NO_CONTACT,
    });
  });

  it('Teminat Yatır offers card and transfer; the transfer tab copies the IBAN and the reference', async () => {
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Teminat Yatır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teminat Yatır' });
    expect(screen.getByRole('tab', { name: 'Kredi / Banka Kartı' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Yatırılacak tutar/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Havale / EFT' }));
    expect(await screen.findByText('TMN0000000285')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Örnek Bankası');
    expect(dialog).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    fireEvent.click(screen.getByRole('button', { name: 'Ödeme referansını kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('TMN0000000285'));
    fireEvent.click(screen.getByRole('button', { name: 'IBAN numarasını kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(IBAN));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['success: Ödeme referansı kopyalandı.', 'success: IBAN Numarası Kopyalandı']),
    );
  });

  it('from a tender the deposit does not cover: opens in its currency with the missing amount (issue #36)', async () => {
    // The tender page's 'Teminat Yatır' link (lib/rules/deposit-cover.ts depositPayHref).
    search = new URLSearchParams('yatir=USD&tutar=4000%2C00');
    renderView();
    const dialog = await screen.findByRole('dialog', { name: 'Teminat Yatır' });
    expect(within(dialog).getByRole('textbox', { name: /Yatırılacak tutar/ })).toHaveValue('4000,00');
    expect(within(dialog).getByRole('combobox', { name: /Para birimi/ })).toHaveTextContent('USD');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Havale / EFT' }));
    expect(within(dialog).getByRole('combobox', { name: /Para birimi/ })).toHaveTextContent('USD');
    // Taken from the address: a reload does not open it again.
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/finansal-bilgilerim/teminat-bilgileri', { scroll: false }),
    );
  });

  it('the card tab refuses a bad amount with a Turkish message before anything is sent', async () => {
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Teminat Yatır' }));
    await screen.findByRole('dialog', { name: 'Teminat Yatır' });
    fireEvent.change(screen.getByRole('textbox', { name: /Yatırılacak tutar/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kartla Öde' }));
    expect(await screen.findByText('Yatırılacak tutar sıfırdan büyük olmalıdır.')).toBeInTheDocument();
  });

  it('back from the bank: the success message, and ?odeme= leaves the address', async () => {
    search = new URLSearchParams('odeme=7d1c2f2e-1111-4222-8333-944455556666');
    payment = {
      odemeId: '7d1c2f2e-1111-4222-8333-944455556666',
      amac: 'teminat',
      durum: 'basarili',
      tutar: 100,
      paraBirimi: 'TL',
    };
    renderView();
    expect(await screen.findByTestId('odeme-sonucu')).toHaveTextContent(
      'Teminat yatırma işleminiz başarıyla tamamlandı.',
    );
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/finansal-bilgilerim/teminat-bilgileri', { scroll: false }),
    );
  });

  it('back from the bank after a decline: the bank’s message and what to do next, said once', async () => {
    search = new URLSearchParams('odeme=7d1c2f2e-1111-4222-8333-944455556666');
    payment = {
      amac: 'teminat',
      durum: 'reddedildi',
      bankaMesaji: 'Kart limiti yetersiz.',
      tutar: 100,
      paraBirimi: 'TL',
    };
    renderView();
    expect(await screen.findByTestId('odeme-sonucu')).toHaveTextContent(
      'Ödemeniz banka tarafından reddedildi. Kart limiti yetersiz. Lütfen başka bir kart deneyin ya da Havale/EFT ile yatırın.',
    );
    // One alert, no toast repeating it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BidPayload, TeklifSonucuPayload } from '@/lib/contract/hub-events';
import { ProxyBidMessages } from '@/lib/rules/proxy-bid';
import { useToastStore } from '@/lib/toast/toast-store';
import { BidBox } from './bid-box';

const sent: BidPayload[] = [];
const handlers = new Map<string, (p: unknown) => void>();

jest.mock('@/lib/realtime/hooks', () => ({
  useBid: () => async (p: BidPayload) => {
    sent.push(p);
  },
  useHubEvent: (name: string, handler: (p: unknown) => void) => {
    handlers.set(name, handler);
  },
}));

/** Teklif Ver, then Onayla in the confirmation. */
const bidAndConfirm = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Onayla' }));
};

const serverAnswers = (result: TeklifSonucuPayload) => act(() => handlers.get('TeklifSonucuDon')?.(result));
const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

/** The portal API of otomatik teklif (GET/PUT/DELETE v1/OtomatikTeklif) for the account's maximum. */
const server = { maximum: null as number | null, refuse: null as string | null };
const requests: { method: string; url: string; body: unknown }[] = [];
const reply = (status: number, body?: unknown) => ({ status, ok: status < 300, json: async () => body });
const missing = () =>
  reply(404, { key: 'NotFound', message: ProxyBidMessages.notFound, mesajList: [ProxyBidMessages.notFound] });
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  requests.push({ method, url, body });
  if (method === 'PUT') {
    if (server.refuse) return reply(400, { key: 'BadRequest', message: server.refuse, mesajList: [server.refuse] });
    server.maximum = body.azamiTutar;
    return reply(200, { data: { azamiTutar: server.maximum } });
  }
  if (server.maximum === null) return missing();
  if (method === 'DELETE') {
    server.maximum = null;
    return reply(204);
  }
  return reply(200, { data: { azamiTutar: server.maximum } });
});

function renderBox(props: Partial<Parameters<typeof BidBox>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BidBox ihaleId={42} cariId={2} openingPrice={45_000} highestBid={52_000} currency="TL" {...props} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.maximum = null;
  server.refuse = null;
  requests.length = 0;
  window.sessionStorage.clear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('bid box', () => {
  beforeEach(() => {
    sent.length = 0;
    handlers.clear();
    useToastStore.setState({ toasts: [] });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('offers the four steps of the opening price band and sends the highest bid plus the chosen step', () => {
    renderBox();
    const group = screen.getByRole('group', { name: 'Artış miktarı' });
    const steps = Array.from(group.querySelectorAll('button')).map((b) => b.textContent);
    expect(steps).toEqual(['+500 TL', '+1.000 TL', '+2.000 TL', '+5.000 TL']);
    fireEvent.click(screen.getByRole('button', { name: '+2.000 TL' }));
    expect(screen.getByTestId('bid-amount-preview')).toHaveTextContent('54.000,00 TL');
    bidAndConfirm();
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 54_000 }]);
  });

  it('before the first bid the steps are added to the opening price', () => {
    renderBox({ openingPrice: 8000, highestBid: 0 });
    fireEvent.click(screen.getByRole('button', { name: '+200 TL' }));
    bidAndConfirm();
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 8200 }]);
  });

  it('takes only digits in the typed amount and sends them as a number', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    const input = screen.getByLabelText('Teklif Tutarı (TL)');
    fireEvent.change(input, { target: { value: '60.000,50 TL' } });
    expect(input).toHaveValue('6000050');
    fireEvent.change(input, { target: { value: 'abc60000' } });
    expect(input).toHaveValue('60000');
    expect(screen.getByText(/En az 52\.500,00 TL/)).toBeInTheDocument();
    bidAndConfirm();
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 60_000 }]);
  });

  it('asks for an amount instead of sending an empty one', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(sent).toEqual([]);
    expect(toastTexts()).toEqual(['error: Lütfen teklif tutarını giriniz.']);
  });

  it('refuses a typed amount below the lowest in the field, without asking, and clears it when typed again', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    const input = screen.getByLabelText('Teklif Tutarı (TL)');
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Teklifiniz en az 52.500,00 TL olmalıdır. · Girilen: 100,00 TL');
    // Said at once wherever the focus was (the hint itself is not a live region: it changes per key).
    expect(screen.getByRole('alert')).toHaveTextContent('Teklifiniz en az 52.500,00 TL olmalıdır.');
    fireEvent.change(input, { target: { value: '52500' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('En az 52.500,00 TL · Girilen: 52.500,00 TL');
    bidAndConfirm();
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 52_500 }]);
  });

  it('the confirmation says whether the amount includes KDV', () => {
    renderBox({ vatIncluded: true });
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(within(screen.getByRole('alertdialog')).getByTestId('bid-confirm-vat')).toHaveTextContent('(KDV dahil)');
  });

  it('rests the send button for 400 ms after each send, keeping it focusable', () => {
    renderBox();
    // Without the confirmation in between, so the rest itself is what holds the second click.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bu ihale boyunca teklif onayı sorma' }));
    const send = screen.getByRole('button', { name: 'Teklif Ver' });
    fireEvent.click(send);
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(sent).toHaveLength(1);
    act(() => jest.advanceTimersByTime(399));
    expect(send).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(send).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(send);
    expect(sent).toHaveLength(2);
  });

  it('rests for 400 ms also after a confirmed bid', () => {
    renderBox();
    bidAndConfirm();
    // The dialog fades out first (the page is hidden from the accessibility tree until then).
    act(() => jest.advanceTimersByTime(300));
    const send = screen.getByRole('button', { name: 'Teklif Ver' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(100));
    expect(send).toHaveAttribute('aria-disabled', 'false');
    expect(sent).toHaveLength(1);
  });

  it('takes the focus to the chosen increment when it shows just after a join, and only then', () => {
    const onAutoFocused = jest.fn();
    const { unmount } = renderBox({ autoFocus: true, onAutoFocused });
    expect(screen.getByRole('button', { name: '+500 TL' })).toHaveFocus();
    expect(onAutoFocused).toHaveBeenCalledTimes(1);
    unmount();
    renderBox();
    expect(document.body).toHaveFocus();
  });

  it('shows the bid result: Teklifiniz verildi. or each error message', () => {
    renderBox();
    serverAnswers({ resultType: 'Ok', messages: [] });
    serverAnswers({
      resultType: 'Error',
      messages: ['Teklifiniz en az 52.500,00 TL olmalıdır.', 'En yüksek teklif zaten size aittir.'],
    });
    expect(toastTexts()).toEqual([
      'success: Teklifiniz verildi.',
      'error: Teklifiniz en az 52.500,00 TL olmalıdır.',
      'error: En yüksek teklif zaten size aittir.',
    ]);
  });
});

describe('bid box: confirmation before a binding bid', () => {
  beforeEach(() => {
    sent.length = 0;
    handlers.clear();
    useToastStore.setState({ toasts: [] });
  });

  const skipBox = () => screen.getByRole('checkbox', { name: 'Bu ihale boyunca teklif onayı sorma' });

  it('asks with the amount in figures and in words, and sends only on Onayla', () => {
    renderBox({ openingPrice: 900_000, highestBid: 1_170_000 });
    fireEvent.click(screen.getByRole('button', { name: '+10.000 TL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Teklifinizi onaylıyor musunuz?' });
    expect(dialog).toHaveAccessibleDescription(
      'Teklif tutarı: 1.180.000,00 TL Yazıyla: bir milyon yüz seksen bin Türk lirası',
    );
    expect(sent).toEqual([]);
    // The safe choice has the focus: Enter alone does not bid.
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 1_180_000 }]);
  });

  it('asks for the typed amount too, opened with Enter in the field, in the tender currency', () => {
    renderBox({ currency: 'EUR' });
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    const input = screen.getByLabelText('Teklif Tutarı (EUR)');
    fireEvent.change(input, { target: { value: '60000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByTestId('bid-confirm-figures')).toHaveTextContent('60.000,00 EUR');
    expect(within(dialog).getByTestId('bid-confirm-words')).toHaveTextContent('altmış bin avro');
    expect(sent).toEqual([]);
  });

  it('sends nothing on Vazgeç or Escape', async () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Teklif Ver' })).toBeEnabled();
  });

  it('sends the amount it asked about, even if a rival bid moved the highest bid meanwhile', () => {
    const { rerender } = renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(screen.getByTestId('bid-confirm-figures')).toHaveTextContent('52.500,00 TL');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <BidBox ihaleId={42} cariId={2} openingPrice={45_000} highestBid={53_000} currency="TL" />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 52_500 }]);
  });

  it('"Bu ihale boyunca teklif onayı sorma" skips it for this tender in this session only', () => {
    const { unmount } = renderBox();
    expect(skipBox()).not.toBeChecked();
    fireEvent.click(skipBox());
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 52_500 }]);
    unmount();

    // The same tender again (the page reopened in this tab): still skipped.
    const again = renderBox();
    expect(skipBox()).toBeChecked();
    again.unmount();

    // Another tender asks.
    renderBox({ ihaleId: 43 });
    expect(skipBox()).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('asks again once the box is unticked', () => {
    window.sessionStorage.setItem('esatis:teklif-onayi-sorma:42:2', '1');
    renderBox();
    fireEvent.click(skipBox());
    expect(window.sessionStorage.getItem('esatis:teklif-onayi-sorma:42:2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('is not offered where no bid is sent by hand (Otomatik Teklif)', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Otomatik Teklif' }));
    expect(screen.queryByRole('checkbox', { name: 'Bu ihale boyunca teklif onayı sorma' })).not.toBeInTheDocument();
  });
});

describe('bid box: Otomatik Teklif', () => {
  beforeEach(() => {
    handlers.clear();
    useToastStore.setState({ toasts: [] });
  });

  const openMode = () => fireEvent.click(screen.getByRole('button', { name: 'Otomatik Teklif' }));
  const field = () => screen.getByRole('textbox', { name: 'Azami Tutar' });
  const saveButton = () => screen.getByRole('button', { name: 'Otomatik Teklifi Kaydet' });
  const puts = () => requests.filter((r) => r.method === 'PUT');
  const confirm = async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  };

  it('is the third mode beside Artış Seç and Tutar Gir, with its own button instead of Teklif Ver', () => {
    renderBox();
    const modes = screen.getByRole('group', { name: 'Teklif şekli' });
    expect(
      within(modes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Artış Seç', 'Tutar Gir', 'Otomatik Teklif']);
    openMode();
    expect(screen.getByRole('button', { name: 'Otomatik Teklif' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Teklif Ver' })).not.toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
  });

  it('hints the lowest maximum and shows the Turkish problem of one below it, without saving', async () => {
    renderBox();
    openMode();
    expect(screen.getByText('En az 52.500,00 TL')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '52.000' } });
    expect(field()).toHaveValue('52000');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    const problem = screen.getByText('Azami tutar en az 52.500,00 TL olmalıdır.');
    expect(problem).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(saveButton());
    expect(toastTexts()).toEqual(['error: Azami tutar en az 52.500,00 TL olmalıdır.']);
    expect(field()).toHaveFocus();
    expect(puts()).toEqual([]);
  });

  it('asks for the maximum instead of saving an empty one', () => {
    renderBox();
    openMode();
    fireEvent.click(saveButton());
    expect(toastTexts()).toEqual([`error: ${ProxyBidMessages.noAmount}`]);
    expect(puts()).toEqual([]);
  });

  it('saves nothing when the maximum is not confirmed', async () => {
    renderBox();
    openMode();
    fireEvent.change(field(), { target: { value: '60000' } });
    fireEvent.click(saveButton());
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(puts()).toEqual([]);
    expect(field()).toHaveValue('60000');
  });

  it('checks against the own bid while leading (no minimum then)', () => {
    renderBox({ ownHighestBid: 52_000 });
    openMode();
    expect(screen.getByText('En az 52.000,00 TL')).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '51999' } });
    expect(screen.getByText(ProxyBidMessages.belowOwnBid)).toBeInTheDocument();
    fireEvent.change(field(), { target: { value: '52100' } });
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('saves digits only with PUT, then shows the active maximum', async () => {
    renderBox();
    openMode();
    fireEvent.change(field(), { target: { value: '250.000,00 TL' } });
    // Like 'Tutar Gir': separators and letters are dropped as typed.
    expect(field()).toHaveValue('25000000');
    fireEvent.change(field(), { target: { value: 'x250.000' } });
    expect(field()).toHaveValue('250000');
    expect(screen.getByText('En az 52.500,00 TL · Girilen: 250.000,00 TL')).toBeInTheDocument();
    fireEvent.keyDown(field(), { key: 'Enter' });
    // A maximum binds up to its whole amount: it is confirmed like a bid, with the amount in words.
    const dialog = screen.getByRole('alertdialog', { name: 'Azami tutarı onaylıyor musunuz?' });
    expect(dialog).toHaveAccessibleDescription(
      'Azami tutar: 250.000,00 TL Yazıyla: iki yüz elli bin Türk lirası Portal, sizin adınıza bu tutara kadar otomatik teklif verecektir.',
    );
    expect(puts()).toEqual([]);
    await confirm();
    await waitFor(() => expect(toastTexts()).toEqual([`success: ${ProxyBidMessages.saved}`]));
    expect(puts()).toEqual([
      { method: 'PUT', url: '/api/v1/OtomatikTeklif', body: { cariId: 2, ihaleId: 42, azamiTutar: 250_000 } },
    ]);
    expect(screen.getByTestId('proxy-maximum')).toHaveTextContent('Azami tutarınız: 250.000,00 TL');
    expect(field()).toHaveValue('');
  });

  it('shows a server refusal as a toast and keeps the typed maximum', async () => {
    server.refuse = 'İhaleye katılmanız gerekmektedir.';
    renderBox();
    openMode();
    fireEvent.change(field(), { target: { value: '60000' } });
    fireEvent.click(saveButton());
    await confirm();
    await waitFor(() => expect(toastTexts()).toEqual(['error: İhaleye katılmanız gerekmektedir.']));
    expect(field()).toHaveValue('60000');
    expect(screen.queryByTestId('proxy-maximum')).not.toBeInTheDocument();
  });

  it('shows an active maximum from the server, lets it be raised and cancelled', async () => {
    server.maximum = 250_000;
    renderBox();
    // Shown in every mode: the portal bids for the account.
    expect(await screen.findByTestId('proxy-maximum')).toHaveTextContent('Azami tutarınız: 250.000,00 TL');
    expect(requests[0].url).toBe('/api/v1/OtomatikTeklif?cariId=2&ihaleId=42');
    openMode();
    fireEvent.change(field(), { target: { value: '300000' } });
    fireEvent.click(saveButton());
    await confirm();
    await waitFor(() =>
      expect(screen.getByTestId('proxy-maximum')).toHaveTextContent('Azami tutarınız: 300.000,00 TL'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Otomatik Teklifi İptal Et' }));
    await waitFor(() => expect(screen.queryByTestId('proxy-maximum')).not.toBeInTheDocument());
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/v1/OtomatikTeklif?cariId=2&ihaleId=42' });
    expect(toastTexts()).toEqual([`success: ${ProxyBidMessages.saved}`, `success: ${ProxyBidMessages.cancelled}`]);
    expect(screen.queryByRole('button', { name: 'Otomatik Teklifi İptal Et' })).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('a running maximum opens the box on Otomatik Teklif; without one it opens on Artış Seç', async () => {
    server.maximum = 250_000;
    const { unmount } = renderBox();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Otomatik Teklif' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByTestId('proxy-bid-panel')).toBeInTheDocument();
    unmount();
    server.maximum = null;
    renderBox();
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Artış Seç' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a rival went past the maximum (OtomatikTeklifBitti): says so once, in place, in any mode, and clears the maximum', async () => {
    server.maximum = 250_000;
    renderBox();
    await screen.findByTestId('proxy-maximum');
    // She was looking at the increments: the notice is not hidden behind the Otomatik Teklif tab.
    fireEvent.click(screen.getByRole('button', { name: 'Artış Seç' }));
    // Another tender's notice is not this one's.
    act(() => handlers.get('OtomatikTeklifBitti')?.({ ihaleId: 7 }));
    expect(screen.getByTestId('proxy-maximum')).toBeInTheDocument();
    server.maximum = null;
    act(() => handlers.get('OtomatikTeklifBitti')?.({ ihaleId: 42 }));
    expect(screen.queryByTestId('proxy-maximum')).not.toBeInTheDocument();
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(ProxyBidMessages.exceeded);
    // The query is read again from the server.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(screen.queryByTestId('proxy-maximum')).not.toBeInTheDocument();
  });
});

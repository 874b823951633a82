import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { personKeys } from '@/lib/api/queries/profile/person-record';
import { getQueryClient } from '@/lib/query-client';
import { useToastStore } from '@/lib/toast/toast-store';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import type { AuctionSnapshot } from './auction-controls';
import { SignedInAuctionControls } from './signed-in-auction-controls';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
// No hub in a unit test: the controls of a tender not yet running need none.
jest.mock('@/lib/realtime/hooks', () => ({ useHubConnectionState: () => 'disconnected' }));
jest.mock('@/lib/realtime/live-bids', () => ({ useOnLiveBid: () => undefined }));

/**
 * The tender page's join controls for a signed-in account (issue #36): whether the available deposit
 * covers the tender's is said before the consent dialog, with both amounts and 'Teminat Yatır' when it
 * falls short; a first join offers the notification channels and saves what was ticked.
 */
const reply = (status: number, body?: unknown) => ({ status, ok: status < 300, json: async () => body });
const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

const server = {
  available: { TL: 0, USD: 0 } as Record<string, number>,
  consents: { epostaBildirimOnayi: false, gsmBildirimOnayi: false },
  alias: null as string | null,
  refuseJoin: null as string | null,
};
const requests: { method: string; url: string; body: unknown }[] = [];

const amounts = (available: number) => ({
  teminatKullanilabilirTutar: available,
  aktifIhaleBlokajliTutar: 0,
  kazanilanIhaleKullanilanTeminat: 0,
  aktifIhaleBlokajliTeminatlar: [],
});

const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  requests.push({ method, url, body });
  if (url.includes('/v1/Teminat/Detay'))
    return reply(200, {
      data: {
        ...amounts(server.available.TL),
        paraBirimleri: [{ paraBirimi: 'USD', ...amounts(server.available.USD) }],
      },
    });
  if (url.includes('GercekKisilikExternalOData'))
    return reply(200, {
      value: [{ Adi: 'Mehmet', Soyadi: 'Kaya', GSM: '5332345678', Eposta: 'mehmet@example.com.tr', ...consentWire() }],
    });
  if (url.includes('/v1/CariBilgisi/SozlesmeOnay')) return reply(204);
  if (url.includes('/v1/GercekKisilik/IletisimTercihi')) {
    server.consents = body;
    return reply(200, { data: body });
  }
  if (url.includes('/v1/IhaleKatilimCari') && method === 'POST') {
    if (server.refuseJoin)
      return reply(400, {
        key: 'YetersizTeminat',
        message: server.refuseJoin,
        errors: [],
        mesajList: [server.refuseJoin],
      });
    server.alias = 'Kartal-123';
    return reply(200, { data: { cariRumuzu: server.alias, isActive: true } });
  }
  if (url.includes('/v1/IhaleKatilimCari'))
    return reply(200, { data: { cariRumuzu: server.alias, teklifVarMi: false } });
  return reply(404, { key: 'NotFound', message: url, mesajList: [url] });
});
const consentWire = () => ({
  EpostaBildirimOnayi: server.consents.epostaBildirimOnayi,
  GSMBildirimOnayi: server.consents.gsmBildirimOnayi,
});

const snapshot = (over: Partial<AuctionSnapshot> = {}): AuctionSnapshot => ({
  id: 61,
  statusId: TENDER_STATUS.baslamadi,
  openingPrice: 50_000,
  highestBid: 0,
  lastSiraNo: 0,
  start: '2026-11-20T10:00:00+03:00',
  end: '2026-11-20T12:00:00+03:00',
  currency: 'TL',
  deposit: 5000,
  vatIncluded: null,
  ...over,
});

const renderControls = (over: Partial<AuctionSnapshot> = {}) =>
  render(<SignedInAuctionControls snapshot={snapshot(over)} cariId={2} kimlikNo="10000000214" />);

const joinButton = () => screen.findByRole('button', { name: 'İhaleye Katıl' });
const posted = (path: string) => requests.filter((r) => r.method !== 'GET' && r.url.includes(path));

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  getQueryClient().clear();
  useToastStore.setState({ toasts: [] });
  requests.length = 0;
  Object.assign(server, {
    available: { TL: 0, USD: 0 },
    consents: { epostaBildirimOnayi: false, gsmBildirimOnayi: false },
    alias: null,
    refuseJoin: null,
  });
});

describe('before the join dialog', () => {
  it('says the deposit falls short with both amounts and links Teminat Yatır; the dialog does not open', async () => {
    server.available.TL = 1000;
    renderControls();
    const join = await joinButton();
    expect(join).toBeDisabled();
    const note = screen.getByTestId('deposit-cover');
    expect(note).toHaveTextContent('Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir.');
    expect(note).toHaveTextContent('Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 1.000,00 TL');
    // The join button is described by the reason and the amounts.
    expect(join).toHaveAccessibleDescription(
      'Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir. Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 1.000,00 TL',
    );
    // To the deposit payment screen, in the tender's currency, the missing 4 000 TL filled in.
    const pay = within(note).getByRole('link', { name: 'Teminat Yatır' });
    expect(pay).toHaveAttribute('href', '/finansal-bilgilerim/teminat-bilgileri?yatir=TL&tutar=4000%2C00');
    fireEvent.click(join);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted('/v1/IhaleKatilimCari')).toEqual([]);
  });

  it('reads the available deposit in the tender’s own currency', async () => {
    server.available = { TL: 1_000_000, USD: 300 };
    renderControls({ currency: 'USD', deposit: 500 });
    expect(await joinButton()).toBeDisabled();
    expect(screen.getByTestId('deposit-cover')).toHaveTextContent(
      'Gerekli teminat: 500,00 USD · Kullanılabilir teminatınız: 300,00 USD',
    );
    expect(screen.getByRole('link', { name: 'Teminat Yatır' })).toHaveAttribute(
      'href',
      '/finansal-bilgilerim/teminat-bilgileri?yatir=USD&tutar=200%2C00',
    );
  });

  it('says it covers the tender with both amounts and lets the dialog open', async () => {
    server.available.TL = 5000;
    renderControls();
    const join = await joinButton();
    expect(join).toBeEnabled();
    expect(screen.getByTestId('deposit-cover')).toHaveTextContent(
      'Kullanılabilir teminatınız bu ihaleye katılmak için yeterlidir. Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 5.000,00 TL',
    );
    expect(screen.queryByRole('link', { name: 'Teminat Yatır' })).not.toBeInTheDocument();
    fireEvent.click(join);
    expect(await screen.findByRole('dialog', { name: 'İhaleye Katılım Onayı' })).toBeInTheDocument();
  });

  it('needs no deposit note for a tender without a deposit', async () => {
    renderControls({ deposit: 0 });
    expect(await joinButton()).toBeEnabled();
    expect(screen.queryByTestId('deposit-cover')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/v1/Teminat/Detay'))).toBe(false);
  });
});

/** Ticks the three documents in the join dialog and presses Tamam. */
async function acceptAndJoin(dialog: HTMLElement) {
  for (const name of [/KVKK Metni/, /Kullanıcı Sözleşmesi/, /Üyelik Sözleşmesi/])
    fireEvent.click(within(dialog).getByRole('checkbox', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
}

describe('joining', () => {
  it('offers the notification channels unticked at a first join and saves what was ticked', async () => {
    server.available.TL = 5000;
    renderControls();
    fireEvent.click(await joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'İhaleye Katılım Onayı' });
    const channels = await within(dialog).findByRole('group', { name: 'Bildirim kanalları (isteğe bağlı)' });
    const email = within(channels).getByRole('checkbox', { name: 'E-posta ile bildir (mehmet@example.com.tr)' });
    const sms = within(channels).getByRole('checkbox', { name: 'SMS ile bildir (5332345678)' });
    expect(email).not.toBeChecked();
    expect(sms).not.toBeChecked();
    expect(within(channels).getByRole('link', { name: /Bildirim Tercihleri/ })).toHaveAttribute(
      'href',
      '/hesabim#tercihler',
    );
    fireEvent.click(email);
    await acceptAndJoin(dialog);

    await waitFor(() => expect(posted('/v1/GercekKisilik/IletisimTercihi')).toHaveLength(1));
    expect(posted('/v1/GercekKisilik/IletisimTercihi')[0].body).toEqual({
      epostaBildirimOnayi: true,
      gsmBildirimOnayi: false,
    });
    expect(await screen.findByTestId('alias')).toHaveTextContent('Kartal-123');
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'success: İhaleye katıldınız. Rumuzunuz: Kartal-123. Teminatınızdan 5.000,00 TL bloke edilmiştir.',
        'success: İletişim tercihleriniz güncellenmiştir.',
      ]),
    );
  });

  it('saves nothing when no channel is ticked', async () => {
    server.available.TL = 5000;
    renderControls();
    fireEvent.click(await joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'İhaleye Katılım Onayı' });
    await within(dialog).findByRole('group', { name: 'Bildirim kanalları (isteğe bağlı)' });
    await acceptAndJoin(dialog);
    expect(await screen.findByTestId('alias')).toBeInTheDocument();
    expect(posted('/v1/GercekKisilik/IletisimTercihi')).toEqual([]);
  });

  it('does not offer the channels to a person who has one on', async () => {
    server.available.TL = 5000;
    server.consents = { epostaBildirimOnayi: false, gsmBildirimOnayi: true };
    renderControls();
    fireEvent.click(await joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'İhaleye Katılım Onayı' });
    // The record has been read (and says SMS is on): still no offer.
    await waitFor(() => expect(getQueryClient().getQueryData(personKeys.record('10000000214'))).toBeTruthy());
    expect(within(dialog).queryByRole('group', { name: /Bildirim kanalları/ })).not.toBeInTheDocument();
  });

  it('when the server still refuses (the balance moved), closes the dialog and shows the shortfall', async () => {
    server.available.TL = 5000;
    renderControls();
    fireEvent.click(await joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'İhaleye Katılım Onayı' });
    const refusal =
      'Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir. Gerekli teminat: 5.000,00 TL · Kullanılabilir teminatınız: 1.000,00 TL.';
    server.refuseJoin = refusal;
    server.available.TL = 1000;
    await acceptAndJoin(dialog);
    await waitFor(() => expect(toastTexts()).toEqual([`error: ${refusal}`]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Teminat Yatır' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İhaleye Katıl' })).toBeDisabled();
  });
});

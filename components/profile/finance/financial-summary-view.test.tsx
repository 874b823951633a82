import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { useSessionStore as useRootStore } from '@/lib/session/session-store';
import { FinancialSummaryView } from './financial-summary-view';

const reply = (body: unknown) => ({ status: 200, ok: true, json: async () => body });
const TL = {
  kazandigimIhalelerToplami: 0,
  yatirilanTeminatTutariToplami: 5000,
  kullanilabilirTeminatTutari: 4000,
  blokajliTeminatTutariToplami: 0,
  yananTeminatlarToplami: 0,
  iadeBekleyenTeminatlarToplami: 0,
  iadeAldigimTeminatlarToplami: 1000,
};

function renderWith(data: unknown) {
  global.fetch = jest.fn(async () => reply({ data })) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FinancialSummaryView />
    </QueryClientProvider>,
  );
}

describe('Finansal Özet per currency', () => {
  beforeEach(() => {
    useRootStore.setState({
      userInfos: {
        email: null,
        phone_number: null,
        NameSurname: 'Mehmet Kaya',
        preferred_username: '10000000146',
        name: '10000000146',
        gercekKisilikId: 2,
        aktifCariId: 2,
        aktifCariTuru: 'gercek',
        userFirmaKayitlarInfo: [],
      },
    });
  });

  it('shows a TL-only account exactly as before: seven TL amounts, no currency group', async () => {
    renderWith({ ...TL, paraBirimleri: [] });
    const list = await screen.findByRole('list', { name: 'Finansal özet tutarları' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByText('1.000,00 TL')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'USD' })).not.toBeInTheDocument();
  });

  it('shows another currency as its own group headed by it, amounts in that currency', async () => {
    renderWith({
      ...TL,
      paraBirimleri: [
        { ...TL, paraBirimi: 'USD', kullanilabilirTeminatTutari: 1860, iadeAldigimTeminatlarToplami: 40 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'USD' })).toBeInTheDocument();
    const usd = screen.getByRole('list', { name: 'Finansal özet tutarları (USD)' });
    expect(within(usd).getAllByRole('listitem')).toHaveLength(7);
    expect(within(usd).getByText('1.860,00 USD')).toBeInTheDocument();
    expect(within(usd).getByText('40,00 USD')).toBeInTheDocument();
    expect(within(usd).queryByText(/TL$/)).not.toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEADLINE_RULE_TEXTS, type SettlementListItem, type SettlementPage } from '@/lib/contract/settlement';
import { SettlementList } from './settlement-list';

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const item = (o: Partial<SettlementListItem>): SettlementListItem => ({
  ihaleId: 12,
  baslik: 'Mühimmat Sandığı',
  paraBirimi: 'TL',
  ihaleDurumuId: 215,
  odemeDurumu: 1,
  kazananCariId: 5,
  kazananAdi: 'Ege Geri Dönüşüm Ltd. Şti.',
  kazananTutar: 61000,
  teminatTutari: 5000,
  tahsilEdilen: 0,
  kalan: 56000,
  sonOdemeTarihi: '2026-11-27T20:59:59.000Z',
  sonucNedeni: null,
  ekstreBekleniyor: null,
  gecAktarilan: [],
  teklif: null,
  ...o,
});

let page: SettlementPage;
const puts: { url: string; body: unknown }[] = [];

function renderList() {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push({ url, body: JSON.parse(String(init.body)) });
      return reply(200, { data: JSON.parse(String(init.body)) });
    }
    return reply(200, { data: page });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettlementList />
    </QueryClientProvider>,
  );
}

describe('Satış Ödemeleri: the deadline rule', () => {
  beforeEach(() => {
    puts.length = 0;
  });

  it('states the rule with the grace, a tender waiting for the statement, and a payment imported late', async () => {
    page = {
      toplam: 2,
      ekstreBeklemeGun: 3,
      items: [
        item({ ekstreBekleniyor: { beklemeBitis: '2026-11-30T20:59:59.000Z' } }),
        item({
          ihaleId: 13,
          odemeDurumu: 3,
          gecAktarilan: [
            {
              satirId: 7,
              tutar: 56000,
              islemTarihi: '2026-11-27T07:00:00.000Z',
              aktarimTarihi: '2026-12-02T08:00:00.000Z',
            },
          ],
        }),
      ],
    };
    renderList();
    expect(await screen.findByTestId('odeme-suresi-kurali')).toHaveTextContent(DEADLINE_RULE_TEXTS.rule(3));
    expect(screen.getByTestId('odeme-12')).toHaveTextContent(DEADLINE_RULE_TEXTS.waiting);
    expect(screen.getByTestId('odeme-12')).toHaveTextContent('30.11.2026');
    expect(screen.getByTestId('odeme-13')).toHaveTextContent(DEADLINE_RULE_TEXTS.lateImported);
    expect(screen.getByTestId('odeme-13')).toHaveTextContent('56.000,00');
    expect(screen.getByTestId('odeme-13')).not.toHaveTextContent(DEADLINE_RULE_TEXTS.waiting);
  });

  it('saves a new grace for Mali İşler', async () => {
    page = { toplam: 0, ekstreBeklemeGun: 3, items: [] };
    renderList();
    const field = await screen.findByRole('textbox', { name: DEADLINE_RULE_TEXTS.graceLabel });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: DEADLINE_RULE_TEXTS.graceSave }));
    await waitFor(() =>
      expect(puts).toEqual([{ url: '/api/yonetim/mali/odemeler/ayar', body: { ekstreBeklemeGun: 5 } }]),
    );
  });
});

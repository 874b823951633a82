import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffReconciliation } from '@/lib/contract/reconciliation';
import { RECONCILIATION_MESSAGES } from '@/lib/rules/reconciliation';
import { ReconciliationScreen } from './reconciliation-screen';

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const view: StaffReconciliation = {
  baslangic: '2026-11-14',
  bitis: '2026-11-20',
  satirlar: [
    {
      gun: '2026-11-18',
      hesap: 'TR330006100519786457841326',
      paraBirimi: 'TL',
      bankaGiris: 1250,
      bankaCikis: 12.5,
      portalGiris: 1000,
      portalCikis: 0,
      fark: 237.5,
      kalemler: [
        {
          tur: 'eslesmedi',
          kaynak: 'Gelen havale, ekstre satırı #7 · dekont B-2',
          taraf: 'Bilinmeyen',
          tutar: 250,
          fark: 250,
        },
        { tur: 'borc_eslesmedi', kaynak: 'Giden havale, ekstre borç satırı #3', taraf: null, tutar: 12.5, fark: -12.5 },
      ],
    },
    {
      gun: '2026-11-18',
      hesap: 'sanal-pos',
      paraBirimi: 'TL',
      bankaGiris: 100,
      bankaCikis: 0,
      portalGiris: 100,
      portalCikis: 0,
      fark: 0,
      kalemler: [],
    },
  ],
};

const asked: string[] = [];
function renderScreen() {
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    return reply(200, { data: view });
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ReconciliationScreen />
    </QueryClientProvider>,
  );
}

describe('Mutabakat', () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it('shows each side’s totals, the difference and each reason; a row that adds up says so', async () => {
    renderScreen();
    const row = (await screen.findByRole('heading', { name: /18\.11\.2026 · TR33 0006/ })).closest('li') as HTMLElement;
    expect(within(row).getByText('Fark: 237,50 TL')).toBeInTheDocument();
    const sides = within(row).getByRole('table');
    expect(within(within(sides).getByRole('row', { name: /Banka/ })).getByText('1.250,00 TL')).toBeInTheDocument();
    expect(within(within(sides).getByRole('row', { name: /Portal/ })).getByText('1.000,00 TL')).toBeInTheDocument();
    const reasons = within(row).getByRole('list', { name: /farkların nedenleri/ });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Eşleşmeyen gelen havale: Mali İşler ataması bekleniyorGelen havale, ekstre satırı #7 · dekont B-2 · BilinmeyenTutar 250,00 TL · farka etkisi 250,00 TL',
      'Eşleşmeyen giden havale: portalın göndermediği çıkış (masraf veya başka ödeme)Giden havale, ekstre borç satırı #3Tutar 12,50 TL · farka etkisi -12,50 TL',
    ]);
    const card = screen.getByRole('heading', { name: /Sanal POS \(kredi kartı\)/ }).closest('li') as HTMLElement;
    expect(within(card).getByText(RECONCILIATION_MESSAGES.balanced)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('14.11.2026 – 20.11.2026: 2 satır, 1 satırda fark var.');
  });

  it('asks for the period typed; a period ending before it starts is refused in Turkish and asks nothing', async () => {
    renderScreen();
    await screen.findAllByRole('heading', { name: /18\.11\.2026/ });
    const form = screen.getByRole('search', { name: 'Mutabakat dönemi' });
    fireEvent.change(within(form).getByLabelText('Başlangıç'), { target: { value: '2026-10-10' } });
    fireEvent.change(within(form).getByLabelText('Bitiş'), { target: { value: '2026-10-01' } });
    const before = asked.length;
    fireEvent.click(within(form).getByRole('button', { name: 'Göster' }));
    expect(await within(form).findByText(RECONCILIATION_MESSAGES.dateOrder)).toBeInTheDocument();
    expect(asked.length).toBe(before);
    fireEvent.change(within(form).getByLabelText('Bitiş'), { target: { value: '2026-10-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Göster' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/yonetim/mali/mutabakat?baslangic=2026-10-10&bitis=2026-10-20'));
  });
});

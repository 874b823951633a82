import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_MESSAGES } from '@/lib/contract/documents';
import { useToastStore } from '@/lib/toast/toast-store';
import { DepositHistory } from '../deposits/deposit-history';
import { SaleDocumentButton } from './sale-document-button';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  ok: status < 300,
  headers: new Headers(headers),
  json: async () => body,
  blob: async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
});

const HISTORY = {
  items: [
    {
      id: 41,
      islemTarihi: '2026-11-20T09:00:00Z',
      girisTutari: 2500,
      cikisTutari: 0,
      aciklama: 'Teminat yatırma (EFT)',
      durum: 'Tamamlandı',
      tur: 'yatirma',
    },
    {
      id: 42,
      islemTarihi: '2026-11-21T09:00:00Z',
      girisTutari: 0,
      cikisTutari: 2500,
      aciklama: '12 numaralı ihale teminat blokajı',
      durum: 'Tamamlandı',
      tur: 'blokaj',
    },
  ],
  totalCount: 2,
};

let pdfStatus = 200;
const calls: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  calls.push(url);
  if (url.includes('TeminatGecmisi')) return reply(200, { data: HISTORY });
  if (pdfStatus !== 200)
    return reply(pdfStatus, { key: 'NotFound', message: DOCUMENT_MESSAGES.receiptNotFound, errors: [], mesajList: [] });
  return reply(200, null, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="teminat-dekontu-41.pdf"; filename*=UTF-8''teminat-dekontu-41.pdf`,
  });
});

const saved: string[] = [];
beforeEach(() => {
  pdfStatus = 200;
  calls.length = 0;
  saved.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DepositHistory cariId={2} />
    </QueryClientProvider>,
  );
}

describe('receipt downloads in the deposit history', () => {
  it('offers a Dekont on money paid in only, and saves the PDF under the name the server gives', async () => {
    renderHistory();
    const buttons = await screen.findAllByRole('button', { name: /teminat yatırma dekontunu indir/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Dekont: 20.11.2026 12:00 tarihli teminat yatırma dekontunu indir (PDF)');
    const blockRow = screen.getByText('12 numaralı ihale teminat blokajı').closest('tr')!;
    expect(within(blockRow).queryByRole('button')).toBeNull();
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(saved).toEqual(['teminat-dekontu-41.pdf']));
    expect(calls).toContain('/api/v1/Odeme/Dekont/Teminat/41?cariId=2');
  });

  it("shows the server's Turkish message when the receipt is refused", async () => {
    pdfStatus = 404;
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: /dekontunu indir/ }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([DOCUMENT_MESSAGES.receiptNotFound]),
    );
    expect(saved).toEqual([]);
  });
});

describe('the sale document button', () => {
  it('is there for a paid won tender only', () => {
    const { rerender } = render(<SaleDocumentButton cariId={2} ihaleId={12} paid={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<SaleDocumentButton cariId={2} ihaleId={12} paid />);
    expect(
      screen.getByRole('button', { name: 'Satış Belgesi: 12 numaralı ihalenin satış belgesini indir (PDF)' }),
    ).toHaveTextContent('Satış Belgesi');
  });
});

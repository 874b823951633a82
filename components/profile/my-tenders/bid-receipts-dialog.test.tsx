import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installWebCrypto, reply } from '@/components/transparency/test-webcrypto';
import { signedRecord, testBid, testStart } from '@/lib/transparency/test-support';
import { type BidReceipt, verifyReceipt } from '@/lib/transparency/verify-record';
import { BidReceiptsButton } from './bid-receipts-button';

installWebCrypto();

const bid = testBid;
const RECORD = [
  testStart(),
  bid(1, 'Mavi Kartal', '1000.00'),
  bid(2, 'Kızıl Tilki', '1100.00'),
  bid(3, 'Mavi Kartal', '1250.00'),
];

type Signed = Awaited<ReturnType<typeof signedRecord>>;
let record: Signed;
/** The proof the server answers; a test swaps in a wrong one. */
let proofOf: (sira: number) => Promise<object>;
const calls: string[] = [];
const fetchMock = jest.fn(async (url: string) => {
  calls.push(url);
  if (url.endsWith('/seffaflik/anahtar')) return reply(200, `${record.verifierKey}\n`);
  if (url.endsWith('/seffaflik/ihaleler/12/kayitlar')) return reply(200, record.kayitlar);
  const kanit = /\/seffaflik\/ihaleler\/12\/kanit\?sira=(\d+)$/.exec(url);
  if (kanit) return reply(200, await proofOf(Number(kanit[1])));
  return reply(404, { key: 'NotFound', message: 'Bulunamadı', errors: [], mesajList: [] });
});

const saved: Array<{ name: string; blob: Blob }> = [];
let lastBlob: Blob | null = null;
beforeAll(async () => {
  record = await signedRecord(12, RECORD);
});
beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  proofOf = async (sira) => {
    const r = await record.receipt(sira);
    return { treeSize: r.treeSize, leafIndex: r.leafIndex, hashes: r.hashes, checkpoint: r.checkpoint };
  };
  global.fetch = fetchMock as unknown as typeof fetch;
  URL.createObjectURL = jest.fn((b: Blob) => {
    lastBlob = b;
    return 'blob:makbuz';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});

function renderButton(alias = 'Mavi Kartal') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BidReceiptsButton ihaleId={12} alias={alias} />
    </QueryClientProvider>,
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Makbuzlar: 12 numaralı ihalenin teklif makbuzları' }));
  return screen.findByRole('dialog', { name: 'Teklif makbuzları' });
}

describe('bid receipts in Katıldığım İhalelerim', () => {
  it('lists only the bidder’s own bids from the record and saves a receipt that verifies', async () => {
    renderButton();
    const dialog = await openDialog();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('1.000,00 TL26.11.2026 15:01:00 · 1. kayıt'),
      expect.stringContaining('1.250,00 TL26.11.2026 15:03:00 · 3. kayıt'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İndir: 1.250,00 TL teklifinin makbuzu' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['teklif-makbuzu-12-3.json']));
    expect(calls).toContain('/api/seffaflik/ihaleler/12/kanit?sira=3');

    const receipt = JSON.parse(await saved[0].blob.text()) as BidReceipt;
    expect(receipt).toMatchObject({ surum: 1, ihaleId: 12, leafIndex: 3, treeSize: 4, entry: record.lines[3] });
    // Anyone can check it later, with nothing but the file and the portal's published key.
    await expect(verifyReceipt(receipt, record.verifierKey)).resolves.toMatchObject({ ok: true });
  });

  it('does not offer a receipt whose proof does not verify, and says why', async () => {
    proofOf = async (sira) => {
      const r = await record.receipt(sira === 3 ? 1 : sira);
      return { treeSize: r.treeSize, leafIndex: sira, hashes: r.hashes, checkpoint: r.checkpoint };
    };
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: /1\.250,00 TL teklifinin makbuzu/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Makbuz hazırlanamadı. Teklif bu kontrol noktasının kayıtları arasında değil',
    );
    expect(saved).toEqual([]);
  });

  it('says so when the record has no bid under the alias, and closes back to its button', async () => {
    renderButton('Yeşil Baykuş');
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/rumuzunuzla verilmiş bir teklif bulunamadı/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

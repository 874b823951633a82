import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signedRecord, testBid, testMinute, testStart } from '@/lib/transparency/test-support';
import { installWebCrypto, reply } from './test-webcrypto';
import { RecordVerifier } from './record-verifier';

installWebCrypto();

const at = testMinute;
const bid = testBid;
const RECORD = [
  testStart(),
  bid(1, 'Mavi Kartal', '1000.00'),
  bid(2, 'Kızıl Tilki', '1100.00', true),
  bid(29, 'Mavi Kartal', '1250.50'),
  { tur: 'uzatma', zaman: at(29), bitis: at(32) } as const,
];

type Signed = Awaited<ReturnType<typeof signedRecord>>;
let record: Signed;
/** What the endpoints answer: the signed record unless a test changes it (like a tampered database). */
let kayitlar: string;
let offline = false;
const fetchMock = jest.fn(async (url: string) => {
  if (offline) throw new TypeError('Failed to fetch');
  if (url.endsWith('/seffaflik/anahtar')) return reply(200, `${record.verifierKey}\n`);
  if (url.endsWith('/seffaflik/ihaleler/12/checkpoint')) return reply(200, record.checkpoint);
  if (url.endsWith('/seffaflik/ihaleler/12/kayitlar')) return reply(200, kayitlar);
  return reply(404, { key: 'NotFound', message: 'Bulunamadı', errors: [], mesajList: [] });
});

beforeAll(async () => {
  record = await signedRecord(12, RECORD);
});
beforeEach(() => {
  kayitlar = record.kayitlar;
  offline = false;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const verdict = () => screen.getByTestId('record-verdict');
const renderPage = () => render(<RecordVerifier ihaleId={12} publicOrigin="https://esatis.example.gov.tr" />);

describe('Kaydı doğrula', () => {
  it('verifies the signed record in the browser and lists its entries in Turkish, Istanbul time', async () => {
    renderPage();
    expect(verdict()).toHaveTextContent('Kayıt bu tarayıcıda doğrulanıyor...');
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
    expect(screen.getByTestId('tree-size')).toHaveTextContent('5');
    expect(screen.getByTestId('tree-root').textContent).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(verdict()).toHaveTextContent('localhost/ihaleler/12');
    expect(verdict()).toHaveTextContent('localhost/seffaflik');

    const table = screen.getByRole('table', { name: 'Kayıttaki girişler' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^0Başlangıç—.*26\.11\.2026 15:00:00.*26\.11\.2026 15:30:00$/),
      expect.stringContaining('1TeklifMavi Kartal1.000,00 TL26.11.2026 15:01:00'),
      expect.stringContaining('2Otomatik teklifKızıl Tilki1.100,00 TL'),
      expect.stringContaining('3TeklifMavi Kartal1.250,50 TL26.11.2026 15:29:00'),
      expect.stringMatching(/^4Uzatma—.*26\.11\.2026 15:32:00$/),
    ]);
    // The lines are read after the checkpoint (a bid in between must not make the record look short).
    const urls = fetchMock.mock.calls.map(([u]) => u);
    expect(urls.findIndex((u) => u.endsWith('/kayitlar'))).toBeGreaterThan(
      urls.findIndex((u) => u.endsWith('/checkpoint')),
    );
    // What was used, and how to do the same without this page.
    expect(screen.getByTestId('used-key')).toHaveTextContent(record.verifierKey);
    expect(screen.getByText('npm run dogrula -- https://esatis.example.gov.tr 12')).toBeInTheDocument();
    // The tender's own key name and where its key is published (issue #37 item 6).
    expect(screen.getByText('esatis.example.gov.tr/ihaleler/12')).toBeInTheDocument();
    expect(screen.getByText('https://esatis.example.gov.tr/api/seffaflik/anahtar?ihale=12')).toBeInTheDocument();
    expect(screen.getByText('https://esatis.example.gov.tr/api/seffaflik/ihaleler/12/kayitlar')).toBeInTheDocument();
  });

  it('fails with the reason when one stored bid was changed, and verifies again once it is restored', async () => {
    kayitlar = record.kayitlar.replace('"tutar":"1100.00"', '"tutar":"1900.00"');
    renderPage();
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulanamadı'));
    expect(verdict()).toHaveTextContent('kayıtlar imzalandıktan sonra değiştirilmiş');
    // Nothing unverified is shown as if it were the record.
    expect(screen.queryByRole('table', { name: 'Kayıttaki girişler' })).not.toBeInTheDocument();

    kayitlar = record.kayitlar;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden doğrula' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
  });

  it('names a record with entries missing', async () => {
    kayitlar = record.lines
      .slice(0, 3)
      .map((l) => `${l}\n`)
      .join('');
    renderPage();
    await waitFor(() => expect(verdict()).toHaveTextContent('İmzalı kontrol noktasında 5 kayıt var, portal 3 kayıt'));
  });

  it('tells a network failure apart from a failed check and retries', async () => {
    offline = true;
    renderPage();
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt alınamadı'));
    expect(verdict()).not.toHaveTextContent('Kayıt doğrulanamadı');
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden doğrula' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
  });

  it('says when the tender has no public record', async () => {
    render(<RecordVerifier ihaleId={99} publicOrigin="https://esatis.example.gov.tr" />);
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt alınamadı'));
    expect(verdict()).toHaveTextContent('Bu ihalenin teklif kaydı bulunamadı');
  });

  it('checks against a key the visitor pastes: another key fails the signature', async () => {
    const other = await signedRecord(12, RECORD);
    renderPage();
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Güvendiğiniz anahtar' }), {
      target: { value: other.verifierKey },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bu anahtarla doğrula' }));
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulanamadı'));
    expect(verdict()).toHaveTextContent('imza geçersiz');
    expect(screen.getByTestId('used-key')).toHaveTextContent(other.verifierKey);
    // The form gave way to the 'back' button, and the keyboard focus went there with it.
    const back = screen.getByRole('button', { name: 'Portalın anahtarına dön' });
    expect(back).toHaveFocus();

    fireEvent.click(back);
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
    expect(screen.getByRole('textbox', { name: 'Güvendiğiniz anahtar' })).toHaveFocus();
  });

  it('checks a receipt file without asking the server', async () => {
    renderPage();
    await waitFor(() => expect(verdict()).toHaveTextContent('Kayıt doğrulandı'));
    const requests = fetchMock.mock.calls.length;
    const input = screen.getByTestId('receipt-file');
    const good = JSON.stringify(await record.receipt(3));
    fireEvent.change(input, { target: { files: [new File([good], 'teklif-makbuzu-12-3.json')] } });
    await screen.findByText('Makbuz doğrulandı');
    expect(screen.getByText(/teklif-makbuzu-12-3\.json: 12 numaralı ihalenin 3\. kaydı/)).toHaveTextContent(
      'Mavi Kartal rumuzuyla 1.250,50 TL (26.11.2026 15:29:00), 5 kayıtlık imzalı ağaçta',
    );

    const forged = good.replace('1250.50', '9250.50');
    fireEvent.change(input, { target: { files: [new File([forged], 'sahte.json')] } });
    await screen.findByText('Makbuz doğrulanamadı');
    expect(screen.getByText(/sahte\.json: /)).toHaveTextContent('kanıt doğrulanamadı');
    fireEvent.change(input, { target: { files: [new File(['{oops'], 'bozuk.json')] } });
    await screen.findByText(/bozuk\.json: Dosya bir teklif makbuzu değil/);
    expect(fetchMock.mock.calls.length).toBe(requests);
  });
});

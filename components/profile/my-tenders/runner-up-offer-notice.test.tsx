import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RUNNER_UP_TEXTS, SETTLEMENT_MESSAGES } from '@/lib/contract/settlement';
import { useToastStore } from '@/lib/toast/toast-store';
import { RunnerUpOfferNotice } from './runner-up-offer-notice';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });
const OFFER = {
  id: 7,
  ihaleId: 9,
  ihaleBaslik: 'Ahşap Mühimmat Sandığı (Boş)',
  tutar: 93500,
  teminatTutari: 8400,
  paraBirimi: 'TL',
  sonYanitTarihi: '2026-11-29T20:59:59.000Z',
};
let open = true;
let refuse: string | null = null;
const posts: Array<{ url: string; body: unknown }> = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push({ url, body: JSON.parse(String(init.body)) });
    if (refuse) return reply(400, { key: 'YetersizTeminat', message: refuse, errors: [refuse], mesajList: [refuse] });
    open = false;
    return reply(200, { data: { mesaj: SETTLEMENT_MESSAGES.accepted } });
  }
  return reply(200, { data: open ? [OFFER] : [] });
});

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

function renderNotice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RunnerUpOfferNotice cariId={5} />
    </QueryClientProvider>,
  );
}

describe('the runner-up offer notice', () => {
  beforeEach(() => {
    open = true;
    refuse = null;
    posts.length = 0;
    global.fetch = fetchMock as unknown as typeof fetch;
    useToastStore.setState({ toasts: [] });
  });

  it('shows the tender, the bid, the deposit and the deadline in Istanbul time, and accepts after confirmation', async () => {
    renderNotice();
    expect(await screen.findByText(RUNNER_UP_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9 numaralı ihale: Ahşap Mühimmat Sandığı (Boş)' })).toHaveAttribute(
      'href',
      '/ihaleler/9',
    );
    expect(screen.getByText('93.500,00 TL')).toBeInTheDocument();
    expect(screen.getByText('8.400,00 TL')).toBeInTheDocument();
    expect(screen.getByText('29.11.2026 23:59')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: RUNNER_UP_TEXTS.accept }));
    const dialog = await screen.findByRole('dialog', { name: RUNNER_UP_TEXTS.acceptTitle });
    expect(dialog).toHaveTextContent('93.500,00 TL');
    expect(posts).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: RUNNER_UP_TEXTS.accept }).at(-1)!);
    await waitFor(() => expect(toastTexts()).toEqual([`success: ${SETTLEMENT_MESSAGES.accepted}`]));
    expect(posts).toEqual([{ url: expect.stringContaining('/v1/IkinciTeklif/7/Kabul'), body: { cariId: 5 } }]);
    await waitFor(() => expect(screen.queryByText(RUNNER_UP_TEXTS.title)).not.toBeInTheDocument());
  });

  it("shows the server's refusal as a toast and keeps the offer", async () => {
    refuse = SETTLEMENT_MESSAGES.insufficientDeposit;
    renderNotice();
    fireEvent.click(await screen.findByRole('button', { name: RUNNER_UP_TEXTS.accept }));
    await screen.findByRole('dialog', { name: RUNNER_UP_TEXTS.acceptTitle });
    fireEvent.click(screen.getAllByRole('button', { name: RUNNER_UP_TEXTS.accept }).at(-1)!);
    await waitFor(() => expect(toastTexts()).toEqual([`error: ${SETTLEMENT_MESSAGES.insufficientDeposit}`]));
    expect(screen.getByText(RUNNER_UP_TEXTS.title)).toBeInTheDocument();
  });
});

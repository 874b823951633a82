import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useInboxStore } from '@/lib/store/notification-inbox';
import { useSessionStore as useRootStore } from '@/lib/session/session-store';
import { MEHMET_NO_CONTACT } from '@/lib/session/test-users';
import { InboxView } from './inbox-view';
import { inboxServer, wireItem } from './test-inbox-server';

const handlers = new Map<string, (p: unknown) => void>();
jest.mock('@/lib/realtime/hooks', () => ({
  useHubEvent: (name: string, handler: (p: unknown) => void) => handlers.set(name, handler),
}));

let server: ReturnType<typeof inboxServer>;

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InboxView />
    </QueryClientProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Bildirimler' });

beforeEach(() => {
  handlers.clear();
  useInboxStore.getState().reset();
  useInboxStore.setState({ cariId: 2, unread: 3, latest: [] });
  useRootStore.setState({
    userInfos: MEHMET_NO_CONTACT,
  });
  // 25 items: 1–22 read, 23–25 unread.
  server = inboxServer(
    Array.from({ length: 25 }, (_, i) => wireItem(i + 1, { OkunmaTarihi: i < 22 ? '2026-11-19T10:00:00.000Z' : null })),
  );
  global.fetch = server.fetch as unknown as typeof fetch;
});

describe('/bildirimler', () => {
  it('lists 20 a page newest first, each item a link to its target; the pager shows the rest', async () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    const first = within(list()).getAllByRole('listitem')[0];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/ihaleler/25');
    expect(first).toHaveTextContent('Okunmamış: Teklifiniz geçildi: İhale 25');
    expect(screen.getByText('3 okunmamış bildiriminiz var.')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Bildirim sayfaları' })).getByRole('button', { name: /\b2$/ }),
    );
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(5));
    expect(server.calls).toContain('GET /api/bildirimler?sayfa=2');
  });

  it('marks one read (the bell follows), then all read', async () => {
    renderView();
    const mark = await screen.findByRole('button', { name: 'Okundu işaretle: Teklifiniz geçildi: İhale 25' });
    fireEvent.click(mark);
    await waitFor(() => expect(screen.getByText('2 okunmamış bildiriminiz var.')).toBeInTheDocument());
    expect(useInboxStore.getState().unread).toBe(2);
    expect(screen.queryByRole('button', { name: /İhale 25$/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(screen.getByText('Tüm bildirimleriniz okundu.')).toBeInTheDocument());
    expect(useInboxStore.getState().unread).toBe(0);
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
    expect(server.calls).toEqual(
      expect.arrayContaining(['POST /api/bildirimler/25/okundu', 'POST /api/bildirimler/okundu']),
    );
  });

  it('following an unread item marks it read', async () => {
    renderView();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    const link = within(within(list()).getAllByRole('listitem')[1]).getByRole('link');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    await waitFor(() => expect(server.calls).toContain('POST /api/bildirimler/24/okundu'));
  });

  it('a new item arriving over the hub reloads the list', async () => {
    renderView();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(20));
    server.add(wireItem(26, { Baslik: 'Yeni gelen bildirim' }));
    act(() => handlers.get('BildirimGeldi')?.({ bildirim: wireItem(26), okunmamis: 4 }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('Yeni gelen bildirim'));
  });

  it('says so in Turkish when there is nothing', async () => {
    server = inboxServer([]);
    global.fetch = server.fetch as unknown as typeof fetch;
    renderView();
    expect(await screen.findByText('Henüz bildiriminiz bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  });

  it('the push switch says when this browser cannot do push at all', async () => {
    renderView();
    expect(await screen.findByText(/Bu tarayıcı anlık bildirimleri desteklemiyor\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Bu tarayıcıda anlık bildirimler' })).toBeDisabled();
  });
});
